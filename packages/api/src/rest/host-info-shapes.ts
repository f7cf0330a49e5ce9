/** The legacy host_info shapes (docs/product.md#records, snake_case, flags 1/0) and the parsing of legacy input. */
import {
  businessDateSchema,
  customerIdOf,
  guestNameSchema,
  type KioskSettings,
  kioskSettingsSchema,
  noteSchema,
  optionalPhoneSchema,
  PARTY_SIZE_MAX,
  TABLES_MAX,
  TURN_MINUTES_MAX,
  type WaitlistEntryView,
} from "@seatline/domain";
import { z } from "zod";
import type { kioskSettingsAnswer, LegacyEntry } from "./host-info-answers";

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);
const SLUG_RE = /^[A-Za-z0-9_-]{1,100}$/;

/** A flag as legacy clients send it: 1/0, true/false, or those as strings. */
export const legacyFlag = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(["0", "1", "true", "false"])], {
    error: "Must be 1 or 0.",
  })
  .transform((v) => v === 1 || v === true || v === "1" || v === "true");

/** A whole number sent as a number or a numeric string. */
export const legacyInt = (min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, "Must be a whole number.")
          .transform(Number),
      ],
      {
        error: "Must be a whole number.",
      },
    )
    .pipe(
      z
        .number()
        .int("Must be a whole number.")
        .min(min, `Must be at least ${min}.`)
        .max(max, `Must be at most ${max}.`),
    );

/** company (slug) + store (store number), as the query of most host_info paths names the store. */
export const storeQuery = z
  .object({
    company: z
      .string({ error: "Required: the company slug." })
      .trim()
      .min(1, "Required: the company slug.")
      .regex(SLUG_RE, "Must be a company slug."),
    store: legacyInt(1, 1_000_000),
  })
  .loose();

/** Optional company/store: checked when given. */
export const optionalStoreRef = z
  .object({
    company: z.string().trim().regex(SLUG_RE, "Must be a company slug.").optional(),
    store: legacyInt(1, 1_000_000).optional(),
    store_num: legacyInt(1, 1_000_000).optional(),
  })
  .loose();

export const dateQuery = z.object({ date: businessDateSchema.optional() }).loose();

export const entryIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Must be a positive whole number (the entry id).")
    .transform(Number),
});

export const noteBody = z.object({ note: noteSchema }).loose();

const legacyPhone = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .pipe(optionalPhoneSchema);

/** The kiosk entry of docs/product.md#records as posted; ticket_id, customer_id, notified, seated, exited, quoted_wait_time are ignored. */
export const legacyJoinBody = z
  .object({
    customer_name: guestNameSchema,
    customer_number: legacyPhone,
    party_size: legacyInt(1, PARTY_SIZE_MAX),
    first_available: legacyFlag.optional(),
    indoor_area: legacyFlag.optional(),
    bar_area: legacyFlag.optional(),
    outdoor_area: legacyFlag.optional(),
  })
  .loose();

export const testMessageBody = z
  .object({
    phone: legacyPhone.refine((p) => p !== null, "Required: a 10-digit phone number."),
    ticket_number: z
      .union([z.string(), z.number().transform(String)], { error: "Required: the ticket number." })
      .pipe(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,8}$/, "Must be a ticket number like A0."),
      ),
  })
  .loose();

export const legacyKioskBody = z
  .object({
    waitlist_onoff: legacyFlag,
    announcement: kioskSettingsSchema.shape.announcement.optional(),
    first_available_okay: legacyFlag,
    indoor_seating_preferred: legacyFlag,
    bar_seating_preferred: legacyFlag,
    outdoor_seating_preferred: legacyFlag,
  })
  .loose();

const tables = legacyInt(0, TABLES_MAX);
const turns = legacyInt(0, TURN_MINUTES_MAX);
/** docs/product.md#records: the eight integers; a company field is present and ignored in validation. */
export const legacyTablesBody = z
  .object({
    solo_tables_total: tables,
    solo_tables_turn_avg: turns,
    two_tables_total: tables,
    two_tables_turn_avg: turns,
    three_four_tables_total: tables,
    three_four_tables_turn_avg: turns,
    five_plus_tables_total: tables,
    five_plus_tables_turn_avg: turns,
  })
  .loose();

export function legacyKioskSettings(s: KioskSettings): z.infer<typeof kioskSettingsAnswer> {
  return {
    waitlist_onoff: bit(s.waitlistOn),
    announcement: s.announcement,
    first_available_okay: bit(s.firstAvailableOkay),
    indoor_seating_preferred: bit(s.indoorSeatingPreferred),
    bar_seating_preferred: bit(s.barSeatingPreferred),
    outdoor_seating_preferred: bit(s.outdoorSeatingPreferred),
  };
}

/** A waitlist entry in the host view of docs/product.md#records (plus customer_id, quoted_wait_time, exited and the business date). */
export function legacyEntry(e: WaitlistEntryView): LegacyEntry {
  return {
    id: e.id,
    ticket_id: e.ticket,
    customer_id: customerIdOf(e.name, e.phone),
    customer_name: e.name,
    customer_number: e.phone,
    party_size: e.partySize,
    entered_time: e.enteredTime,
    notified_time: e.notifiedTime,
    notified: e.notified,
    note: e.note,
    first_available: bit(e.seating === "first_available"),
    indoor_area: bit(e.seating === "indoor"),
    bar_area: bit(e.seating === "bar"),
    outdoor_area: bit(e.seating === "outdoor"),
    seated: bit(e.status === "seated"),
    exited: bit(e.status !== "waiting"),
    actual_waited_time: e.status === "waiting" ? null : e.waitedMinutes,
    quoted_wait_time: e.quotedWait,
    business_date: e.businessDate,
  };
}
export type { LegacyEntry };
