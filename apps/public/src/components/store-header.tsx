import { Box, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { groupOpeningHours } from "@seatline/domain";
import { PageLanguageSwitch, useT } from "@seatline/ui";
import type { StoreDetails } from "../api";
import { PhoneLink } from "./phone-link";

/** Form header (docs/product.md#public-page): restaurant name (link code in brackets), address, phone, opening hours grouped by days. */
export function StoreHeader({ details, linkCode }: { details: StoreDetails; linkCode: string | null }) {
  const t = useT();
  const groups = groupOpeningHours(details.hours);
  return (
    <Paper component="header" withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Box>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {details.companyName}
            {linkCode ? ` (${linkCode})` : ""}
          </Title>
          {/* A plain flex row: Mantine's Group is not otherwise in this page's first download. */}
          <div className="header-line">
            <Text c="dimmed">{t("Table reservations")}</Text>
            <PageLanguageSwitch />
          </div>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Stack gap={4}>
            {details.address && <Text component="address">{details.address}</Text>}
            {details.phoneNumber && (
              <Text>
                {t("Phone:")} <PhoneLink phone={details.phoneNumber} />
              </Text>
            )}
          </Stack>
          <Box component="section" aria-labelledby="hours-title">
            <Text id="hours-title" fw={700} size="sm" tt="uppercase" c="dimmed" mb={2}>
              {t("Hours")}
            </Text>
            <dl className="hours-list">
              {groups.map((g) => (
                <div key={g.dayLabel}>
                  <dt>{g.dayLabel.replace(/[A-Z][a-z]{2}/g, (day) => t(day))}</dt>
                  <dd>{g.closed ? t(g.hoursLabel) : g.hoursLabel}</dd>
                </div>
              ))}
            </dl>
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
