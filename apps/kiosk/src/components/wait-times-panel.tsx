import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type WaitGroup, type WaitTimes, waitGroupLabels, waitGroupOf, waitGroups } from "@seatline/domain";

export interface WaitTimesPanelProps {
  /** Parties waiting ahead of the guest (parties + solo). */
  partiesAhead: number;
  waitTimes: WaitTimes;
  /** The guest's party size: its group is highlighted. */
  partySize: number;
}

const minutesOf = (times: WaitTimes, group: WaitGroup) => times[`${group}_wait`];

/** SPEC §2 party step: parties ahead and the current wait in minutes for parties of 1, 2, 3-4 and 5+. */
export function WaitTimesPanel({ partiesAhead, waitTimes, partySize }: WaitTimesPanelProps) {
  const mine = partySize >= 1 ? waitGroupOf(partySize) : null;
  return (
    <Paper component="section" aria-labelledby="wait-times-title" withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="sm">
        <Title id="wait-times-title" order={2} fz="h3">
          Current Wait Times
        </Title>
        <Text fz="xl">
          Parties ahead of you: <strong>{partiesAhead}</strong>
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {waitGroups.map((group) => (
            <Group
              key={group}
              component="li"
              justify="space-between"
              px="md"
              py={8}
              bg={group === mine ? "seatline.0" : undefined}
              fw={group === mine ? 700 : 400}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
              aria-current={group === mine ? "true" : undefined}
            >
              <Text fz="lg" fw="inherit">
                {waitGroupLabels[group]}
              </Text>
              <Text fz="lg" fw="inherit">
                {minutesOf(waitTimes, group)} min
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
