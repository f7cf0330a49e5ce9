import { Stack, Text } from "@mantine/core";
import { formatPhone } from "@seatline/domain";
import type { ReactNode } from "react";

export interface GuestInfoProps {
  name: string;
  phone: string | null;
  note: string;
  /** An extra line, e.g. the reservation time. */
  extra?: ReactNode;
}

/** Guest Info cell: name, phone (xxx) xxx - xxxx or that the name will be called, and the note. */
export function GuestInfo({ name, phone, note, extra }: GuestInfoProps) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={700} fz="lg" lh={1.25} lineClamp={1}>
        {name}
      </Text>
      <Text fz="sm" c="dimmed">
        {phone ? formatPhone(phone) : "No phone: call name"}
      </Text>
      {extra}
      {note ? (
        <Text fz="sm" fs="italic" lineClamp={2} title={note}>
          Note: {note}
        </Text>
      ) : null}
    </Stack>
  );
}
