/**
 * What the reservation_info paths answer (the `payload` of the envelope), as zod schemas: the shaping functions of
 * reservation-info-shapes.ts are typed by them; each is its route's `response` (rest/route.ts), checked in development
 * and tests and documented in /api/openapi.json (strict objects).
 */
import { reservationStatuses, seatingPreferences } from "@seatline/domain";
import { z } from "zod";

const int = z.number().int();

export const reservationAnswer = z
  .object({
    uuid: z.string(),
    id: int,
    legacy_store_id: int,
    reservation_date: z.string().describe("YYYY-MM-DD"),
    reservation_time: z.string().describe("HH:MM"),
    party_size: int,
    guest_name: z.string(),
    link_code: z.string().nullable(),
    guest_phone: z.string(),
    guest_email: z.string(),
    seating_preference: z.enum(seatingPreferences),
    special_requests: z.string(),
    notes: z.string(),
    notified: int,
    courtesy_notification_sent_at: z.array(z.string()),
    is_late: z.boolean(),
    status: z.enum(reservationStatuses),
    is_active_in_waitlist_view: z.boolean(),
    created_at: z.string(),
  })
  .strict()
  .describe("A reservation as staff see it.")
  .meta({ id: "Reservation" });

/** The guest's own booking, as an anonymous caller of create_reservation sees it. */
export const publicReservationAnswer = z
  .object({
    uuid: z.string(),
    legacy_store_id: int,
    reservation_date: z.string(),
    reservation_time: z.string(),
    party_size: int,
    guest_name: z.string(),
    guest_phone: z.string(),
    guest_email: z.string(),
    seating_preference: z.enum(seatingPreferences),
    special_requests: z.string(),
    link_code: z.string().nullable(),
    status: z.string(),
  })
  .strict()
  .describe("The guest's own booking, as an anonymous caller sees it.")
  .meta({ id: "PublicReservation" });

export const timeWindowAnswer = z
  .object({ time: z.string(), available: z.boolean(), persons_available: int, tables_available: int })
  .strict()
  .meta({ id: "TimeWindow" });

export const configAnswer = z
  .object({
    new_reservations_enabled: z.boolean(),
    reservation_interval_minutes: int,
    max_tables_per_interval: int,
    max_persons_per_interval: int,
  })
  .strict()
  .meta({ id: "ReservationConfig" });

export const accessLinkAnswer = z
  .object({ uuid: z.string(), link_code: z.string(), access_days: z.array(z.string()) })
  .strict()
  .meta({ id: "AccessLink" });

export const storeDetailsAnswer = z
  .object({
    company_name: z.string(),
    address: z.string(),
    phone_number: z.string(),
    legacy_store_id: int,
    hours: z.array(z.object({ dow: int, open_time: z.number(), close_time: z.number() }).strict()),
  })
  .strict()
  .meta({ id: "StoreDetails" });

export const reservationsAnswer = z.object({ reservations: z.array(reservationAnswer) }).strict();
export const timeWindowsAnswer = z.object({ time_windows: z.array(timeWindowAnswer) }).strict();
export const blackoutDatesAnswer = z
  .object({ blackoutDates: z.array(z.object({ date: z.string() }).strict()) })
  .strict();
export const blackoutOrAccessDatesAnswer = z.union([
  blackoutDatesAnswer,
  z.object({ accessDates: z.array(z.string()) }).strict(),
]);
export const configsAnswer = z
  .object({ active_config: configAnswer, company_slug: z.string(), store_slug: z.string() })
  .strict();
export const activeConfigAnswer = z.object({ active_config: configAnswer }).strict();
export const accessLinksAnswer = z.object({ accessLinks: z.array(accessLinkAnswer) }).strict();
export const deletedAnswer = z.object({ deleted: z.string() }).strict();
