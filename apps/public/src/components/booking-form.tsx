import { Alert, Paper, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  type ContactField,
  contactProblems,
  firstDateWhere,
  isBookableDate,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  publicTimes,
  type SeatingPreference,
  seatingOptions,
  storeDate,
  storeMinutes,
} from "@seatline/domain";
import { createActionKey, idempotencyContext, msg, useLanguage, wasNotAnswered } from "@seatline/ui";
import { type FormEvent, useMemo, useState } from "react";
import { type BookableDates, type PublicReservation, type StoreDetails, useApi } from "../api";
import { type BookingFailure, bookingFailure } from "../booking-failure";
import type { PageAddress } from "../page-address";
import { useRemote } from "../use-remote";
import { ContactFields, type ContactValues, contactFieldIds, emptyContact } from "./contact-fields";
import { DateCalendar } from "./date-calendar";
import { FormActions } from "./form-actions";
import { FormSection } from "./form-section";
import { FULL_HINT_ID, FullTimesNotify, NotifyHint } from "./full-times-notify";
import { PartySizePicker } from "./party-size-picker";
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
 * Public form (docs/product.md#public-page, #validation), in the order a guest decides: party size 1-12, the calendar
 * (past disabled; with a link's access dates only those, otherwise blackout dates disabled), the times once a size is
 * chosen (full ones shown, opening the notify list for that time), contact fields and the optional details
 * (seating, Any by default; e-mail; notes: behind one line on a phone),
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
  /** The optional details (seating, e-mail, notes) asked for on a phone. */
  const [moreOpen, setMoreOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  /** Fields the guest has left, and whether Submit was pressed: from then on their problems show as they type. */
  const [left, setLeft] = useState<ReadonlySet<ContactField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // The booking's Idempotency-Key, kept across retries of the same booking (packages/ui action-key.ts).
  const [bookingKey] = useState(() => createActionKey());
  /** Bumped after a failed booking so the times are fetched again (the slot may have just filled up). */
  const [slotsRound, setSlotsRound] = useState(0);
  /** The full time the notify panel is open for, and the date a notify request was added for. */
  const [notifyTime, setNotifyTime] = useState<string | null>(null);
  const [notifiedDate, setNotifiedDate] = useState<string | null>(null);

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
  // Open and full times ahead, by the store's clock now (docs/product.md#notify-me); null until a size is chosen.
  const times = useMemo(() => {
    if (!date || !partySize || !slots.data) return null;
    const now = new Date();
    const clock = {
      date,
      today: storeDate(details.timezone, now),
      nowMinutes: storeMinutes(details.timezone, now),
    };
    return publicTimes(slots.data, partySize, clock);
  }, [date, partySize, slots.data, details.timezone]);
  // A chosen time stays chosen only while it is offered for the current date and size; the notify panel likewise.
  const time = times?.some((w) => !w.full && w.time === chosenTime) ? chosenTime : null;
  const notifyFor = times?.some((w) => w.full && w.time === notifyTime) ? notifyTime : null;
  const firstFull = times?.find((w) => w.full)?.time;
  const notified = date !== null && notifiedDate === date;
  const showHint = firstFull !== undefined && !notified && notifyFor === null;

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
    setNotifyTime(null);
    setContact(emptyContact);
    setMoreOpen(false);
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
        <Stack gap="sm">
          <div>
            <Text id="form-title" component="h2" fz="xl" fw={700}>
              {t("Make a Reservation")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("Fields marked * are required.")}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="sm">
            <Stack gap="sm">
              <FormSection legend={msg("Party Size")} required>
                <PartySizePicker
                  value={partySize}
                  onChange={(size) => {
                    setPartySize(size);
                    setNotifyTime(null);
                  }}
                />
              </FormSection>
              <FormSection legend={msg("Date")} required inlineLegend={Boolean(date || initialDate)}>
                {date || initialDate ? (
                  <DateCalendar
                    label={msg("Reservation date")}
                    value={date}
                    onChange={(next) => {
                      setDate(next);
                      setNotifyTime(null);
                    }}
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
            </Stack>
            <Stack gap="sm">
              <FormSection legend={msg("Available Times")} required inlineLegend={showHint}>
                {showHint && firstFull ? <NotifyHint onOpen={() => setNotifyTime(firstFull)} /> : null}
                <Stack gap="xs" className="after-inline-legend">
                  <TimeSlots
                    times={times}
                    loading={slots.loading}
                    value={time}
                    onChange={(next) => {
                      setChosenTime(next);
                      setNotifyTime(null);
                    }}
                    onFull={setNotifyTime}
                    fullHintId={showHint ? FULL_HINT_ID : undefined}
                  />
                  {date && partySize && times ? (
                    <FullTimesNotify
                      address={address}
                      date={date}
                      partySize={partySize}
                      times={times}
                      openFor={notifyFor}
                      onClose={() => setNotifyTime(null)}
                      done={notified}
                      onDone={() => {
                        setNotifiedDate(date);
                        setNotifyTime(null);
                      }}
                      language={language}
                    />
                  ) : null}
                </Stack>
              </FormSection>
            </Stack>
          </SimpleGrid>
          <ContactFields
            values={contact}
            onChange={changeContact}
            errors={shownErrors}
            onLeave={(field) => setLeft((fields) => new Set(fields).add(field))}
            optionalFirst={
              <FormSection legend={msg("Seating Preference")}>
                <SegmentedControl
                  fullWidth
                  name="seating"
                  value={seating}
                  onChange={(v) => setSeating(v as SeatingPreference)}
                  data={seatingOptions.map((o) => ({ value: o.value, label: t(o.label) }))}
                />
              </FormSection>
            }
            optionalOpen={
              moreOpen ||
              seating !== "first_available" ||
              contact.guestEmail !== "" ||
              contact.specialRequests !== "" ||
              shownErrors.guestEmail !== undefined
            }
            onOpenOptional={() => setMoreOpen(true)}
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
