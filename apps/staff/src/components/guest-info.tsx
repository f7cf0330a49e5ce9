import { Group, Spoiler, Stack, Text } from "@mantine/core";
import { formatPhone } from "@seatline/domain";
import type { ReactNode } from "react";

export interface GuestInfoProps {
  name: string;
  phone: string | null;
  note: string;
  /** An extra line, e.g. the reservation time. */
  extra?: ReactNode;
  /** One line for name and phone, a one-line note until opened (the compact Dashboard). */
  compact?: boolean;
  /** The note always whole (cards, which have the room); otherwise it folds with a "Show all" control. */
  wholeNote?: boolean;
}

/** Names wrap rather than disappear, however narrow the cell. */
const WRAP = { overflowWrap: "anywhere" } as const;

/**
 * Guest Info cell: name, phone (xxx) xxx - xxxx or that the name will be called, and the note. The name is never
 * cut; a long note folds to one or two lines with a control that shows it whole.
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
          <Text fw={700} fz="md" lh={1.25} style={WRAP}>
            {name}
          </Text>
          {phoneText}
        </Group>
      ) : (
        <>
          <Text fw={700} fz="lg" lh={1.25} style={WRAP}>
            {name}
          </Text>
          {phoneText}
        </>
      )}
      {extra}
      {note === "" ? null : wholeNote ? (
        noteText
      ) : (
        <Spoiler
          maxHeight={compact ? 22 : 42}
          showLabel="Show all"
          hideLabel="Show less"
          transitionDuration={0}
          styles={{ control: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 600 } }}
        >
          {noteText}
        </Spoiler>
      )}
    </Stack>
  );
}
