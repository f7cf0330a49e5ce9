import { Group, Paper, Stack, Text } from "@mantine/core";
import { formatPhone } from "@seatline/domain";
import { IconArmchair } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";

export interface PartyCardProps {
  testId: string;
  name: string;
  /** The ticket (or "Res") as shown beside the phone. */
  ticket: ReactNode;
  partySize: number;
  phone: string | null;
  seating: string;
  note: string;
  /** Lines under the phone: a booking's time and status, text marks. */
  extra?: ReactNode;
  /** How long the party has waited (walk-ins) or since its alert (bookings). */
  wait?: ReactNode;
  actions: ReactNode;
  /** With the floor beside the list: the handle to choose or drag the party to a table (before the name). */
  chooser?: ReactNode;
  bg?: string;
  style?: CSSProperties;
  data?: Record<`data-${string}`, string | boolean | undefined>;
}

const WRAP = { overflowWrap: "anywhere" } as const;

/**
 * A party as a card, for screens too narrow for the table (upright tablets, phones): the name first and whole, the
 * size beside it, then ticket, phone and seating, the wait, the whole note, and the actions, which wrap.
 */
export function PartyCard(props: PartyCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={props.bg}
      style={props.style}
      data-testid={props.testId}
      {...props.data}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {props.chooser}
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={700} fz="lg" lh={1.25} style={WRAP} data-testid="guest-name">
              {props.name}
            </Text>
            <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }} align="center">
              {props.ticket}
              <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {props.phone ? formatPhone(props.phone) : "No phone: call name"}
              </Text>
              {/* An icon, not a "·", marks the seating: on a phone it may start a line of its own. */}
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconArmchair size={16} aria-hidden />
                <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {props.seating}
                </Text>
              </Group>
            </Group>
            {props.extra}
          </Stack>
          <Stack gap={0} align="center" miw={48}>
            <Text fz={26} fw={800} lh={1.1} data-testid="party-size">
              {props.partySize}
            </Text>
            <Text fz="xs" c="dimmed">
              {props.partySize === 1 ? "guest" : "guests"}
            </Text>
          </Stack>
        </Group>
        {props.wait}
        {props.note ? (
          <Text fz="sm" fs="italic" style={{ whiteSpace: "pre-wrap", ...WRAP }}>
            Note: {props.note}
          </Text>
        ) : null}
        {props.actions}
      </Stack>
    </Paper>
  );
}
