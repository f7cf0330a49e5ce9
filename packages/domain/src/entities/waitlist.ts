import { z } from "zod";
import type { GuestBadge } from "../guest-book/guest-figures";
import { controlCharsMessage, hasControlChars } from "../guest-text";
import type { GuestLanguage } from "../i18n/language";
import { optionalGuestLanguageSchema } from "../i18n/language-schema";
import type { OpeningStatus } from "../open-now";
import { PHONE_DIGITS, phoneDigits } from "../phone";
import { phoneProblem } from "../phone-rules";
import type { QuoteTold } from "../quotes/walk-in-quote";
import { DATE_RE, isValidDate } from "../store-time";
import { TICKET_PATTERN } from "../tickets";
import type { WaitGroup, WaitTimes } from "../wait-quote";
import {
  ANNOUNCEMENT_MAX,
  NAME_MAX,
  NOTE_MAX,
  PARTY_SIZE_MAX,
  TABLES_MAX,
  TURN_MINUTES_MAX,
} from "./waitlist-constants";

export { ALERT_LIMIT } from "./waitlist-constants";

/** docs/product.md#kiosk: the seating choice is exclusive, first available by default. */
export const seatingChoices = ["first_available", "indoor", "bar", "outdoor"] as const;
export type SeatingChoice = (typeof seatingChoices)[number];

export const partySizeSchema = z
  .number({ error: "Party size must be a number." })
  .int("Party size must be a whole number.")
  .min(1, "Party size must be at least 1.")
  .max(
    PARTY_SIZE_MAX,
    `Party size must be at most ${PARTY_SIZE_MAX}. Please ask the host for larger parties.`,
  );

export const guestNameSchema = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, "Please enter a name.")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`)
  .refine((v) => !hasControlChars(v), controlCharsMessage("Name"));

/** A 10-digit phone after stripping non-digits, or nothing (empty string and null mean "skipped"). */
export const optionalPhoneSchema = z
  .string()
  .max(40, "Phone number must be 10 digits.")
  .nullish()
  .transform((v, ctx) => {
    if (v == null) return null;
    const digits = v.replace(/\D/g, "");
    if (digits.length === 0) return null;
    if (digits.length !== PHONE_DIGITS) {
      ctx.addIssue({ code: "custom", message: "Phone number must be 10 digits." });
      return z.NEVER;
    }
    const problem = phoneProblem(digits);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return phoneDigits(digits);
  });

/** A join's own fields (the kiosk's, a host's add). */
const joinFields = z.object({
  partySize: partySizeSchema,
  name: guestNameSchema,
  phone: optionalPhoneSchema,
  seating: z.enum(seatingChoices).default("first_available"),
  /** The language the guest chose on the kiosk; their texts are worded in it (absent: English). */
  language: optionalGuestLanguageSchema,
});

export const joinWaitlistInput = joinFields.extend({
  /**
   * A join the kiosk took while offline and sends now (docs/architecture.md "Offline kiosk"): the ticket it leased and
   * showed the guest, and when the guest joined.
   */
  leased: z
    .object({
      ticket: z.string().trim().toUpperCase().regex(TICKET_PATTERN, "Ticket must be a letter and a digit."),
      joinedAt: z.iso.datetime({ offset: true, error: "joinedAt must be an ISO date-time." }),
      /**
       * The store whose kiosk the guest joined at: a join kept on a tablet that was since signed in elsewhere is
       * refused by any other store (JOIN_AT_ANOTHER_STORE), never filed into its line. Absent on joins queued by an
       * older kiosk.
       */
      storeId: z.uuid("storeId must be a store's id.").optional(),
    })
    .optional(),
});

export const JOIN_AT_ANOTHER_STORE =
  "This guest joined at another store's kiosk: the join is kept for that store and not added here.";
export type JoinWaitlistInput = z.input<typeof joinWaitlistInput>;
export type JoinWaitlist = z.output<typeof joinWaitlistInput>;

export const entryIdInput = z.object({ id: z.number().int().positive().max(2_147_483_647) });

/** The wait a host quotes by hand, in whole minutes. */
export const quotedWaitSchema = z
  .number({ error: "Quoted wait must be a number of minutes." })
  .int("Quoted wait must be whole minutes.")
  .min(0, "Quoted wait must be 0 or more minutes.")
  .max(600, "Quoted wait must be at most 600 minutes.");

/** A host's note as typed in a form: may be empty (no note). */
export const optionalNoteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters.`)
  .refine((v) => !hasControlChars(v, true), controlCharsMessage("Note"));

/**
 * A party a host adds at the console (a call-in, a guest at the stand): the kiosk join's rules, plus a note, a quoted
 * wait the host may set, and allowDuplicate to add a phone that is already waiting today (refused otherwise).
 */
export const addPartyInput = joinFields.extend({
  note: optionalNoteSchema.optional(),
  quotedWait: quotedWaitSchema.optional(),
  allowDuplicate: z.boolean().optional(),
});
export type AddParty = z.output<typeof addPartyInput>;

/**
 * Edit a waiting party: only the fields given change (phone null removes it). The same rules as the join; a changed
 * phone gets a new status link (the old one stops working) and the join text again.
 */
export const editPartyInput = entryIdInput.extend({
  name: guestNameSchema.optional(),
  partySize: partySizeSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  seating: z.enum(seatingChoices).optional(),
  note: optionalNoteSchema.optional(),
  quotedWait: quotedWaitSchema.optional(),
});
export type EditParty = z.output<typeof editPartyInput>;

export const noteSchema = z
  .string({ error: "Note is required." })
  .trim()
  .min(1, "Please enter a note.")
  .max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters.`)
  .refine((v) => !hasControlChars(v, true), controlCharsMessage("Note"));
export const entryNoteInput = entryIdInput.extend({ note: noteSchema });

export const businessDateSchema = z
  .string()
  .regex(DATE_RE, "Date must be YYYY-MM-DD.")
  .refine(isValidDate, "Date must be a real calendar date.");
/** A business date (store-local YYYY-MM-DD); today in the store's timezone when absent. */
export const optionalDateInput = z.object({ date: businessDateSchema.optional() }).optional();

export const kioskSettingsSchema = z.object({
  waitlistOn: z.boolean(),
  announcement: z
    .string()
    .trim()
    .max(ANNOUNCEMENT_MAX, `Announcement must be at most ${ANNOUNCEMENT_MAX} characters.`)
    .refine((v) => !hasControlChars(v, true), controlCharsMessage("Announcement")),
  firstAvailableOkay: z.boolean(),
  indoorSeatingPreferred: z.boolean(),
  barSeatingPreferred: z.boolean(),
  outdoorSeatingPreferred: z.boolean(),
});
export type KioskSettings = z.infer<typeof kioskSettingsSchema>;
/**
 * A kiosk-settings save: only the fields a form changed (at least one). The server sets just those, so two forms
 * saved at once (the announcement here, the waitlist switch on the kiosk) never undo each other.
 */
export const kioskSettingsChangeSchema = kioskSettingsSchema
  .partial()
  .refine((o) => Object.values(o).some((v) => v !== undefined), "Nothing to save.");
export type KioskSettingsChange = z.infer<typeof kioskSettingsChangeSchema>;

const tableCount = z.number().int("Must be a whole number.").min(0, "Must be 0 or more.").max(TABLES_MAX);
const turnMinutes = z
  .number()
  .int("Must be a whole number.")
  .min(0, "Must be 0 or more.")
  .max(TURN_MINUTES_MAX);
/** docs/product.md#records, "Table settings", the eight integers (snake_case like the legacy object and TableSettings). */
export const tableSettingsSchema = z.object({
  solo_tables_total: tableCount,
  solo_tables_turn_avg: turnMinutes,
  two_tables_total: tableCount,
  two_tables_turn_avg: turnMinutes,
  three_four_tables_total: tableCount,
  three_four_tables_turn_avg: turnMinutes,
  five_plus_tables_total: tableCount,
  five_plus_tables_turn_avg: turnMinutes,
});

export type WaitlistStatusName = "waiting" | "seated" | "no_show" | "cancelled";

/** A walk-in as tRPC clients see it. Times are ISO instants. */
export interface WaitlistEntryView {
  id: number;
  ticket: string;
  name: string;
  /** 10 digits, or null when the guest skipped the phone (call the name). */
  phone: string | null;
  partySize: number;
  seating: SeatingChoice;
  enteredTime: string;
  businessDate: string;
  /** 0 not alerted, 1 alerted once, 2 alerted twice. */
  notified: number;
  notifiedTime: string | null;
  note: string;
  status: WaitlistStatusName;
  exitedTime: string | null;
  /** Finished entries: actual_waited_time; waiting entries: whole minutes since entered (server time). */
  waitedMinutes: number;
  /** host: added by a host at the console (waitlist.add). */
  source: "kiosk" | "remote" | "legacy" | "host";
  quotedWait: number;
  /**
   * No table or combination of the store took the party when it joined, so it was told no minutes (docs/product.md#quotes):
   * its row reads that the host confirms the wait, never past a quote, until a host types one.
   */
  hostConfirmsWait?: boolean;
  /** The guest book's badge on the host's list (docs/product.md#guest-book); null without a profile, absent elsewhere. */
  guest?: GuestBadge | null;
}

/** A reservation row on the host waitlist (docs/product.md#dashboard, "Host waitlist screen"; the ticket cell reads Res). */
export interface WaitlistReservationRow {
  id: number;
  uuid: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestName: string;
  linkCode: string | null;
  guestPhone: string;
  /** docs/product.md#records: anything other than the four choices counts as first available. */
  seating: SeatingChoice;
  note: string;
  notified: number;
  status: "PENDING" | "CONFIRMED";
  isLate: boolean;
  firstNotifiedAt: string | null;
  /** Whole minutes since the first courtesy notification, or null when none was sent. */
  minutesSinceNotified: number | null;
  /** The guest book's badge (docs/product.md#guest-book); null without a profile. */
  guest?: GuestBadge | null;
  /** How many of the party are here (docs/product.md#arrived), null when no one is marked. */
  arrivedCount?: number | null;
}

export interface WaitingNumbers {
  parties: number;
  solo: number;
}

export interface KioskState {
  settings: KioskSettings;
  numbers: WaitingNumbers;
  position: number;
  waitTimes: WaitTimes;
  /** What each group's wait tells (quotes/walk-in-quote.ts): minutes, over two hours, or no table takes it. */
  waitTold: Record<WaitGroup, QuoteTold>;
  ticketPreview: string;
  store: { name: string; accountEmail: string };
  /** The guest languages the store offers (the welcome screen's toggle, docs/product.md#languages). */
  guestLanguages: GuestLanguage[];
  /** Open now by the store's hours, else when it opens next (the welcome screen's closed message). */
  hours: OpeningStatus;
}

export interface WaitlistSummary {
  /** docs/product.md#dashboard: Total Parties Waiting (parties plus solo). */
  totalWaiting: number;
  numbers: WaitingNumbers;
  waitTimes: WaitTimes;
  /** What each group's wait tells (quotes/walk-in-quote.ts): minutes, over two hours, or no table takes it. */
  waitTold: Record<WaitGroup, QuoteTold>;
}

export interface HostWaitlist {
  date: string;
  reservations: WaitlistReservationRow[];
  entries: WaitlistEntryView[];
}

export interface WaitlistHistory {
  date: string;
  entries: WaitlistEntryView[];
}

/** docs/product.md#records: customer_id is the phone when there is no name, else the name. */
export function customerIdOf(name: string, phone: string | null): string {
  const trimmed = name.trim();
  return trimmed.length > 0 ? trimmed : (phone ?? "");
}

/** The four exclusive area flags of a seating choice (docs/product.md#records: first_available / indoor_area / bar_area / outdoor_area). */
export function seatingFlags(choice: SeatingChoice) {
  return {
    firstAvailable: choice === "first_available",
    indoorArea: choice === "indoor",
    barArea: choice === "bar",
    outdoorArea: choice === "outdoor",
  };
}

/** The seating choice of stored flags: the first one set, first available when none is. */
export function seatingOf(f: {
  firstAvailable: boolean;
  indoorArea: boolean;
  barArea: boolean;
  outdoorArea: boolean;
}) {
  if (f.indoorArea && !f.firstAvailable) return "indoor" as const;
  if (f.barArea && !f.firstAvailable) return "bar" as const;
  if (f.outdoorArea && !f.firstAvailable) return "outdoor" as const;
  return "first_available" as const;
}

/** Reservation seating on the host list: anything else counts as first available (docs/product.md#records). */
export function reservationSeating(pref: string): SeatingChoice {
  return (seatingChoices as readonly string[]).includes(pref) ? (pref as SeatingChoice) : "first_available";
}
