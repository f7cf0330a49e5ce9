import { Alert, Container, Stack } from "@mantine/core";
import { reservationMessages } from "@seatline/domain";
import { msg, Spinner, useOfferedLanguages, useT } from "@seatline/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { type PublicReservation, useApi } from "../api";
import { StoreHeader } from "../components/store-header";
import type { PageAddress } from "../page-address";
import { useRemote } from "../use-remote";
import { TechnicalDifficulties } from "./technical-difficulties";

/** The confirmation (and its .ics builder) loads only once a booking is being made. */
const loadConfirmation = () => import("./confirmation");
const Confirmation = lazy(loadConfirmation);
/**
 * The form (calendar, time slots, contact fields, dayjs) is its own chunk, requested as the page starts so it loads
 * while the store's details and dates are fetched: the first download is React, Mantine's base and the API client.
 */
const loadBookingForm = () => import("../components/booking-form");
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

/** Public page (docs/product.md#public-page): loading, then technical difficulties or the form; after a booking, the confirmation. */
export function ReservationPage({ address }: { address: PageAddress }) {
  const api = useApi();
  useEffect(() => void loadBookingForm().catch(() => {}), []);
  const { companySlug, storeSlug, linkCode } = address;
  const slugs = { companySlug, storeSlug };
  const storeKey = `${companySlug}/${storeSlug}`;
  const details = useRemote(storeKey, (signal) => api.public.storeDetails.query(slugs, { signal }));
  const dates = useRemote(`${storeKey}/${linkCode ?? ""}`, (signal) =>
    api.public.bookableDates.query({ ...slugs, linkCode }, { signal }),
  );
  const [booked, setBooked] = useState<PublicReservation | null>(null);
  const t = useT();
  useOfferedLanguages(details.data?.guestLanguages);
  /** Remounts the form with fresh fields and fresh time slots ("Make Another Reservation"). */
  const [formRound, setFormRound] = useState(0);

  const restaurant = details.data?.companyName;
  useEffect(() => {
    document.title = restaurant
      ? t("Reserve a table - {restaurant}", { restaurant })
      : t("Seatline Reservations");
  }, [restaurant, t]);

  if (details.loading || dates.loading) return <Spinner fullScreen label={msg("Loading reservations")} />;
  if (!details.data || !dates.data) {
    if (details.error || dates.error)
      console.error("Failed to load store details", details.error ?? dates.error);
    return <TechnicalDifficulties phone={details.data?.phoneNumber} />;
  }

  return (
    <Container component="main" size="md" px={{ base: "sm", sm: "md" }} py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <StoreHeader details={details.data} linkCode={linkCode} />
        {booked ? (
          <Suspense fallback={<Spinner label={msg("Loading confirmation")} />}>
            <Confirmation
              reservation={booked}
              details={details.data}
              onAnother={() => {
                setBooked(null);
                setFormRound((n) => n + 1);
              }}
            />
          </Suspense>
        ) : details.data.acceptingReservations ? (
          <Suspense fallback={<Spinner label={msg("Loading reservations")} />}>
            <BookingForm
              key={formRound}
              address={address}
              details={details.data}
              dates={dates.data}
              onSubmitStart={() => void loadConfirmation()}
              onBooked={setBooked}
            />
          </Suspense>
        ) : (
          <Alert color="yellow" title={t("Online reservations are closed")}>
            {t(reservationMessages.disabled)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
