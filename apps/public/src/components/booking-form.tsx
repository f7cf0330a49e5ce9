import { Alert, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  type ContactField,
  contactProblems,
  firstDateWhere,
  formatPartySize,
  isBookableDate,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  partySizeOptions,
  type SeatingPreference,
  seatingOptions,
} from "@seatline/domain";
import { createActionKey, idempotencyContext, msg, useLanguage, wasNotAnswered } from "@seatline/ui";
import { type FormEvent, useState } from "react";
import { type BookableDates, type PublicReservation, type StoreDetails, useApi } from "../api";
import { type BookingFailure, bookingFailure } from "../booking-failure";
import type { PageAddress } from "../page-address";
import { useRemote } from "../use-remote";
import { ContactFields, type ContactValues, contactFieldIds, emptyContact } from "./contact-fields";
import { DateCalendar } from "./date-calendar";
import { FormActions } from "./form-actions";
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
 * Submit Reservation (enabled once a date, a size and a time are chosen) and Reset (asks first). Each contact field
 * shows its own problem in plain words once the guest has left it or pressed Submit, and a server's refusal of one
 * of them under it (domain contact-rules.ts: the same rules the server applies).
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
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  /** Fields the guest has left, and whether Submit was pressed: from then on their problems show as they type. */
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The booking's Idempotency-Key, kept across retries of the same booking (packages/ui action-key.ts).
  const [bookingKey] = useState(() => createActionKey());
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

  // The choices above the contact fields have no wrong value to explain, only a missing one: Submit waits for them.
  const chosen =
    date !== null &&
    time !== null &&
    partySize !== null &&
    partySize >= MIN_PARTY_SIZE &&
    partySize <= MAX_PARTY_SIZE;
  const problems = contactProblems({
    guestName: contact.guestName,
    guestPhone: contact.phoneDigits,
    guestEmail: contact.guestEmail,
  });
  const shownErrors: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(contactFieldIds) as ContactField[]) {
    const problem = submitted || left.has(field) ? problems[field] : undefined;
    const refused = failure?.field === field ? failure.message : undefined;
    const words = refused ?? problem;
    if (words) shownErrors[field] = words;
  }

  const changeContact = (next: ContactValues) => {
    // A refused field's words go once the guest changes that field.
    if (failure?.field) {
      const key = failure.field === "guestPhone" ? "phoneDigits" : failure.field;
      if (next[key] !== contact[key]) setFailure(null);
    }
    setContact(next);
  };

  const reset = () => {
    setDate(initialDate);
    setPartySize(null);
    setSeating("first_available");
    setChosenTime(null);
    setContact(emptyContact);
    setFailure(null);
    setLeft(new Set());
    setSubmitted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !chosen || !date || !time || !partySize) return;
    setSubmitted(true);
    const first = (Object.keys(contactFieldIds) as ContactField[]).find((f) => problems[f]);
    if (first) {
      document.getElementById(contactFieldIds[first])?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    onSubmitStart?.();
    const request = {
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
    };
    try {
      // One key for this booking across its retries (a new one once the guest changes it): a retry after no answer
      // is answered with the booking the first try made, never a second one.
      const reservation = await api.public.createReservation.mutate(request, {
        context: idempotencyContext(bookingKey.keyFor(request)),
      });
      bookingKey.done();
      onBooked(reservation);
    } catch (error) {
      console.error("Failed to create reservation", error);
      const next = bookingFailure(error);
      setFailure(next);
      if (next.field) document.getElementById(contactFieldIds[next.field])?.focus();
      // A refused field changes nothing about the times; any other refusal may mean the slot just filled up. No answer
      // keeps the chosen time: the retry must be the same request (a booking that did go through may have taken
      // that time's last table, which would hide it).
      else if (!wasNotAnswered(error)) setSlotsRound((n) => n + 1);
      setSubmitting(false);
    }
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      // 12 px on a phone: the calendar's seven days keep 44 px each at 360 px and up.
      p={{ base: "sm", sm: "lg" }}
      aria-labelledby="form-title"
    >
      {/* noValidate: the fields' own messages (plain words, in the page's language) replace the browser's bubbles. */}
      <form onSubmit={submit} noValidate>
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
          <ContactFields
            values={contact}
            onChange={changeContact}
            errors={shownErrors}
            onLeave={(field) => setLeft((fields) => new Set(fields).add(field))}
          />
          {failure && failure.field === null && (
            <Alert color="red" title={t("Reservation not made")}>
              {failure.messages.map((m) => (
                <Text key={m} size="sm">
                  {t(m)}
                </Text>
              ))}
            </Alert>
          )}
          <FormActions chosen={chosen} submitting={submitting} onReset={reset} />
        </Stack>
      </form>
    </Paper>
  );
}
