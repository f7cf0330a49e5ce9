import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { type WaitlistSummary, waitGroupLabels, waitGroups } from "@seatline/domain";

/** Summary card (docs/product.md#dashboard): Total Parties Waiting and Expected Wait Times in minutes for Party of 1, 2, 3-4, 5+. */
export function WaitlistSummaryCard({ summary }: { summary: WaitlistSummary | undefined }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Waitlist summary">
      <Group gap="xl" wrap="nowrap" align="stretch">
        <Stack gap={0} justify="center" miw={150}>
          <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
            Total Parties Waiting
          </Text>
          <Text fz={36} fw={800} lh={1.1} data-testid="total-waiting">
            {summary ? summary.totalWaiting : "–"}
          </Text>
        </Stack>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
            Expected Wait Times
          </Text>
          <SimpleGrid cols={4} spacing="xs">
            {waitGroups.map((group) => (
              <Paper key={group} bg="gray.0" px="sm" py={6} radius="sm">
                <Text fz="sm" fw={600}>
                  {waitGroupLabels[group]}
                </Text>
                <Text fz="xl" fw={800} lh={1.2}>
                  {summary ? summary.waitTimes[`${group}_wait`] : "–"}{" "}
                  <Text span fz="sm" fw={600} c="dimmed">
                    min
                  </Text>
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
