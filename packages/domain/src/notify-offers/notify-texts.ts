/**
 * The notify list's texts (docs/product.md#notify-me), in the guest's language and GSM-7. The first text asks the
 * guest to reply 1: anyone can type any phone on the public page, so no table is offered until the phone itself has
 * answered. The offer's sentence is the one the guest acts on ("reply 1 within 10 minutes (9 to pass)"); its link
 * opens the guest's own notify page, where a button takes the table as reply 1 does.
 */
import { PUBLIC_BOOKINGS_PER_PHONE } from "../entities/reservation-constants";
import type { GuestLanguage } from "../i18n/language";
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
  // A window of one time (a full time asked for from the public page) reads as that time, not "7:00 PM and 7:00 PM".
  const one = from === to;
  if (r.language === "es") {
    const when = one ? `a las ${from}` : `entre ${from} y ${to}`;
    return toGsm7(
      `${r.storeName}: esta en la lista para una mesa para ${r.partySize} el ${date} ${when}. Responda 1 para confirmar este numero y le escribiremos si se libera una. Su lugar: ${r.link}`,
    );
  }
  const when = one ? `at ${from}` : `between ${from} and ${to}`;
  return toGsm7(
    `${r.storeName}: you're on the list for a table for ${r.partySize} on ${date} ${when}. Reply 1 to confirm this number, then we will text you if one frees up. Your place: ${r.link}`,
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
  if (r.language === "es") {
    return toGsm7(
      `${r.storeName}, ${date}: Una mesa para ${r.partySize} a las ${time} es suya si responde 1 en ${r.holdMinutes} minutos (9 para pasar). ${r.link}`,
    );
  }
  return toGsm7(
    `${r.storeName}, ${date}: A table for ${r.partySize} at ${time} is yours if you reply 1 within ${r.holdMinutes} minutes (9 to pass). ${r.link}`,
  );
}

/** The answers to a reply about an offer (sent back at once, never through the outbox). */
export const notifyReplyTexts: Record<
  GuestLanguage,
  {
    gone: (store: string) => string;
    passed: (store: string) => string;
    notUnderstood: (store: string) => string;
    waiting: (store: string) => string;
    /** The phone answered the first text: offers can now be made to it. */
    confirmed: (store: string) => string;
    /** A 1 refused by the public page's cap on upcoming bookings per phone: the table went on. */
    phoneLimit: (store: string) => string;
  }
> = {
  en: {
    gone: (store) =>
      toGsm7(`${store}: Sorry, that table has gone to the next guest. You are still on the list.`),
    passed: (store) => toGsm7(`${store}: thanks, we passed that table on. You are still on the list.`),
    notUnderstood: (store) =>
      toGsm7(`${store}: sorry, we did not understand. Reply 1 to take the table or 9 to pass.`),
    waiting: (store) => toGsm7(`${store}: you are on the list. We will text you if a table frees up.`),
    confirmed: (store) =>
      toGsm7(`${store}: thanks, your number is confirmed. We will text you if a table frees up.`),
    phoneLimit: (store) =>
      toGsm7(
        `${store}: this phone number already has ${PUBLIC_BOOKINGS_PER_PHONE} upcoming reservations here, so we passed that table on. Please call the restaurant to book another.`,
      ),
  },
  es: {
    gone: (store) => toGsm7(`${store}: Lo sentimos, esa mesa paso al siguiente cliente. Sigue en la lista.`),
    passed: (store) => toGsm7(`${store}: gracias, pasamos esa mesa al siguiente. Sigue en la lista.`),
    notUnderstood: (store) =>
      toGsm7(`${store}: no entendimos. Responda 1 para tomar la mesa o 9 para pasar.`),
    waiting: (store) => toGsm7(`${store}: esta en la lista. Le escribiremos si se libera una mesa.`),
    confirmed: (store) =>
      toGsm7(`${store}: gracias, su numero esta confirmado. Le escribiremos si se libera una mesa.`),
    phoneLimit: (store) =>
      toGsm7(
        `${store}: este numero ya tiene ${PUBLIC_BOOKINGS_PER_PHONE} reservaciones proximas aqui, asi que pasamos esa mesa al siguiente. Por favor llame al restaurante para reservar otra.`,
      ),
  },
};
