import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type WaitTimes, waitGroupLabels, waitGroupOf, waitGroups } from "@seatline/domain";

export interface WaitTimesProps {
  /** Parties waiting ahead (parties + solo). */
  partiesAhead: number;
  waitTimes: WaitTimes;
  /** The guest's party size: its group is highlighted. */
  partySize: number;
}

/** SPEC §2 party step's wait panel: parties ahead and the current waits for parties of 1, 2, 3-4 and 5+. */
export function WaitTimesPanel({ partiesAhead, waitTimes, partySize }: WaitTimesProps) {
  const mine = partySize >= 1 ? waitGroupOf(partySize) : null;
  return (
    <Paper component="section" aria-labelledby="wait-times-title" withBorder px="sm" py="xs">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline">
          <Title id="wait-times-title" order={2} fz="md">
            Current Wait Times
          </Title>
          <Text fz="sm">
            Parties ahead: <strong>{partiesAhead}</strong>
          </Text>
        </Group>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {waitGroups.map((group) => (
            <Group
              key={group}
              component="li"
              justify="space-between"
              px="sm"
              py={2}
              bg={group === mine ? "seatline.0" : undefined}
              fw={group === mine ? 700 : 400}
              style={{ borderRadius: "var(--mantine-radius-sm)" }}
              aria-current={group === mine ? "true" : undefined}
            >
              <Text fz="sm" fw="inherit">
                {waitGroupLabels[group]}
              </Text>
              <Text fz="sm" fw="inherit">
                {waitTimes[`${group}_wait`]} min
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
