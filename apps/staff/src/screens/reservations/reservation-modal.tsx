import { Button, Grid, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import {
  canSubmitReservation,
  isPickableWindow,
  partySizeOptions,
  type Reservation,
  type SeatingPreference,
  toSeatingPreference,
} from "@seatline/domain";
import { notifyFailure, PhoneInput, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { ReservationHistory } from "./reservation-history";
import { SeatingButtons } from "./seating-buttons";
import { TimeSlotGrid } from "./time-slot-grid";

export const CREATE_FAILED = "Failed to create reservation. Please try again.";
export const UPDATE_FAILED = "Failed to update reservation. Please try again.";

export interface ReservationModalProps {
  /** The reservation to edit, or null to add one. */
  reservation: Reservation | null;
  /** The date the modal starts on when adding. */
  initialDate: string;
  /** Today's store-local date: the calendar's minimum. */
  today: string;
  onClose: () => void;
  onSaved: (saved: Reservation) => void;
}

/** Add/Edit Reservation modal (mounted while open; its state starts from the props) (docs/product.md#reservations-tab). */
export function ReservationModal({
  reservation,
  initialDate,
  today,
  onClose,
  onSaved,
}: ReservationModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = reservation !== null;
  const own = useMemo(
    () => (reservation ? { date: reservation.reservationDate, time: reservation.reservationTime } : null),
    [reservation],
  );

  const [date, setDate] = useState<string | null>(reservation?.reservationDate ?? initialDate);
  const [partySize, setPartySize] = useState<number | null>(reservation?.partySize ?? null);
  const [seating, setSeating] = useState<SeatingPreference>(
    toSeatingPreference(reservation?.seatingPreference),
  );
  const [time, setTime] = useState<string | null>(reservation?.reservationTime ?? null);
  const [name, setName] = useState(reservation?.guestName ?? "");
  const [phone, setPhone] = useState(reservation?.guestPhone ?? "");
  const [email, setEmail] = useState(reservation?.guestEmail ?? "");
  const [requests, setRequests] = useState(reservation?.specialRequests ?? "");

  // docs/product.md#reservations-tab: opening the modal loads the blackout dates and the time windows. Failures are logged only (#errors).
  const blackout = useQuery(trpc.reservations.blackoutDates.list.queryOptions());
  const slotsInput = { date: date ?? today, partySize: partySize ?? undefined };
  const slots = useQuery({
    ...trpc.reservations.timeSlots.queryOptions(slotsInput),
    enabled: date !== null && partySize !== null,
  });
  useEffect(() => {
    if (blackout.error) console.error("Failed to load blackout dates", blackout.error);
    if (slots.error) console.error("Failed to load time windows", slots.error);
  }, [blackout.error, slots.error]);

  const blackoutSet = useMemo(() => new Set(blackout.data ?? []), [blackout.data]);

  // A chosen time that is no longer pickable (other date or size, or the slot filled) is dropped.
  useEffect(() => {
    if (!time || !date || !slots.data) return;
    const window = slots.data.find((w) => w.time === time);
    if (!window || !isPickableWindow(window, date, own)) setTime(null);
  }, [slots.data, time, date, own]);

  const draft = {
    reservationDate: date,
    reservationTime: time,
    partySize,
    guestName: name,
    guestPhone: phone,
  };
  const refreshSlots = () =>
    queryClient.invalidateQueries({ queryKey: trpc.reservations.timeSlots.pathKey() });

  const create = useMutation(
    trpc.reservations.create.mutationOptions({
      onSuccess: onSaved,
      onError: (error) => {
        notifyFailure(error, CREATE_FAILED);
        void refreshSlots();
      },
    }),
  );
  const update = useMutation(
    trpc.reservations.update.mutationOptions({
      onSuccess: onSaved,
      onError: (error) => {
        notifyFailure(error, UPDATE_FAILED);
        void refreshSlots();
      },
    }),
  );
  const saving = create.isPending || update.isPending;

  const submit = () => {
    if (!canSubmitReservation(draft) || !date || !time || partySize === null) return;
    const fields = {
      reservationDate: date,
      reservationTime: time,
      partySize,
      guestName: name.trim(),
      guestPhone: phone,
      guestEmail: email.trim(),
      seatingPreference: seating,
      specialRequests: requests.trim(),
    };
    if (reservation) update.mutate({ uuid: reservation.uuid, ...fields });
    else create.mutate(fields);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? "Edit Reservation" : "Add Reservation"}
      size={860}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
      // Tapped on an iPad at the stand: 44 px, like every other target.
      closeButtonProps={{ size: "xl", "aria-label": "Close" }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Grid gutter="lg">
          {/* Beside the fields from 992 px; above them on an upright iPad, where 44 px days need the whole width. */}
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text fw={600} fz="sm" mb={4} id="reservation-date-label">
              Date
            </Text>
            <DatePicker
              aria-labelledby="reservation-date-label"
              value={date}
              onChange={setDate}
              minDate={today}
              previousLabel="Previous month"
              nextLabel="Next month"
              excludeDate={(d) => blackoutSet.has(d)}
              defaultDate={date ?? today}
              // 44 px days and arrows: a thumb at the stand, not a mouse.
              styles={{
                day: { width: 44, height: 44 },
                calendarHeaderControl: { width: 44, height: 44 },
                calendarHeaderLevel: { height: 44 },
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Select
                label="Party Size"
                placeholder="Select party size"
                withAsterisk
                data={partySizeOptions.map((n) => ({ value: String(n), label: String(n) }))}
                value={partySize === null ? null : String(partySize)}
                onChange={(v) => setPartySize(v ? Number(v) : null)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <SeatingButtons value={seating} onChange={setSeating} />
              <div>
                <Text fw={600} fz="sm" mb={4}>
                  Time{" "}
                  <Text span c="red" aria-hidden>
                    *
                  </Text>
                </Text>
                <TimeSlotGrid
                  date={date}
                  partySize={partySize}
                  windows={slots.data}
                  loading={slots.isPending && slots.fetchStatus !== "idle"}
                  value={time}
                  onChange={setTime}
                  own={own}
                />
              </div>
            </Stack>
          </Grid.Col>
        </Grid>
        <Grid gutter="sm" mt="md">
          <Grid.Col span={6}>
            <TextInput
              label="Full Name"
              withAsterisk
              aria-required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <PhoneInput label="Phone" withAsterisk aria-required value={phone} onChange={setPhone} />
          </Grid.Col>
          <Grid.Col span={6}>
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <Textarea
              label="Special Requests"
              autosize
              minRows={1}
              maxRows={3}
              value={requests}
              onChange={(e) => setRequests(e.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        {reservation ? (
          <Stack mt="md">
            <ReservationHistory uuid={reservation.uuid} />
          </Stack>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmitReservation(draft)} loading={saving}>
            {editing ? "Save Changes" : "Add Reservation"}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
