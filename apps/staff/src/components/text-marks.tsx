import { Badge, Group, Text } from "@mantine/core";
import {
  type GuestTextMarks,
  OPTED_OUT_LABEL,
  RUNNING_LATE_LABEL,
  type TextMarkState,
  textMarkLabel,
} from "@seatline/domain";

/** Dark enough for 4.5:1 on the white, striped and amber (reservation) rows. */
const COLOR: Record<TextMarkState, string> = {
  delivered: "#1b5e20",
  sent: "#0b4f8a",
  sending: "#3d3d3d",
  uncertain: "#3d3d3d",
  failed: "#a51111",
  not_sent: "#7a3d00",
};
const GRAY = "#3d3d3d";
const ORANGE = "#7a3d00";

const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** The host's marks about a guest's texts, under the guest's name (issue 16). */
export function TextMarks({ marks }: { marks: GuestTextMarks | undefined }) {
  if (!marks) return null;
  const { text, optedOut, runningLateAt, guestMessage } = marks;
  // Sending and sent without a report say nothing new: only outcomes are marked.
  const shownText = text && text.state !== "sending" && text.state !== "sent" ? text : null;
  if (!shownText && !optedOut && !runningLateAt && !guestMessage) return null;
  return (
    <>
      <Group gap={4} wrap="wrap" mt={2}>
        {shownText ? (
          <Badge
            data-testid="text-mark"
            size="sm"
            variant="outline"
            tt="none"
            color={COLOR[shownText.state]}
            title={shownText.reason ?? undefined}
          >
            {textMarkLabel(shownText)}
          </Badge>
        ) : null}
        {optedOut ? (
          <Badge data-testid="opted-out-mark" size="sm" variant="outline" tt="none" color={GRAY}>
            {OPTED_OUT_LABEL}
          </Badge>
        ) : null}
        {runningLateAt ? (
          <Badge data-testid="running-late-mark" size="sm" variant="outline" tt="none" color={ORANGE}>
            {RUNNING_LATE_LABEL} · {clockTime(runningLateAt)}
          </Badge>
        ) : null}
      </Group>
      {guestMessage ? (
        <Text data-testid="guest-message" fz="sm" lineClamp={2} title={guestMessage}>
          Guest texted: “{guestMessage}”
        </Text>
      ) : null}
    </>
  );
}
