import { Paper, Text, UnstyledButton } from "@mantine/core";
import { type WaitGroup, type WaitlistSummary, waitGroups } from "@seatline/domain";
import { IconChevronDown } from "@tabler/icons-react";
import { useId, useState } from "react";
import { groupWords, WaitlistSummaryCard } from "./waitlist-summary-card";

/** The groups as the folded line names them: the full labels ("Party of 3-4") would not fit one line at 768 px. */
const SHORT: Record<WaitGroup, string> = { solo: "1", two: "2", three_four: "3-4", five_plus: "5+" };

/**
 * The summary on a small screen (an iPad at the stand): one line, "43 waiting · Wait (min) for 1: 5 · 2: 10 · 3-4:
 * 15 · 5+: 25", a 44 px button that opens the whole card under it (what the total is made of, the waits by
 * size) and folds it again.
 */
export function WaitlistSummaryFold({ summary }: { summary: WaitlistSummary | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const waits = waitGroups
    .map((g) => {
      const minutes = summary ? summary.waitTimes[`${g}_wait`] : "–";
      return `${SHORT[g]}: ${summary ? (groupWords(summary, g) ?? minutes) : minutes}`;
    })
    .join(" · ");
  return (
    <Paper withBorder radius="md" component="section" aria-label="Waitlist summary">
      <UnstyledButton
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        mih={44}
        px="sm"
        py={4}
        w="100%"
        style={{ display: "flex", alignItems: "center", gap: 8 }}
      >
        <Text fz="sm" style={{ flex: 1, minWidth: 0 }}>
          <Text span fz="md" fw={700}>
            {open ? (
              <span>{summary ? summary.totalWaiting : "–"}</span>
            ) : (
              // One total on the page: the open card shows its own.
              <span data-testid="total-waiting">{summary ? summary.totalWaiting : "–"}</span>
            )}{" "}
            waiting
          </Text>{" "}
          · Wait (min) for {waits}
        </Text>
        <IconChevronDown
          size={20}
          aria-hidden
          style={{ flexShrink: 0, transform: open ? "rotate(180deg)" : undefined }}
        />
      </UnstyledButton>
      {open ? (
        <div id={id} style={{ padding: "0 8px 8px" }}>
          <WaitlistSummaryCard summary={summary} label="Waits by party size" />
        </div>
      ) : null}
    </Paper>
  );
}
