/**
 * What the auth and host_info paths answer, as zod schemas: the shaping functions are typed by them (so an answer
 * cannot drift from its schema); each is its route's `response` (rest/route.ts), checked in development and tests and
 * documented in /api/openapi.json (strict: an undocumented field fails).
 */
import { z } from "zod";

const bit = z.union([z.literal(0), z.literal(1)]);
const int = z.number().int();

export const loginAnswer = z.object({ key: z.string() }).strict();
export const loginRefusal = z
  .object({ non_field_errors: z.array(z.string()) })
  .strict()
  .meta({ id: "LoginRefusal" });
export const logoutAnswer = z.object({ detail: z.string() }).strict();
export const userInfoAnswer = z
  .object({ company: z.string().nullable(), store: int.nullable() })
  .strict()
  .describe("The company slug and store number of the signed-in user (null for a user without a store).");

export const waitingNumbersAnswer = z.object({ parties: int, solo: int }).strict();
export const waitTimesAnswer = z
  .object({ solo_wait: int, two_wait: int, three_four_wait: int, five_plus_wait: int })
  .strict()
  .describe("Expected wait in minutes per party-size group.");

export const kioskSettingsAnswer = z
  .object({
    waitlist_onoff: bit,
    announcement: z.string(),
    first_available_okay: bit,
    indoor_seating_preferred: bit,
    bar_seating_preferred: bit,
    outdoor_seating_preferred: bit,
  })
  .strict()
  .meta({ id: "KioskSettings" });

export const tableSettingsAnswer = z
  .object({
    solo_tables_total: int,
    solo_tables_turn_avg: int,
    two_tables_total: int,
    two_tables_turn_avg: int,
    three_four_tables_total: int,
    three_four_tables_turn_avg: int,
    five_plus_tables_total: int,
    five_plus_tables_turn_avg: int,
    company: z.string(),
  })
  .strict()
  .meta({ id: "TableSettings" });

export const ticketAnswer = z
  .object({ ticketCnt: int, ticketLetter: z.string() })
  .strict()
  .describe("The ticket counter: the next ticket is ticketLetter + ticketCnt.");

/** A waitlist entry in the host view of docs/product.md#records (plus customer_id, quoted_wait_time, exited and the business date). */
export const entryAnswer = z
  .object({
    id: int,
    ticket_id: z.string(),
    customer_id: z.string(),
    customer_name: z.string(),
    customer_number: z.string().nullable(),
    party_size: int,
    entered_time: z.string().describe("ISO instant"),
    notified_time: z.string().nullable(),
    notified: int.describe("0 not alerted, 1 alerted, 2 alerted again"),
    note: z.string(),
    first_available: bit,
    indoor_area: bit,
    bar_area: bit,
    outdoor_area: bit,
    seated: bit,
    exited: bit,
    actual_waited_time: int.nullable(),
    quoted_wait_time: int,
    business_date: z.string().describe("YYYY-MM-DD"),
  })
  .strict()
  .meta({ id: "WaitlistEntry" });
export type LegacyEntry = z.infer<typeof entryAnswer>;

export const entryListAnswer = z.array(entryAnswer);
export const queuedAnswer = z.object({ queued: z.literal(true) }).strict();
export const movedAnswer = z.object({ moved: int }).strict();
