import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  type BookingPageView,
  bookingStatusText,
  formatLongDate,
  formatPhone,
  formatTime12,
  reservationIcs,
} from "@seatline/domain";
import { Spinner, serverMessage } from "@seatline/ui";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { LoadFailed } from "./load-failed";

const loadCancelDialog = () => import("../components/cancel-booking-dialog");
const CancelBookingDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelBookingDialog })));

export const CANCEL_FAILED =
  "Sorry, we could not cancel your reservation. Please try again or call the restaurant.";

/** The guest's own booking (/r/{token}): store, date, time, party, status; Add to calendar; Cancel with confirmation. */
export function BookingPage({ token }: { token: string }) {
  const [booking, setBooking] = useState<BookingPageView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  useEffect(() => {
    guestApi().guest.booking.query({ token }).then(setBooking, setError);
  }, [token]);
  const storeName = booking?.storeName ?? "";
  useEffect(() => {
    document.title = storeName ? `Your reservation - ${storeName}` : "Your reservation";
  }, [storeName]);

  const icsUrl = useMemo(() => {
    if (!booking) return null;
    const ics = reservationIcs({
      uuid: booking.uuid,
      restaurantName: booking.storeName,
      restaurantPhone: booking.storePhone,
      timezone: booking.timezone,
      reservationDate: booking.reservationDate,
      reservationTime: booking.reservationTime,
      partySize: booking.partySize,
      stamp: new Date(),
    });
    return URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  }, [booking]);
  useEffect(() => () => (icsUrl ? URL.revokeObjectURL(icsUrl) : undefined), [icsUrl]);

  if (!booking)
    return error ? <LoadFailed error={error} /> : <Spinner fullScreen label="Loading your reservation" />;

  const cancel = async () => {
    setBusy(true);
    setCancelError(null);
    try {
      setBooking(await guestApi().guest.cancelBooking.mutate({ token }));
    } catch (err) {
      setCancelError(serverMessage(err) ?? CANCEL_FAILED);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const open = booking.status === "PENDING" || booking.status === "CONFIRMED";
  const rows: [string, string][] = [
    ["Date", formatLongDate(booking.reservationDate)],
    ["Time", formatTime12(booking.reservationTime)],
    ["Party Size", booking.partySize === 1 ? "1 person" : `${booking.partySize} people`],
    ["Status", bookingStatusText(booking.status)],
  ];
  return (
    <GuestFrame storeName={booking.storeName} subtitle="Your reservation">
      <Stack gap="md">
        <Card withBorder padding="md" aria-label="Reservation details">
          <Stack gap={6}>
            {rows.map(([label, value]) => (
              <Group key={label} justify="space-between" wrap="nowrap">
                <Text c="dimmed">{label}</Text>
                <Text fw={700} data-testid={`booking-${label.toLowerCase().replace(" ", "-")}`}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        {cancelError ? (
          <Alert color="red" variant="light">
            {cancelError}
          </Alert>
        ) : null}
        {booking.status === "CANCELLED" ? (
          <Alert color="blue" variant="light">
            This reservation is cancelled.
          </Alert>
        ) : null}
        {open && icsUrl ? (
          <Button component="a" href={icsUrl} download="reservation.ics" variant="light" size="md">
            Add to calendar
          </Button>
        ) : null}
        {booking.canCancel ? (
          <Button
            variant="outline"
            color="red"
            size="md"
            onPointerEnter={() => void loadCancelDialog()}
            onClick={() => setConfirming(true)}
          >
            Cancel reservation
          </Button>
        ) : null}
        {booking.storePhone ? (
          <Text fz="sm" c="dimmed">
            Questions? Call {formatPhone(booking.storePhone)}.
          </Text>
        ) : null}
      </Stack>
      {confirming || busy ? (
        <Suspense fallback={null}>
          <CancelBookingDialog
            opened={confirming}
            busy={busy}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void cancel()}
          />
        </Suspense>
      ) : null}
    </GuestFrame>
  );
}
