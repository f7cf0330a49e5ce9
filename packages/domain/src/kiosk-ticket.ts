/**
 * Where a guest stands, as the kiosk's ticket says it (docs/product.md#kiosk, "Ticket"): the place in line, the quote
 * of the one estimator (quotes/estimator.ts, read as the guest's status page reads it) when it can be told honestly,
 * and, for a guest who gave no phone, the link to their own status page.
 */
import type { WaitlistEntryView } from "./entities/waitlist";
import type { GuestLanguage } from "./i18n/language";
import { translate } from "./i18n/translate";
import type { WaitQuote } from "./quotes/estimator";
import { MAX_TOLD_QUOTE_MINUTES, quoteTold } from "./quotes/walk-in-quote";

/** Past two hours an estimate is no promise a guest can plan on: the ticket says the host will confirm the wait. */
export const MAX_TICKET_QUOTE_MINUTES = MAX_TOLD_QUOTE_MINUTES;

/** The ticket's quote: minutes and the 20th–80th percentile range, as the status page shows them (waitRangeText). */
export interface TicketQuote {
  minutes: number;
  low: number;
  high: number;
}

/** What the kiosk's own join answers beside the entry (services/waitlist/lifecycle/kiosk-standing.ts). */
export interface KioskStanding {
  /** Place in line: walk-ins waiting ahead + 1, as on the status page. */
  position: number;
  /** Null when no honest quote can be given (over two hours, or no table takes the party). */
  quote: TicketQuote | null;
  /**
   * The entry's own status page, only for a join without a phone (a phone gets it by text); it goes to no one but
   * the kiosk that made the join.
   */
  statusUrl: string | null;
}

/** The kiosk's join: the entry and, for a kiosk device's own online join, where the guest stands. */
export interface KioskJoinView extends WaitlistEntryView {
  standing?: KioskStanding;
}

/** The estimator's quote as the ticket may tell it; null (the host will confirm) past two hours or with no table. */
export function ticketQuote(quote: WaitQuote | null, hasTable: boolean): TicketQuote | null {
  if (!quote || quoteTold(quote.minutes, hasTable) !== "minutes") return null;
  return { minutes: quote.minutes, low: quote.low, high: quote.high };
}

/**
 * The place as an ordinal: "2nd", "3rd", "4th", "11th", "21st" in English; "2.º", "4.º" in Spanish (the language's
 * ordinal rules, Intl.PluralRules). The kiosk words the same message with its own t() (screens/ticket-standing.ts).
 */
export function ordinalPlace(n: number, language: GuestLanguage): string {
  return translate(language, "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n });
}
