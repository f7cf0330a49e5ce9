import type { GuestBadge } from "../guest-book/guest-figures";
import type { ReservationChangeActor } from "../texting/booking-change";
/**
 * Reservation entities (docs/product.md#records) and their inputs. Field schemas carry the user-facing messages and are shared by
 * the tRPC procedures (camelCase) and the legacy REST adapter (snake_case).
 */

import { z } from "zod";
import { GUEST_EMAIL_MAX, GUEST_NAME_MAX, isEmailAddress } from "../contact-rules";
import { controlCharsMessage, hasControlChars } from "../guest-text";
import type { GuestLanguage } from "../i18n/language";
import { optionalGuestLanguageSchema } from "../i18n/language-schema";
import { PHONE_DIGITS } from "../phone";
import { PHONE_NOT_REAL, phoneProblem } from "../phone-rules";
import { isValidDate, TIME_RE } from "../store-time";
import {
  BOOKING_HORIZON_RANGE,
  DASHBOARD_LEAD_RANGE,
  MAX_PARTY_SIZE,
  MAX_PERSONS_RANGE,
  MAX_TABLES_RANGE,
  MIN_PARTY_SIZE,
  type ReservationStatus,
  reservationIntervals,
  reservationMessages,
  reservationStatuses,
  type SeatingPreference,
  seatingPreferences,
} from "./reservation-constants";

export {
  MAX_PARTY_SIZE,
  MAX_PERSONS_RANGE,
  MAX_TABLES_RANGE,
  MIN_PARTY_SIZE,
  RESERVATION_ALERT_LIMIT,
  type ReservationStatus,
  reservationIntervals,
  reservationMessages,
  type SeatingPreference,
  seatingPreferences,
} from "./reservation-constants";

export const dateField = (message: string = reservationMessages.date) =>
  z.string({ error: message }).trim().refine(isValidDate, { message });
export const timeField = z
  .string({ error: reservationMessages.time })
  .trim()
  .regex(TIME_RE, { message: reservationMessages.time });
export const partySizeField = z
  .number({ error: reservationMessages.partySize })
  .int({ message: reservationMessages.partySize })
  .min(MIN_PARTY_SIZE, { message: reservationMessages.partySize })
  .max(MAX_PARTY_SIZE, { message: reservationMessages.partySize });
export const guestNameField = z
  .string({ error: reservationMessages.name })
  .trim()
  .min(1, { message: reservationMessages.name })
  .max(GUEST_NAME_MAX, { message: `Name must be at most ${GUEST_NAME_MAX} characters.` })
  .refine((s) => !hasControlChars(s), { message: controlCharsMessage("Name") });
/** Any formatting is accepted; exactly 10 digits must remain. Answers the digits. */
export const guestPhoneField = z
  .string({ error: reservationMessages.phone })
  .max(40, { message: reservationMessages.phone })
  .transform((s) => s.replace(/\D/g, ""))
  .refine((d) => d.length === PHONE_DIGITS, { message: reservationMessages.phone, abort: true })
  .refine((d) => phoneProblem(d) === null, { message: PHONE_NOT_REAL });
/** Optional; "" means none (on an edit: remove the e-mail). */
export const guestEmailField = z
  .string({ error: reservationMessages.email })
  .trim()
  .max(GUEST_EMAIL_MAX, { message: reservationMessages.email })
  .refine((s) => !hasControlChars(s), { message: controlCharsMessage("Email"), abort: true })
  .refine((s) => s === "" || isEmailAddress(s), { message: reservationMessages.email })
  .optional();
export const seatingField = z.enum(seatingPreferences, { message: reservationMessages.seating });
export const specialRequestsField = z
  .string()
  .max(1000, { message: "Special requests must be at most 1000 characters." })
  .refine((s) => !hasControlChars(s, true), { message: controlCharsMessage("Special requests") })
  .transform((s) => s.trim());
export const linkCodeField = z
  .string()
  .trim()
  .max(64, { message: "Link code must be at most 64 characters." })
  .refine((s) => !hasControlChars(s), { message: controlCharsMessage("Link code") })
  .nullish()
  .transform((s) => s || undefined);

/** The guest and booking fields of a reservation (staff and public). */
const reservationFields = z.object({
  reservationDate: dateField(),
  reservationTime: timeField,
  partySize: partySizeField,
  guestName: guestNameField,
  guestPhone: guestPhoneField,
  guestEmail: guestEmailField,
  seatingPreference: seatingField.default("first_available"),
  specialRequests: specialRequestsField.default(""),
});
export type ReservationFields = z.infer<typeof reservationFields>;

export const createReservationInput = reservationFields;
export type CreateReservationInput = z.infer<typeof createReservationInput>;

export const storeSlugsInput = z.object({
  companySlug: z.string().trim().min(1).max(64),
  storeSlug: z.string().trim().min(1).max(64),
});
export const publicCreateReservationInput = reservationFields.extend({
  ...storeSlugsInput.shape,
  linkCode: linkCodeField,
  /** The page's language: the confirmation, reminders and reply answers are worded in it (absent: English). */
  language: optionalGuestLanguageSchema,
});
export type PublicCreateReservationInput = z.infer<typeof publicCreateReservationInput>;

/** An edit: only the fields given change. */
export const updateReservationInput = z.object({
  uuid: z.uuid(),
  reservationDate: dateField().optional(),
  reservationTime: timeField.optional(),
  partySize: partySizeField.optional(),
  guestName: guestNameField.optional(),
  guestPhone: guestPhoneField.optional(),
  guestEmail: guestEmailField,
  seatingPreference: seatingField.optional(),
  specialRequests: specialRequestsField.optional(),
});
export type UpdateReservationInput = z.infer<typeof updateReservationInput>;

export const setReservationStatusInput = z.object({
  uuid: z.uuid(),
  status: z.enum(reservationStatuses, {
    message: `Status must be one of ${reservationStatuses.join(", ")}.`,
  }),
});
export const reservationNoteInput = z.object({ uuid: z.uuid(), note: specialRequestsField });

/**
 * The Reservations tab's search (docs/product.md#reservations-tab): part of a guest's name, or some digits of their
 * phone in any format ("555-23", "(555) 223"); at least 2 characters.
 */
export const reservationSearchInput = z.object({
  query: z
    .string({ error: reservationMessages.searchQuery })
    .trim()
    .min(2, { message: reservationMessages.searchQuery })
    .max(80, { message: reservationMessages.searchQuery })
    .refine((s) => !hasControlChars(s), { message: controlCharsMessage("Search") }),
});
export const reservationRefInput = z.object({ uuid: z.uuid() });

export const reservationConfigInput = z.object({
  newReservationsEnabled: z.boolean({ error: "new_reservations_enabled must be true or false." }),
  reservationIntervalMinutes: z
    .number({ error: reservationMessages.interval })
    .refine((n) => (reservationIntervals as readonly number[]).includes(n), {
      message: reservationMessages.interval,
    }),
  maxTablesPerInterval: z
    .number({ error: reservationMessages.maxTables })
    .int({ message: reservationMessages.maxTables })
    .min(MAX_TABLES_RANGE.min, { message: reservationMessages.maxTables })
    .max(MAX_TABLES_RANGE.max, { message: reservationMessages.maxTables }),
  maxPersonsPerInterval: z
    .number({ error: reservationMessages.maxPersons })
    .int({ message: reservationMessages.maxPersons })
    .min(MAX_PERSONS_RANGE.min, { message: reservationMessages.maxPersons })
    .max(MAX_PERSONS_RANGE.max, { message: reservationMessages.maxPersons })
    .refine((n) => n % MAX_PERSONS_RANGE.step === 0, { message: reservationMessages.maxPersons }),
  /** "Bookings open N days ahead" (public page); omitted keeps the stored value (the legacy update has no such field). */
  bookingHorizonDays: z
    .number({ error: reservationMessages.horizon })
    .int({ message: reservationMessages.horizon })
    .min(BOOKING_HORIZON_RANGE.min, { message: reservationMessages.horizon })
    .max(BOOKING_HORIZON_RANGE.max, { message: reservationMessages.horizon })
    .optional(),
  /** Minutes before its time a booking joins the Dashboard; omitted keeps the stored value (the legacy update has none). */
  dashboardLeadMinutes: z
    .number({ error: reservationMessages.dashboardLead })
    .int({ message: reservationMessages.dashboardLead })
    .min(DASHBOARD_LEAD_RANGE.min, { message: reservationMessages.dashboardLead })
    .max(DASHBOARD_LEAD_RANGE.max, { message: reservationMessages.dashboardLead })
    .optional(),
});
export type ReservationConfigInput = z.infer<typeof reservationConfigInput>;

export const blackoutDateInput = z.object({ date: dateField(reservationMessages.blackoutDate) });
/** A date chosen in a picker: any time part is cut, leaving YYYY-MM-DD. */
export const accessDateField = z
  .string({ error: reservationMessages.accessDate })
  .trim()
  .transform((s) => s.slice(0, 10))
  .refine(isValidDate, { message: reservationMessages.accessDate });
export const linkCodeCreateField = z
  .string({ error: reservationMessages.linkCode })
  .trim()
  .min(1, { message: reservationMessages.linkCode })
  .max(64, { message: "Link code must be at most 64 characters." })
  .regex(/^[^\s/?#%\\]+$/, { message: "Link code cannot contain spaces or any of / ? # % \\." });
export const createAccessLinkInput = z.object({ linkCode: linkCodeCreateField });
export const updateAccessLinkInput = z.object({
  uuid: z.uuid(),
  linkCode: linkCodeCreateField.optional(),
  accessDays: z.array(accessDateField).max(366),
});
export const accessLinkDateInput = z.object({ uuid: z.uuid(), date: accessDateField });

/** What staff and the guest who booked see of a reservation (docs/product.md#records, "Reservation"). */
export interface Reservation {
  uuid: string;
  id: number;
  legacyStoreId: number;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestName: string;
  linkCode: string | null;
  guestPhone: string;
  guestEmail: string;
  seatingPreference: SeatingPreference;
  specialRequests: string;
  notes: string;
  notified: number;
  courtesyNotificationSentAt: string[];
  isLate: boolean;
  status: ReservationStatus;
  isActiveInWaitlistView: boolean;
  createdAt: string;
  /** The console's lists only (never the legacy /api): the guest book's badge, null without a profile. */
  guest?: GuestBadge | null;
  /** The console's lists only: who last moved the booking (its history), null when no one has. */
  changedBy?: ReservationChangeActor | null;
  /** The console only: how many of the party are here (docs/product.md#arrived), null when no one is marked. */
  arrivedCount?: number | null;
}

/** docs/product.md#records, "Time window". */
export interface TimeWindow {
  time: string;
  available: boolean;
  personsAvailable: number;
  tablesAvailable: number;
}

/** docs/product.md#records, "Reservation config (active_config)". */
export interface ReservationConfig {
  newReservationsEnabled: boolean;
  reservationIntervalMinutes: number;
  maxTablesPerInterval: number;
  maxPersonsPerInterval: number;
  /** Guests on the public page may book from today up to today + this many days. */
  bookingHorizonDays: number;
  /** A booking joins the host's Dashboard this many minutes before its time (0-1440, default 60). */
  dashboardLeadMinutes: number;
}

/** docs/product.md#records, "Special access link". */
export interface AccessLink {
  uuid: string;
  linkCode: string;
  accessDays: string[];
}

/** Opening hours of one weekday: dow 1 (Mon) .. 7 (Sun); numeric hours in quarter hours; 0/0 closed; over 24 past midnight. */
export interface OpeningHours {
  dow: number;
  open_time: number;
  close_time: number;
}

/** docs/product.md#records, "Store details (public)", plus the store's timezone and today's date there for the calendar. */
export interface StoreDetails {
  companyName: string;
  storeName: string;
  address: string;
  phoneNumber: string;
  legacyStoreId: number;
  hours: OpeningHours[];
  timezone: string;
  /** Today's date in the store's timezone (the calendar's minimum). */
  today: string;
  /** new_reservations_enabled: false means the public page cannot book. */
  acceptingReservations: boolean;
  /** The last date guests may book (today + the store's "bookings open N days ahead"). */
  lastBookableDate: string;
  /** The guest languages the store offers (the public page's switch, docs/product.md#languages). */
  guestLanguages: GuestLanguage[];
}
