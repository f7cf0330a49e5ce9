import { Group, Spoiler, Stack, Text } from "@mantine/core";
import { formatPhone } from "@seatline/domain";
import type { ReactNode } from "react";

export interface GuestInfoProps {
  name: string;
  phone: string | null;
  note: string;
  /** An extra line, e.g. the reservation time. */
  extra?: ReactNode;
  /** One line for name and phone, and for the note (the compact Dashboard). */
  compact?: boolean;
  /** The note always whole (cards, which have the room); otherwise it folds with a "Show all" control. */
  wholeNote?: boolean;
}

/** Names wrap rather than disappear, however narrow the cell. */
const WRAP = { overflowWrap: "anywhere" } as const;

/**
 * Guest Info cell: name, phone (xxx) xxx - xxxx or that the name will be called, and the note. The name is never
 * cut; a long note folds to two lines with a control that shows it whole (compact rows: one line, whole in the note
 * dialog).
 */
export function GuestInfo({ name, phone, note, extra, compact = false, wholeNote = false }: GuestInfoProps) {
  const phoneText = (
    <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
      {phone ? formatPhone(phone) : "No phone: call name"}
    </Text>
  );
  const noteText = (
    <Text fz="sm" fs="italic" style={{ whiteSpace: "pre-wrap", ...WRAP }}>
      Note: {note}
    </Text>
  );
  return (
    <Stack gap={0} miw={0}>
      {compact ? (
        <Group gap={8} wrap="wrap" align="baseline" style={{ rowGap: 0 }}>
          <Text fw={700} fz="md" lh={1.25} style={WRAP} data-testid="guest-name">
            {name}
          </Text>
          {phoneText}
        </Group>
      ) : (
        <>
          <Text fw={700} fz="lg" lh={1.25} style={WRAP} data-testid="guest-name">
            {name}
          </Text>
          {phoneText}
        </>
      )}
      {extra}
      {note === "" ? null : wholeNote ? (
        noteText
      ) : compact ? (
        // Compact rows keep to one line: no fold control (a 44 px target would make the row tall again); the row's
        // note button opens the whole note.
        <Text fz="sm" fs="italic" lineClamp={1} title={note} data-testid="note-line">
          Note: {note}
        </Text>
      ) : (
        <Spoiler
          maxHeight={42}
          showLabel="Show all"
          hideLabel="Show less"
          transitionDuration={0}
          // Mantine makes the folded note a region: name it, so each row's is its own (axe landmark-unique).
          attributes={{ content: { "aria-label": `Note for ${name}` } }}
          // The control is a 44 px touch target like every other on the Dashboard, however short its words.
          styles={{
            control: {
              fontSize: "var(--mantine-font-size-sm)",
              fontWeight: 600,
              minHeight: 44,
              minWidth: 44,
            },
          }}
        >
          {noteText}
        </Spoiler>
      )}
    </Stack>
  );
}
