/** The legacy reservation_info shapes (docs/product.md#records, snake_case) and the parsing of legacy input. */
import {
  type AccessLink,
  accessDateField,
  dateField,
  guestEmailField,
  guestNameField,
  guestPhoneField,
  linkCodeCreateField,
  linkCodeField,
  optionalGuestLanguageSchema,
  partySizeField,
  type Reservation,
  type ReservationConfig,
  reservationConfigInput,
  reservationMessages,
  type StoreDetails,
  seatingPreferences,
  specialRequestsField,
  type TimeWindow,
  timeField,
} from "@seatline/domain";
import { z } from "zod";
import type { PublicReservation } from "../services/reservations/public-reservations";
import type {
  accessLinkAnswer,
  configAnswer,
  publicReservationAnswer,
  reservationAnswer,
  storeDetailsAnswer,
  timeWindowAnswer,
} from "./reservation-info-answers";

/** A number sent as a number or a numeric string (query strings, form posts). */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);
/** null, "", "null" and "undefined" (as some clients send an absent value) mean absent. */
const absent = (v: unknown) => (v === null || v === "" || v === "null" || v === "undefined" ? undefined : v);

export const legacyStoreIdField = numeric(
  z
    .number({ error: "Required: the store's legacy_store_id (a number)." })
    .int("legacy_store_id must be a whole number.")
    .min(1, "legacy_store_id must be a positive number.")
    .max(2_147_483_647, "legacy_store_id is out of range."),
);
export const legacyStoreRef = z.object({ legacy_store_id: legacyStoreIdField }).loose();
export const uuidField = z.uuid({ error: "Required: the uuid of the record." });

export const reservationsQuery = z
  .object({ company: z.string().trim().max(100).optional(), date: dateField() })
  .loose()
  .extend(legacyStoreRef.shape);

export const timeWindowsQuery = legacyStoreRef.extend({
  company: z.preprocess(absent, z.string().trim().max(100).optional()),
  date: dateField(),
  party_size: z.preprocess(absent, numeric(partySizeField).optional()),
  link_code: z.preprocess(absent, linkCodeField),
});

export const storeDetailsQuery = z
  .object({
    company_slug: z
      .string({ error: "Required: company_slug." })
      .trim()
      .min(1, "Required: company_slug.")
      .max(100),
    store_slug: z.string({ error: "Required: store_slug." }).trim().min(1, "Required: store_slug.").max(100),
  })
  .loose();

export const blackoutQuery = legacyStoreRef.extend({ link_code: z.preprocess(absent, linkCodeField) });

const seating = z.preprocess(
  (v) => absent(v) ?? "first_available",
  z.enum(seatingPreferences, { message: reservationMessages.seating }),
);
const text = z.preprocess((v) => absent(v) ?? "", specialRequestsField);

/** The create payload (docs/legacy-api.md#reservation-info): the store it is for, and the booking. */
export const createReservationBody = legacyStoreRef
  .extend({
    reservation_date: dateField(),
    reservation_time: timeField,
    party_size: numeric(partySizeField),
    guest_name: guestNameField,
    guest_phone: z.preprocess((v) => (typeof v === "number" ? String(v) : v), guestPhoneField),
    guest_email: z.preprocess((v) => absent(v) ?? "", guestEmailField),
    seating_preference: seating,
    special_requests: text,
    link_code: z.preprocess(absent, linkCodeField),
    /** The guest's language (docs/product.md#languages): en or es; absent (every legacy client) means en. */
    language: z.preprocess(absent, optionalGuestLanguageSchema),
  })
  .transform((b) => ({
    legacyStoreId: b.legacy_store_id,
    booking: {
      reservationDate: b.reservation_date,
      reservationTime: b.reservation_time,
      partySize: b.party_size,
      guestName: b.guest_name,
      guestPhone: b.guest_phone,
      guestEmail: b.guest_email,
      seatingPreference: b.seating_preference,
      specialRequests: b.special_requests,
      linkCode: b.link_code,
      language: b.language,
    },
  }));

const opt = <T extends z.ZodType>(schema: T) => z.preprocess(absent, schema.optional());

/** The whole reservation (any field may be left out) plus status or special_requests. */
export const updateReservationBody = legacyStoreRef.extend({
  uuid: uuidField,
  status: opt(
    z.enum(["PENDING", "CONFIRMED", "CANCELLED", "SEATED", "NO_SHOW"], { message: "Unknown status." }),
  ),
  reservation_date: opt(dateField()),
  reservation_time: opt(timeField),
  party_size: opt(numeric(partySizeField)),
  guest_name: opt(guestNameField),
  guest_phone: opt(z.preprocess((v) => (typeof v === "number" ? String(v) : v), guestPhoneField)),
  guest_email: z.preprocess((v) => (v === null ? "" : v), guestEmailField),
  seating_preference: opt(z.enum(seatingPreferences, { message: reservationMessages.seating })),
  special_requests: z.preprocess((v) => (v === null ? "" : v), specialRequestsField.optional()),
});

export const uuidBody = legacyStoreRef.extend({ uuid: uuidField });
export const blackoutBody = legacyStoreRef.extend({
  date: z.preprocess((v) => absent(v) ?? "", dateField(reservationMessages.blackoutDate)),
});

const boolish = z.preprocess(
  (v) => (v === "true" || v === 1 || v === "1" ? true : v === "false" || v === 0 || v === "0" ? false : v),
  z.boolean({ error: "new_reservations_enabled must be true or false." }),
);
/** The config as legacy clients send it, then the domain's own rules (reservationConfigInput). */
export const configBody = legacyStoreRef
  .extend({
    new_reservations_enabled: boolish,
    reservation_interval_minutes: numeric(z.number({ error: reservationMessages.interval })),
    max_tables_per_interval: numeric(z.number({ error: reservationMessages.maxTables })),
    max_persons_per_interval: numeric(z.number({ error: reservationMessages.maxPersons })),
  })
  .transform((b) => ({
    legacy_store_id: b.legacy_store_id,
    newReservationsEnabled: b.new_reservations_enabled,
    reservationIntervalMinutes: b.reservation_interval_minutes,
    maxTablesPerInterval: b.max_tables_per_interval,
    maxPersonsPerInterval: b.max_persons_per_interval,
  }))
  .pipe(reservationConfigInput.extend({ legacy_store_id: z.number() }));

/** access_days as a JSON-encoded list of date strings (or a plain list). */
const accessDays = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(accessDateField, { error: "access_days must be a JSON-encoded list of YYYY-MM-DD dates." })
    .max(366),
);
export const accessLinkBody = legacyStoreRef.extend({
  uuid: opt(uuidField),
  link_code: z.preprocess((v) => (v === null ? undefined : v), linkCodeCreateField.optional()),
  access_days: opt(accessDays),
});

export function legacyReservation(r: Reservation): z.infer<typeof reservationAnswer> {
  return {
    uuid: r.uuid,
    id: r.id,
    legacy_store_id: r.legacyStoreId,
    reservation_date: r.reservationDate,
    reservation_time: r.reservationTime,
    party_size: r.partySize,
    guest_name: r.guestName,
    link_code: r.linkCode,
    guest_phone: r.guestPhone,
    guest_email: r.guestEmail,
    seating_preference: r.seatingPreference,
    special_requests: r.specialRequests,
    notes: r.notes,
    notified: r.notified,
    courtesy_notification_sent_at: r.courtesyNotificationSentAt,
    is_late: r.isLate,
    status: r.status,
    is_active_in_waitlist_view: r.isActiveInWaitlistView,
    created_at: r.createdAt,
  };
}

/** The guest's own booking, as an anonymous caller of create_reservation sees it. */
export function legacyPublicReservation(
  r: PublicReservation,
  legacyStoreId: number,
): z.infer<typeof publicReservationAnswer> {
  return {
    uuid: r.uuid,
    legacy_store_id: legacyStoreId,
    reservation_date: r.reservationDate,
    reservation_time: r.reservationTime,
    party_size: r.partySize,
    guest_name: r.guestName,
    guest_phone: r.guestPhone,
    guest_email: r.guestEmail,
    seating_preference: r.seatingPreference,
    special_requests: r.specialRequests,
    link_code: r.linkCode,
    status: r.status,
  };
}

export const legacyWindow = (w: TimeWindow): z.infer<typeof timeWindowAnswer> => ({
  time: w.time,
  available: w.available,
  persons_available: w.personsAvailable,
  tables_available: w.tablesAvailable,
});

export const legacyConfig = (c: ReservationConfig): z.infer<typeof configAnswer> => ({
  new_reservations_enabled: c.newReservationsEnabled,
  reservation_interval_minutes: c.reservationIntervalMinutes,
  max_tables_per_interval: c.maxTablesPerInterval,
  max_persons_per_interval: c.maxPersonsPerInterval,
});

export const legacyLink = (l: AccessLink): z.infer<typeof accessLinkAnswer> => ({
  uuid: l.uuid,
  link_code: l.linkCode,
  access_days: l.accessDays,
});

export const legacyStoreDetails = (d: StoreDetails): z.infer<typeof storeDetailsAnswer> => ({
  company_name: d.companyName,
  address: d.address,
  phone_number: d.phoneNumber,
  legacy_store_id: d.legacyStoreId,
  hours: d.hours,
});
