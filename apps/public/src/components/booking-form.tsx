import {
  Alert,
  Button,
  Flex,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import {
  canSubmitReservation,
  firstDateWhere,
  formatPartySize,
  isBookableDate,
  partySizeOptions,
  type SeatingPreference,
  seatingOptions,
} from "@seatline/domain";
import { msg, useLanguage } from "@seatline/ui";
import { type FormEvent, useState } from "react";
import { type BookableDates, type PublicReservation, type StoreDetails, useApi } from "../api";
import { bookingFailureMessages } from "../booking-failure";
import type { PageAddress } from "../page-address";
import { useRemote } from "../use-remote";
import { ContactFields, type ContactValues, emptyContact } from "./contact-fields";
import { DateCalendar } from "./date-calendar";
import { FormSection } from "./form-section";
import { NotifyMe } from "./notify-me";
import { PhoneLink } from "./phone-link";
import { TimeSlots } from "./time-slots";

export interface BookingFormProps {
  address: PageAddress;
  details: StoreDetails;
  dates: BookableDates;
  /** Called as the booking is sent (e.g. to start loading the confirmation screen). */
  onSubmitStart?: () => void;
  onBooked: (reservation: PublicReservation) => void;
}

/**
 * Public form (docs/product.md#public-page, #validation): calendar (past disabled; with a link's access dates only those, otherwise blackout
 * dates disabled), party size 1-12, seating (Any by default), available times once a size is chosen, contact fields,
 * Reset and Submit Reservation (enabled once name, phone, time and size are there).
 */
export function BookingForm({ address, details, dates, onSubmitStart, onBooked }: BookingFormProps) {
  const api = useApi();
  const { t, language } = useLanguage();
  // Dates after the store's "bookings open N days ahead" are disabled like the server refuses them.
  const rules = {
    today: dates.today,
    blackoutDates: dates.blackoutDates,
    accessDays: dates.accessDates,
    lastDate: dates.lastDate,
  };
  const isDisabled = (date: string) => !isBookableDate(date, rules);
  const initialDate = firstDateWhere(dates.today, (d) => isBookableDate(d, rules));

  const [date, setDate] = useState<string | null>(initialDate);
  const [partySize, setPartySize] = useState<number | null>(null);
  const [seating, setSeating] = useState<SeatingPreference>("first_available");
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  /** Bumped after a failed booking so the times are fetched again (the slot may have just filled up). */
  const [slotsRound, setSlotsRound] = useState(0);

  const { companySlug, storeSlug, linkCode } = address;
  const slotsKey = date && partySize ? `${date}/${partySize}/${slotsRound}` : null;
  const slots = useRemote(slotsKey, async (signal) => {
    if (!date || !partySize) return [];
    try {
      return await api.public.timeSlots.query(
        { companySlug, storeSlug, linkCode, date, partySize },
        { signal },
      );
    } catch (error) {
      // docs/product.md#errors: a failed load of the time windows is logged; loading ends.
      if (!signal.aborted) console.error("Failed to load time windows", error);
      return [];
    }
  });
  // A chosen time stays chosen only while it is offered for the current date and size.
  const time = slots.data?.some((w) => w.available && w.time === chosenTime) ? chosenTime : null;

  const canSubmit =
    !submitting &&
    canSubmitReservation({
      reservationDate: date,
      reservationTime: time,
      partySize,
      guestName: contact.guestName,
      guestPhone: contact.phoneDigits,
    });

  const reset = () => {
    setDate(initialDate);
    setPartySize(null);
    setSeating("first_available");
    setChosenTime(null);
    setContact(emptyContact);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !date || !time || !partySize) return;
    setSubmitting(true);
    setFailure(null);
    onSubmitStart?.();
    try {
      const reservation = await api.public.createReservation.mutate({
        companySlug,
        storeSlug,
        linkCode,
        reservationDate: date,
        reservationTime: time,
        partySize,
        guestName: contact.guestName.trim(),
        guestPhone: contact.phoneDigits,
        guestEmail: contact.guestEmail.trim(),
        seatingPreference: seating,
        specialRequests: contact.specialRequests.trim(),
        language,
      });
      onBooked(reservation);
    } catch (error) {
      console.error("Failed to create reservation", error);
      setFailure(bookingFailureMessages(error));
      setSlotsRound((n) => n + 1);
      setSubmitting(false);
    }
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby="form-title"
    >
      <form onSubmit={submit}>
        <Stack gap="lg">
          <div>
            <Text id="form-title" component="h2" fz="xl" fw={700}>
              {t("Make a Reservation")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("Fields marked * are required.")}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
            <FormSection legend={msg("Date")} required>
              {date || initialDate ? (
                <DateCalendar
                  label={msg("Reservation date")}
                  value={date}
                  onChange={setDate}
                  minDate={dates.today}
                  isDisabled={isDisabled}
                />
              ) : (
                <Text>
                  {t("No dates are open for booking right now. Please call the restaurant")}
                  {details.phoneNumber ? (
                    <>
                      {" "}
                      {t("at")} <PhoneLink phone={details.phoneNumber} />
                    </>
                  ) : null}
                  .
                </Text>
              )}
            </FormSection>
            <Stack gap="lg">
              <NativeSelect
                label={t("Party Size")}
                required
                value={partySize === null ? "" : String(partySize)}
                onChange={(e) => setPartySize(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                data={[
                  { value: "", label: t("Select party size"), disabled: true },
                  ...partySizeOptions.map((n) => ({ value: String(n), label: formatPartySize(n, language) })),
                ]}
              />
              <FormSection legend={msg("Seating Preference")}>
                <SegmentedControl
                  fullWidth
                  name="seating"
                  value={seating}
                  onChange={(v) => setSeating(v as SeatingPreference)}
                  data={seatingOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
                />
              </FormSection>
              <FormSection legend={msg("Available Times")} required>
                <TimeSlots
                  windows={partySize ? (slots.data ?? null) : null}
                  loading={slots.loading}
                  value={time}
                  onChange={setChosenTime}
                />
              </FormSection>
              {date && partySize && slots.data ? (
                <NotifyMe
                  address={address}
                  date={date}
                  partySize={partySize}
                  windows={slots.data}
                  language={language}
                />
              ) : null}
            </Stack>
          </SimpleGrid>
          <ContactFields values={contact} onChange={setContact} />
          {failure && (
            <Alert color="red" title={t("Reservation not made")}>
              {failure.map((m) => (
                <Text key={m} size="sm">
                  {t(m)}
                </Text>
              ))}
            </Alert>
          )}
          <Flex direction={{ base: "column", xs: "row" }} justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={reset} disabled={submitting}>
              {t("Reset")}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              {t("Submit Reservation")}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Paper>
  );
}
