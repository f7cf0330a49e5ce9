import { Stack, Text } from "@mantine/core";
import { alertLine, type PartyWait, quoteLine } from "./party-wait";

/** Red dark enough for 4.5:1 on white, striped and tinted rows. */
export const OVER_QUOTE_TEXT = "#a51111";

/**
 * A walk-in's wait in words: minutes waited against the quote (how far past it, in red, once over), then minutes
 * since the last alert. Roomy: each figure carries its own label. Compact: "12 / 15 min", read by the column's
 * "Waited / Quoted" header, on two lines.
 */
export function WaitCell({ wait, compact = false }: { wait: PartyWait; compact?: boolean }) {
  const over = wait.overBy > 0;
  const alerted = alertLine(wait.sinceAlert);
  const overColor = over ? OVER_QUOTE_TEXT : undefined;
  if (compact) {
    return (
      <Stack gap={0} style={{ whiteSpace: "nowrap" }}>
        <Text fz="md" lh={1.3} c={overColor}>
          {wait.hostConfirms ? (
            <>
              <b data-testid="waited">{wait.waited}</b> min
            </>
          ) : (
            <>
              <b data-testid="waited">{wait.waited}</b> / <span data-testid="quoted">{wait.quoted}</span> min
            </>
          )}
        </Text>
        <Text
          fz="sm"
          lh={1.3}
          c={over && !alerted ? OVER_QUOTE_TEXT : "dimmed"}
          fw={over && !alerted ? 700 : 400}
          data-testid={alerted ? "since-alert" : wait.hostConfirms ? "host-confirms-wait" : undefined}
        >
          {alerted ?? (over || wait.hostConfirms ? quoteLine(wait) : "")}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0} style={{ whiteSpace: "nowrap" }}>
      <Text fz="lg" fw={700} lh={1.25} c={overColor}>
        <span data-testid="waited">{wait.waited}</span>{" "}
        <Text span fz="sm" fw={600} c={overColor ?? "dimmed"}>
          min waited
        </Text>
      </Text>
      <Text fz="sm" lh={1.3} fw={over ? 700 : 400} c={overColor ?? "dimmed"}>
        {over || wait.hostConfirms ? (
          <span data-testid={wait.hostConfirms ? "host-confirms-wait" : undefined}>{quoteLine(wait)}</span>
        ) : (
          <>
            quoted <span data-testid="quoted">{wait.quoted}</span>
          </>
        )}
      </Text>
      {alerted ? (
        <Text fz="sm" lh={1.3} c="dimmed" data-testid="since-alert">
          {alerted}
        </Text>
      ) : null}
    </Stack>
  );
}
