/**
 * The notify list's texts (docs/product.md#notify-me), in the guest's language and GSM-7. The first text asks the
 * guest to reply 1: anyone can type any phone on the public page, so no table is offered until the phone itself has
 * answered. The offer's sentence is the one the guest acts on ("reply 1 within 10 minutes (9 to pass)"); its link
 * opens the guest's own notify page, where a button takes the table as reply 1 does.
 */
import { PUBLIC_BOOKINGS_PER_PHONE } from "../entities/reservation-constants";
import { msg } from "../i18n/format-message";
import { type GuestLanguage, guestLanguageCodes } from "../i18n/language";
import { translate } from "../i18n/translate";
import { formatLongDate } from "../long-date";
import { toGsm7 } from "../sms-templates";
import { timeToMinutes } from "../store-time";

/** "7:00 PM" (the offer text and the notify page). */
export function formatClockTime(time: string): string {
  const minutes = timeToMinutes(time);
  const h24 = Math.floor(minutes / 60) % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

export interface ListedTextInput {
  storeName: string;
  requestDate: string;
  windowStart: string;
  windowEnd: string;
  partySize: number;
  link: string;
  language: GuestLanguage;
}

/** The request is on the list, waiting for the phone's reply 1; the guest's page to see their place and leave. */
export function notifyListedText(r: ListedTextInput): string {
  const date = formatLongDate(r.requestDate, r.language);
  const from = formatClockTime(r.windowStart);
  const to = formatClockTime(r.windowEnd);
  const values = { store: r.storeName, partySize: r.partySize, date, from, to, link: r.link };
  // A window of one time (a full time asked for from the public page) reads as that time, not "7:00 PM and 7:00 PM".
  return toGsm7(
    from === to
      ? translate(
          r.language,
          "{store}: you're on the list for a table for {partySize} on {date} at {from}. Reply 1 to confirm this number, then we will text you if one frees up. Your place: {link}",
          values,
        )
      : translate(
          r.language,
          "{store}: you're on the list for a table for {partySize} on {date} between {from} and {to}. Reply 1 to confirm this number, then we will text you if one frees up. Your place: {link}",
          values,
        ),
  );
}

export interface OfferTextInput {
  storeName: string;
  offerDate: string;
  slotTime: string;
  partySize: number;
  holdMinutes: number;
  link: string;
  language: GuestLanguage;
}

/** The offer: held for this guest alone for the hold length. */
export function notifyOfferText(r: OfferTextInput): string {
  const date = formatLongDate(r.offerDate, r.language);
  const time = formatClockTime(r.slotTime);
  return toGsm7(
    translate(
      r.language,
      "{store}, {date}: A table for {partySize} at {time} is yours if you reply 1 within {holdMinutes} minutes (9 to pass). {link}",
      { store: r.storeName, date, partySize: r.partySize, time, holdMinutes: r.holdMinutes, link: r.link },
    ),
  );
}

interface NotifyReplyTexts {
  gone: (store: string) => string;
  passed: (store: string) => string;
  notUnderstood: (store: string) => string;
  waiting: (store: string) => string;
  /** The phone answered the first text: offers can now be made to it. */
  confirmed: (store: string) => string;
  /** A 1 refused by the public page's cap on upcoming bookings per phone: the table went on. */
  phoneLimit: (store: string) => string;
}

function notifyReplies(language: GuestLanguage): NotifyReplyTexts {
  const say = (message: string) => (store: string) =>
    toGsm7(translate(language, message, { store, limit: PUBLIC_BOOKINGS_PER_PHONE }));
  return {
    gone: say(msg("{store}: Sorry, that table has gone to the next guest. You are still on the list.")),
    passed: say(msg("{store}: thanks, we passed that table on. You are still on the list.")),
    notUnderstood: say(msg("{store}: sorry, we did not understand. Reply 1 to take the table or 9 to pass.")),
    waiting: say(msg("{store}: you are on the list. We will text you if a table frees up.")),
    confirmed: say(msg("{store}: thanks, your number is confirmed. We will text you if a table frees up.")),
    phoneLimit: say(
      msg(
        "{store}: this phone number already has {limit} upcoming reservations here, so we passed that table on. Please call the restaurant to book another.",
      ),
    ),
  };
}

/**
 * The answers to a reply about an offer (sent back at once, never through the outbox), in each language. Pure: the
 * guest apps bundle this module (formatClockTime) and must not keep the server's catalog for an unused constant.
 */
export const notifyReplyTexts = /* @__PURE__ */ (() =>
  Object.fromEntries(guestLanguageCodes.map((language) => [language, notifyReplies(language)])) as Record<
    GuestLanguage,
    NotifyReplyTexts
  >)();
