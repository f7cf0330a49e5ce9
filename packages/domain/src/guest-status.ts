/**
 * The guest's own view of a waitlist entry (status page /w/{token}) and the remote join page (/join/{company}/{store}).
 * Pure and zod-free: the guest app bundles only what it imports from here.
 */

import type { WaitlistStatusName } from "./entities/waitlist";
import type { GuestLanguage } from "./i18n/language";
import type { OpeningStatus } from "./open-now";
import type { QuoteTold } from "./quotes/walk-in-quote";
import { type WaitGroup, waitGroupOf } from "./wait-quote";

/** A status token: 20 random bytes as lower-case base32 without padding (api services/waitlist/lifecycle/status-token.ts). */
export const GUEST_TOKEN_RE = /^[a-z2-7]{32}$/;

/** Path prefixes the server keeps for the guest pages (never a company slug). */
export const STATUS_PAGE_ROOT = "w";
export const REMOTE_JOIN_ROOT = "join";

/** The status page of one entry, e.g. /w/abcd… (short, so a text with it stays one SMS). */
export function statusPagePath(token: string): string {
  return `/${STATUS_PAGE_ROOT}/${token}`;
}

/** The full status link sent in texts: the public origin (trailing slashes dropped) plus the status path. */
export function statusPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${statusPagePath(token)}`;
}

/** The remote join page of a store, e.g. /join/demo/downtown. */
export function remoteJoinPath(companySlug: string, storeSlug: string): string {
  return `/${REMOTE_JOIN_ROOT}/${encodeURIComponent(companySlug)}/${encodeURIComponent(storeSlug)}`;
}

/** What the guest sees: waiting, table ready (alerted), seated, removed (no show), cancelled (left the line). */
export type GuestState = "waiting" | "ready" | "seated" | "removed" | "cancelled";

export function guestStateOf(status: WaitlistStatusName, notified: number): GuestState {
  switch (status) {
    case "waiting":
      return notified > 0 ? "ready" : "waiting";
    case "seated":
      return "seated";
    case "no_show":
      return "removed";
    case "cancelled":
      return "cancelled";
  }
}

/** Still in line (waiting or called): the page shows the place and offers "Leave the line". */
export function isInLine(state: GuestState): boolean {
  return state === "waiting" || state === "ready";
}

/**
 * The guest's place: position = walk-ins waiting ahead (entered earlier) + 1, and how many of them are of the guest's
 * size group: the estimator's parties ahead (quotes/estimator.ts), so the quote never grows because someone joined
 * later.
 */
export function guestPlace(
  aheadPartySizes: readonly number[],
  partySize: number,
): { position: number; aheadInGroup: number } {
  const group = waitGroupOf(partySize);
  return {
    position: aheadPartySizes.length + 1,
    aheadInGroup: aheadPartySizes.filter((s) => waitGroupOf(s) === group).length,
  };
}

/** guestPlace from the parties ahead counted by wait group (what the server reads: one row, not one per party). */
export function guestPlaceOfCounts(
  ahead: Record<WaitGroup, number>,
  partySize: number,
): { position: number; aheadInGroup: number } {
  return {
    position: ahead.solo + ahead.two + ahead.three_four + ahead.five_plus + 1,
    aheadInGroup: ahead[waitGroupOf(partySize)],
  };
}

/** The status page's wait: the quote's range ("15–25 min"), or its minutes when the range is one value. */
export function waitRangeText(minutes: number, range: { low: number; high: number } | null): string {
  if (!range || range.low >= range.high) return `${minutes} min`;
  return `${range.low}–${range.high} min`;
}

/** The first letter of a name, upper case, with a dot ("Ann" → "A."); "" for a blank name. */
export function nameInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toUpperCase()}.` : "";
}

/** guest.status: one entry as its own guest sees it; no other guest's data, no phone, only the name's initial. */
export interface GuestStatus {
  storeName: string;
  ticket: string;
  partySize: number;
  nameInitial: string;
  state: GuestState;
  /** Place in line while in line (waiting or ready), else null. */
  position: number | null;
  /** Current quote in minutes while waiting, else null. */
  quoteMinutes: number | null;
  /** The quote's range (20th to 80th percentile) in minutes while waiting, else null. */
  quoteRange: { low: number; high: number } | null;
  /** Waiting with no honest number (over two hours, or no table takes the party: kiosk-ticket.ts): the host confirms. */
  hostConfirmsWait: boolean;
  enteredTime: string;
  /** When the party left the line (seated, removed, cancelled), else null. */
  exitedTime: string | null;
  /** Texts go to the phone on file (the digits are not shown). */
  hasPhone: boolean;
  /** The language the guest chose when joining (the page opens in it) and the store's offered languages. */
  language: GuestLanguage;
  languages: GuestLanguage[];
}

/** guest.joinInfo: what the remote join page needs about a store. */
export interface GuestJoinInfo {
  storeName: string;
  /** The waitlist is on and the store takes remote joins. */
  open: boolean;
  /** Why the page refuses to join when it is not open (shown as is), else null. */
  closedMessage: string | null;
  /**
   * Open now by the store's hours, else when it opens next: outside the hours the page is not open and shows the
   * closed message in the guest's language (closedNowMessage) instead of closedMessage.
   */
  hours: OpeningStatus;
  /** The guest languages the store offers (the page's switch). */
  languages: GuestLanguage[];
  seatingOptions: {
    firstAvailableOkay: boolean;
    indoorSeatingPreferred: boolean;
    barSeatingPreferred: boolean;
    outdoorSeatingPreferred: boolean;
  };
  numbers: { parties: number; solo: number };
  position: number;
  waitTimes: { solo_wait: number; two_wait: number; three_four_wait: number; five_plus_wait: number };
  /** What each group's wait tells (quotes/walk-in-quote.ts): minutes, over two hours, or no table takes it. */
  waitTold: Record<WaitGroup, QuoteTold>;
}

/**
 * What a remote join answers. A new entry: its status token, so the page that made it opens the status page at once
 * (the requester made that entry; nothing of anyone else's is read out). A phone already waiting: nothing is added,
 * that entry's own link is texted to the phone again, and the answer carries no token: the page only says it texted.
 */
export interface GuestJoinResult {
  /** The status link was texted (or will be: it is queued in the outbox). */
  sent: true;
  /** The new entry's status token; absent when the phone was already waiting. */
  token?: string;
}

/** The answer of "Wrong number?": the entry's new status token (the old link was texted to the old phone). */
export interface GuestPhoneCorrected {
  token: string;
}

/** What the join page says after a remote join when the phone was already waiting. */
export const REMOTE_JOIN_SENT = {
  title: "We texted you a link",
  body: "Open its link to follow your place in line. It can take a minute to arrive.",
} as const;

/** Guest-facing sentences of the status page, one per state. */
export const guestStateMessages: Record<GuestState, { title: string; body: string }> = {
  waiting: { title: "You're on the waitlist", body: "We will text you when your table is ready." },
  ready: { title: "Your table is ready!", body: "Please come to the host stand." },
  seated: { title: "You've been seated", body: "Enjoy your meal!" },
  removed: {
    title: "You're no longer on the waitlist",
    body: "The host removed this party from the line. Please see the host if this is a mistake.",
  },
  cancelled: { title: "You left the line", body: "Your place has been given up. We hope to see you soon." },
};

/** The position sentence of the status page. */
export function guestPositionMessage(position: number): string {
  return position <= 1 ? "You are next in line!" : `You are number ${position} in line.`;
}

/** Refusals of a remote join (the first is also the kiosk's: packages/api services/waitlist/join.ts). */
export const WAITLIST_CLOSED_MESSAGE = "The waitlist is closed right now. Please wait to be seated!";
export const REMOTE_JOIN_DISABLED =
  "This restaurant does not take waitlist sign-ups from phones. Please join at the host stand.";
