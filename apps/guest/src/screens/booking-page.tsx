import { Alert, Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  type BookingPageView,
  bookingStatusText,
  formatLongDate,
  formatPhone,
  formatTime12,
  reservationIcs,
} from "@seatline/domain";
import { msg, Spinner, serverMessage, useLanguage, useOfferedLanguages } from "@seatline/ui";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { LoadFailed } from "./load-failed";

const loadGiveUpDialog = () => import("../components/give-up-dialog");
const GiveUpDialog = lazy(() => loadGiveUpDialog().then((m) => ({ default: m.GiveUpDialog })));
// The Change form is a chunk of its own: most visits only look at the booking.
const loadChangeForm = () => import("../components/change-booking-form");
const ChangeBookingForm = lazy(() => loadChangeForm().then((m) => ({ default: m.ChangeBookingForm })));

export const CANCEL_FAILED = msg(
  "Sorry, we could not cancel your reservation. Please try again or call the restaurant.",
);
const CONFIRM_FAILED = msg(
  "Sorry, we could not confirm your reservation. Please try again or call the restaurant.",
);

/**
 * The guest's own booking (/r/{token}): store, date, time, party, status; Add to calendar; Change (party size, date,
 * time: docs/product.md#guest-pages); Confirm a PENDING booking; Cancel with confirmation.
 */
export function BookingPage({ token }: { token: string }) {
  const [booking, setBooking] = useState<BookingPageView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const { t, language } = useLanguage();
  useOfferedLanguages(booking?.languages, booking?.language);

  useEffect(() => {
    guestApi().guest.booking.query({ token }).then(setBooking, setError);
  }, [token]);
  const storeName = booking?.storeName ?? "";
  useEffect(() => {
    document.title = storeName ? t("Your reservation - {storeName}", { storeName }) : t("Your reservation");
  }, [storeName, t]);

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
      language,
    });
    return URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  }, [booking, language]);
  useEffect(() => () => (icsUrl ? URL.revokeObjectURL(icsUrl) : undefined), [icsUrl]);

  if (!booking)
    return error ? (
      <LoadFailed error={error} />
    ) : (
      <Spinner fullScreen label={msg("Loading your reservation")} />
    );

  const cancel = async () => {
    setBusy(true);
    setCancelError(null);
    try {
      setBooking(await guestApi().guest.cancelBooking.mutate({ token }));
    } catch (err) {
      setCancelError(t(serverMessage(err) ?? CANCEL_FAILED));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const confirm = async () => {
    setConfirmBusy(true);
    setCancelError(null);
    try {
      setBooking(await guestApi().guest.confirmBooking.mutate({ token }));
    } catch (err) {
      setCancelError(t(serverMessage(err) ?? CONFIRM_FAILED));
    } finally {
      setConfirmBusy(false);
    }
  };

  const open = booking.status === "PENDING" || booking.status === "CONFIRMED";
  const rows: [string, string][] = [
    [msg("Date"), formatLongDate(booking.reservationDate, language)],
    [msg("Time"), formatTime12(booking.reservationTime)],
    [msg("Party Size"), t("{count, plural, one {# person} other {# people}}", { count: booking.partySize })],
    [msg("Status"), t(bookingStatusText(booking.status))],
  ];
  return (
    <GuestFrame storeName={booking.storeName} subtitle={msg("Your reservation")} storeNameHeading>
      <Stack gap="md">
        <Card withBorder padding="md" aria-label={t("Reservation details")}>
          <Stack gap={6}>
            {rows.map(([label, value]) => (
              <Group key={label} justify="space-between" wrap="nowrap">
                <Text c="dimmed">{t(label)}</Text>
                <Text fw={700} data-testid={`booking-${label.toLowerCase().replace(" ", "-")}`}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        {changed ? (
          <Alert color="green" variant="light" role="status">
            {t("Your reservation was changed. We will text you the new details.")}
          </Alert>
        ) : null}
        {cancelError ? (
          <Alert color="red" variant="light">
            {cancelError}
          </Alert>
        ) : null}
        {changing ? (
          <Suspense fallback={<Spinner />}>
            <ChangeBookingForm
              token={token}
              booking={booking}
              onKeep={() => setChanging(false)}
              onSaved={(view) => {
                setBooking(view);
                setChanging(false);
                setChanged(true);
              }}
            />
          </Suspense>
        ) : null}
        {booking.status === "CANCELLED" ? (
          <Alert color="blue" variant="light">
            {t("This reservation is cancelled.")}
          </Alert>
        ) : null}
        {open && icsUrl && !changing ? (
          <Button component="a" href={icsUrl} download="reservation.ics" variant="light" size="md">
            {t("Add to calendar")}
          </Button>
        ) : null}
        {booking.canChange && !changing ? (
          <Button
            variant="light"
            size="md"
            onPointerEnter={() => void loadChangeForm()}
            onClick={() => {
              setChanged(false);
              setCancelError(null);
              setChanging(true);
            }}
          >
            {t("Change reservation")}
          </Button>
        ) : null}
        {booking.canConfirm && !changing ? (
          <Button size="md" onClick={() => void confirm()} loading={confirmBusy}>
            {t("Confirm reservation")}
          </Button>
        ) : null}
        {booking.canCancel && !changing ? (
          <Button
            variant="outline"
            // Shade 9: its text keeps 4.5:1 on the button's hover tint too.
            color="red.9"
            size="md"
            onPointerEnter={() => void loadGiveUpDialog()}
            onClick={() => setConfirming(true)}
          >
            {t("Cancel reservation")}
          </Button>
        ) : null}
        {booking.storePhone ? (
          // A tap-to-call link, tall enough to tap on a phone (44 px).
          <Anchor
            href={`tel:+1${booking.storePhone.replace(/\D/g, "").slice(-10)}`}
            fz="sm"
            mih={44}
            style={{ display: "inline-flex", alignItems: "center" }}
          >
            {t("Questions? Call {phone}.", { phone: formatPhone(booking.storePhone) })}
          </Anchor>
        ) : null}
      </Stack>
      {confirming || busy ? (
        <Suspense fallback={null}>
          <GiveUpDialog
            opened={confirming}
            busy={busy}
            title={t("Cancel this reservation?")}
            body={t("Your table will be given up. To book again, use the restaurant's booking page.")}
            confirmLabel={t("Cancel reservation")}
            keepLabel={t("Keep reservation")}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void cancel()}
          />
        </Suspense>
      ) : null}
    </GuestFrame>
  );
}
