import { Box, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { groupOpeningHours } from "@seatline/domain";
import type { StoreDetails } from "../api";
import { PhoneLink } from "./phone-link";

/** SPEC §2 form header: restaurant name (link code in brackets), address, phone, opening hours grouped by days. */
export function StoreHeader({ details, linkCode }: { details: StoreDetails; linkCode: string | null }) {
  const groups = groupOpeningHours(details.hours);
  return (
    <Paper component="header" withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Box>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {details.companyName}
            {linkCode ? ` (${linkCode})` : ""}
          </Title>
          <Text c="dimmed" mt={4}>
            Table reservations
          </Text>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Stack gap={4}>
            {details.address && <Text component="address">{details.address}</Text>}
            {details.phoneNumber && (
              <Text>
                Phone: <PhoneLink phone={details.phoneNumber} />
              </Text>
            )}
          </Stack>
          <Box component="section" aria-labelledby="hours-title">
            <Text id="hours-title" fw={700} size="sm" tt="uppercase" c="dimmed" mb={2}>
              Hours
            </Text>
            <dl className="hours-list">
              {groups.map((g) => (
                <div key={g.dayLabel}>
                  <dt>{g.dayLabel}</dt>
                  <dd>{g.hoursLabel}</dd>
                </div>
              ))}
            </dl>
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
