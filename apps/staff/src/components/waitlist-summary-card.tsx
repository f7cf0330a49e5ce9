import { Group, Paper, Stack, Text } from "@mantine/core";
import {
  toldWaitLabel,
  type WaitGroup,
  type WaitlistSummary,
  waitGroupLabels,
  waitGroups,
} from "@seatline/domain";

/** A group's wait in minutes, or the words when it tells none (over two hours, no table takes the group). */
export function groupWords(summary: WaitlistSummary, group: WaitGroup): string | null {
  const told = summary.waitTold?.[group] ?? "minutes";
  return told === "minutes" ? null : toldWaitLabel(told, summary.waitTimes[`${group}_wait`]);
}

/** "9 groups of 2 or more · 3 solo diners": what the total is made of. */
export function waitingBreakdown(summary: WaitlistSummary): string {
  const { parties, solo } = summary.numbers;
  return `${parties} ${parties === 1 ? "group" : "groups"} of 2 or more · ${solo} solo ${solo === 1 ? "diner" : "diners"}`;
}

/**
 * Summary card (docs/product.md#dashboard): Total Parties Waiting (groups and solo diners together, so it is the
 * whole line, with what it is made of beneath) and Expected Wait Times in minutes for Party of 1, 2, 3-4, 5+.
 * Compact: one line, so more of the list fits; the breakdown stays on screen there too (a tooltip is out of reach on
 * a touch screen).
 */
export function WaitlistSummaryCard({
  summary,
  compact = false,
  label = "Waitlist summary",
}: {
  summary: WaitlistSummary | undefined;
  compact?: boolean;
  /** The region's name (the folded summary names its own region, and the card inside it this). */
  label?: string;
}) {
  if (compact) {
    return (
      <Paper withBorder px="sm" py={6} radius="md" component="section" aria-label={label}>
        <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
          <Text fz="md" fw={700}>
            <span data-testid="total-waiting">{summary ? summary.totalWaiting : "–"}</span> parties waiting{" "}
            {summary ? (
              <Text span fz="sm" fw={400} c="dimmed">
                ({waitingBreakdown(summary)})
              </Text>
            ) : null}
          </Text>
          <Text fz="sm" c="dimmed" fw={600}>
            Expected wait:
          </Text>
          {waitGroups.map((group) => (
            <Text key={group} fz="sm">
              {waitGroupLabels[group]}{" "}
              <b>
                {summary
                  ? (groupWords(summary, group) ?? `${summary.waitTimes[`${group}_wait`]} min`)
                  : "– min"}
              </b>
            </Text>
          ))}
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={label}>
      <Group gap="md" wrap="wrap" align="stretch">
        <Stack gap={0} justify="center" miw={150}>
          <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
            Total Parties Waiting
          </Text>
          <Text fz={36} fw={800} lh={1.1} data-testid="total-waiting">
            {summary ? summary.totalWaiting : "–"}
          </Text>
          <Text fz="xs" c="dimmed">
            {summary ? waitingBreakdown(summary) : ""}
          </Text>
        </Stack>
        <Stack gap={4} style={{ flex: "1 1 280px" }}>
          <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
            Expected Wait Times
          </Text>
          <Group gap="xs" wrap="wrap">
            {waitGroups.map((group) => (
              <Paper key={group} bg="gray.0" px="sm" py={6} radius="sm" style={{ flex: "1 1 120px" }}>
                <Text fz="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {waitGroupLabels[group]}
                </Text>
                {summary && groupWords(summary, group) !== null ? (
                  <Text fz="md" fw={800} lh={1.2} mt={4}>
                    {groupWords(summary, group)}
                  </Text>
                ) : (
                  <Text fz="xl" fw={800} lh={1.2}>
                    {summary ? summary.waitTimes[`${group}_wait`] : "–"}{" "}
                    <Text span fz="sm" fw={600} c="dimmed">
                      min
                    </Text>
                  </Text>
                )}
              </Paper>
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
