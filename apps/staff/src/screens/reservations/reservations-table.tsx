import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import {
  formatPhone,
  formatTime12,
  type GuestTextMarks,
  type Reservation,
  reservationActions,
  reservationBadge,
  seatingLabel,
  toSeatingPreference,
} from "@seatline/domain";
import { TextMarks } from "../../components/text-marks";

/** A reservation as listed: lateness re-evaluated on the client clock, the note possibly edited locally. */
export interface ReservationListRow {
  reservation: Reservation;
  isLate: boolean;
  note: string;
}

export interface ReservationsTableProps {
  rows: readonly ReservationListRow[];
  busy: ReadonlySet<string>;
  onEdit: (r: Reservation) => void;
  onStatus: (r: Reservation, status: "CANCELLED" | "PENDING") => void;
  onNote: (row: ReservationListRow) => void;
  /** Texting marks by reservation uuid (delivered/failed text, opted out). */
  marks?: Readonly<Record<string, GuestTextMarks>>;
}

function GuestCell({ reservation: r, note, marks }: ReservationListRow & { marks?: GuestTextMarks }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={700} lh={1.3}>
        {r.guestName}
        {r.linkCode ? ` (${r.linkCode})` : ""}
      </Text>
      <Text fz="sm" c="dimmed">
        {formatPhone(r.guestPhone)}
      </Text>
      {r.guestEmail ? (
        <Text fz="sm" c="dimmed">
          {r.guestEmail}
        </Text>
      ) : null}
      {note ? (
        <Text fz="sm" fs="italic" lineClamp={2} title={note}>
          Note: {note}
        </Text>
      ) : null}
      <TextMarks marks={marks} />
    </Stack>
  );
}

/** Reservations table (docs/product.md#reservations-tab): Time, Size, Guest Info, Pref, Status, Actions. */
export function ReservationsTable({ rows, busy, onEdit, onStatus, onNote, marks }: ReservationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Reservations">
        <Table.Thead>
          <Table.Tr>
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
            const badge = reservationBadge(r.status, row.isLate);
            const actions = reservationActions(r.status, row.isLate);
            const isBusy = busy.has(r.uuid);
            return (
              <Table.Tr key={r.uuid}>
                <Table.Td fw={600} style={{ whiteSpace: "nowrap" }}>
                  {formatTime12(r.reservationTime)}
                </Table.Td>
                <Table.Td>{r.partySize}</Table.Td>
                <Table.Td>
                  <GuestCell {...row} marks={marks?.[row.reservation.uuid]} />
                </Table.Td>
                <Table.Td>{seatingLabel(toSeatingPreference(r.seatingPreference))}</Table.Td>
                <Table.Td>
                  <Badge color={badge.color} variant="filled" autoContrast>
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {actions.canEdit ? (
                      <Button size="xs" variant="light" disabled={isBusy} onClick={() => onEdit(r)}>
                        Edit
                      </Button>
                    ) : null}
                    {actions.canCancel ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={isBusy}
                        onClick={() => onStatus(r, "CANCELLED")}
                      >
                        Cancel
                      </Button>
                    ) : null}
                    {actions.canRestore ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="green"
                        loading={isBusy}
                        onClick={() => onStatus(r, "PENDING")}
                      >
                        Restore
                      </Button>
                    ) : null}
                    <Button size="xs" variant="default" onClick={() => onNote(row)}>
                      Note
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
