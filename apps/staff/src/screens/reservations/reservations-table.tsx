import { Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import {
  changeActorLabel,
  formatLongDate,
  formatPhone,
  formatTime12,
  type GuestTextMarks,
  type Reservation,
  type ReservationActions,
  reservationBadge,
  seatingLabel,
  toSeatingPreference,
} from "@seatline/domain";
import { BookingArrival } from "../../components/booking-arrival";
import { TextMarks } from "../../components/text-marks";
import { GuestBadge } from "../../guest-book/guest-badge";
import { ReservationRowActions, type RowActionHandlers } from "./reservation-row-actions";

/** A reservation as listed: lateness re-evaluated on the client clock, the note possibly edited locally. */
export interface ReservationListRow {
  reservation: Reservation;
  isLate: boolean;
  note: string;
  /** What the booking allows now (domain reservationActions on the client clock). */
  actions: ReservationActions;
}

export interface ReservationsTableProps extends RowActionHandlers {
  rows: readonly ReservationListRow[];
  busy: ReadonlySet<string>;
  /** Texting marks by reservation uuid (delivered/failed text, opted out). */
  marks?: Readonly<Record<string, GuestTextMarks>>;
  /** The table's accessible name ("Reservations", "Search results"). */
  label: string;
  /** Search results span dates: each row shows its date. */
  showDate?: boolean;
  /** A table on wide screens; a card per booking below 900 px (an upright tablet, a phone). */
  wide: boolean;
  /** Search results: the date opens that day's book. */
  onOpenDate?: (date: string) => void;
}

/** A result's date, as a button to that day's book ("Thu, Jun 11, 2026"). */
function DateButton({ date, onOpen }: { date: string; onOpen?: (date: string) => void }) {
  const text = formatLongDate(date).replace(/^(\w{3})\w*, (\w{3})\w* /, "$1, $2 ");
  return (
    <Button
      variant="subtle"
      color="blue.9"
      h={44}
      px="xs"
      fw={700}
      // The name starts with the words shown (axe: label-content-name-mismatch), then says what it does.
      aria-label={`${text}: open this day`}
      onClick={() => onOpen?.(date)}
    >
      {text}
    </Button>
  );
}

function GuestCell({ reservation: r, note, marks }: ReservationListRow & { marks?: GuestTextMarks }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={700} lh={1.3} style={{ overflowWrap: "anywhere" }}>
        {r.guestName}
        {r.linkCode ? ` (${r.linkCode})` : ""}
      </Text>
      <Text fz="sm" c="dimmed">
        {formatPhone(r.guestPhone)}
      </Text>
      {r.guestEmail ? (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {r.guestEmail}
        </Text>
      ) : null}
      {note ? (
        <Text fz="sm" fs="italic" lineClamp={2} title={note}>
          Note: {note}
        </Text>
      ) : null}
      <TextMarks marks={marks} />
      {/* A seated booking is one of the visits it counts. */}
      <GuestBadge guest={r.guest} counted={r.status === "SEATED"} />
      {/* The guest moved it on their booking page: the host may want to look (its history is in Edit). */}
      {r.changedBy === "guest" ? (
        <Text fz="sm" fw={700} c="violet.9" data-testid="changed-by-guest">
          {changeActorLabel("guest")}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusBadge({ row }: { row: ReservationListRow }) {
  const r = row.reservation;
  const badge = reservationBadge(r.status, row.isLate);
  return (
    <Stack gap={6} align="flex-start">
      {/* Never cut short ("UPCOM…"): the column leaves it room and the badge does not shrink. */}
      <Badge color={badge.color} variant="filled" autoContrast style={{ flexShrink: 0, overflow: "visible" }}>
        {badge.label}
      </Badge>
      <BookingArrival booking={r} who={r.guestName} />
    </Stack>
  );
}

/** docs/product.md#reservations-tab: Time (and Date for search results), Size, Guest Info, Pref, Status, Actions. */
export function ReservationsTable(props: ReservationsTableProps) {
  const { rows, busy, marks, label, showDate, wide } = props;
  const actionsOf = (row: ReservationListRow) => (
    <ReservationRowActions
      reservation={row.reservation}
      actions={row.actions}
      busy={busy.has(row.reservation.uuid)}
      wrap
      onEdit={props.onEdit}
      onStatus={props.onStatus}
      onNote={props.onNote}
      onSeatAtTable={props.onSeatAtTable}
    />
  );
  if (!wide) {
    return (
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => {
          const r = row.reservation;
          return (
            <Paper component="li" key={r.uuid} withBorder radius="md" p="sm" data-testid="reservation-card">
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  {showDate ? <DateButton date={r.reservationDate} onOpen={props.onOpenDate} /> : null}
                  <Text fw={700}>
                    {formatTime12(r.reservationTime)} · {r.partySize} {r.partySize === 1 ? "guest" : "guests"}{" "}
                    · {seatingLabel(toSeatingPreference(r.seatingPreference))}
                  </Text>
                </Group>
                <GuestCell {...row} marks={marks?.[r.uuid]} />
                <div>
                  <StatusBadge row={row} />
                </div>
                {actionsOf(row)}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {showDate ? <Table.Th>Date</Table.Th> : null}
          <Table.Th>Time</Table.Th>
          <Table.Th>Size</Table.Th>
          <Table.Th>Guest Info</Table.Th>
          <Table.Th>Pref</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const r = row.reservation;
          return (
            <Table.Tr key={r.uuid}>
              {showDate ? (
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <DateButton date={r.reservationDate} onOpen={props.onOpenDate} />
                </Table.Td>
              ) : null}
              <Table.Td fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatTime12(r.reservationTime)}
              </Table.Td>
              <Table.Td>{r.partySize}</Table.Td>
              <Table.Td>
                <GuestCell {...row} marks={marks?.[r.uuid]} />
              </Table.Td>
              <Table.Td>{seatingLabel(toSeatingPreference(r.seatingPreference))}</Table.Td>
              <Table.Td miw={116}>
                <StatusBadge row={row} />
              </Table.Td>
              <Table.Td>{actionsOf(row)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
