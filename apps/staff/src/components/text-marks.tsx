import { Group, Text, VisuallyHidden } from "@mantine/core";
import {
  type GuestTextMarks,
  HELD_EMAIL_LABEL,
  OPTED_OUT_LABEL,
  RUNNING_LATE_LABEL,
  type TextMarkState,
  textMarkLabel,
} from "@seatline/domain";
import { IconChecks } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Dark enough for 4.5:1 on the white, striped and amber (reservation) rows. */
const COLOR: Record<TextMarkState, string> = {
  delivered: "#1b5e20",
  sent: "#0b4f8a",
  sending: "#3d3d3d",
  uncertain: "#3d3d3d",
  failed: "#a51111",
  not_sent: "#7a3d00",
  held: "#7a3d00",
};
const GRAY = "#3d3d3d";
const ORANGE = "#7a3d00";

const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/**
 * One outlined mark. Not a Mantine Badge: a row's status badge (WAITING, LATE, CONFIRMED…) stays the only badge in
 * it, so the marks never read as a second status.
 */
function Mark(props: { testId: string; color: string; title?: string; children: ReactNode }) {
  return (
    <Text
      component="span"
      data-testid={props.testId}
      title={props.title}
      fz="xs"
      fw={700}
      c={props.color}
      px={6}
      style={{
        border: `1px solid ${props.color}`,
        borderRadius: 999,
        lineHeight: "18px",
        whiteSpace: "nowrap",
      }}
    >
      {props.children}
    </Text>
  );
}

/**
 * The host's marks about a guest's texts, under the guest's name (docs/product.md#texts). Brief (one-line rows): a
 * delivered text, the usual news, is a double tick (its word for a screen reader and in its tooltip); every mark
 * that asks something of the host keeps its words.
 */
export function TextMarks({ marks, brief = false }: { marks: GuestTextMarks | undefined; brief?: boolean }) {
  if (!marks) return null;
  const { text, optedOut, runningLateAt, guestMessage, heldEmail } = marks;
  // Sending and sent without a report say nothing new: only outcomes are marked.
  const shownText = text && text.state !== "sending" && text.state !== "sent" ? text : null;
  if (!shownText && !optedOut && !runningLateAt && !guestMessage && !heldEmail) return null;
  return (
    <>
      <Group gap={4} wrap="wrap" mt={2}>
        {shownText && brief && shownText.state === "delivered" ? (
          <Text
            component="span"
            data-testid="text-mark"
            title={textMarkLabel(shownText)}
            c={COLOR.delivered}
            style={{ display: "inline-flex", alignItems: "center" }}
          >
            <IconChecks size={18} aria-hidden />
            <VisuallyHidden>{textMarkLabel(shownText)}</VisuallyHidden>
          </Text>
        ) : shownText ? (
          <Mark testId="text-mark" color={COLOR[shownText.state]} title={shownText.reason ?? undefined}>
            {textMarkLabel(shownText)}
          </Mark>
        ) : null}
        {optedOut ? (
          <Mark testId="opted-out-mark" color={GRAY}>
            {OPTED_OUT_LABEL}
          </Mark>
        ) : null}
        {heldEmail ? (
          <Mark testId="held-email-mark" color={ORANGE} title={heldEmail}>
            {HELD_EMAIL_LABEL}
          </Mark>
        ) : null}
        {runningLateAt ? (
          <Mark testId="running-late-mark" color={ORANGE}>
            {RUNNING_LATE_LABEL} · {clockTime(runningLateAt)}
          </Mark>
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
