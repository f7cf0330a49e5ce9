/** The answers to guests' text replies (docs/product.md#texts), one per outcome. Sent back as TwiML, never through the outbox. */
import { formatLongDate, formatPhone, formatTime12, toGsm7 } from "@seatline/domain";

export interface StoreTextInfo {
  name: string;
  phone: string;
}

const call = (s: StoreTextInfo) => (s.phone ? ` Call ${formatPhone(s.phone)}.` : "");
const when = (r: { reservationDate: string; reservationTime: string }) =>
  `${formatLongDate(r.reservationDate)} at ${formatTime12(r.reservationTime)}`;

type When = { reservationDate: string; reservationTime: string };

/** One answer per outcome; reply-texts-es.ts has the Spanish ones. */
export interface ReplyTexts {
  unknown: () => string;
  optedOut: (s: StoreTextInfo) => string;
  optedIn: (s: StoreTextInfo) => string;
  help: (s: StoreTextInfo) => string;
  left: (s: StoreTextInfo) => string;
  notInLine: (s: StoreTextInfo) => string;
  late: (s: StoreTextInfo) => string;
  hostSaw: (s: StoreTextInfo) => string;
  confirmed: (s: StoreTextInfo, r: When & { partySize: number }) => string;
  cancelled: (s: StoreTextInfo, r: When) => string;
  alreadyCancelled: (s: StoreTextInfo) => string;
  tooLate: (s: StoreTextInfo) => string;
  notUnderstood: (s: StoreTextInfo) => string;
}

export const replyTexts: ReplyTexts = {
  unknown: () =>
    "Sorry, we could not match this text to a place in line or a booking. Please contact the restaurant directly.",
  optedOut: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: you will get no more texts from us. Reply START to get texts again.`),
  optedIn: (s: StoreTextInfo) => toGsm7(`${s.name}: you will get texts from us again. Reply STOP to stop.`),
  help: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: texts about your place in line or your booking.${call(s)} Reply STOP to stop texts.`),
  left: (s: StoreTextInfo) => toGsm7(`${s.name}: you have left the line. We hope to see you another time.`),
  notInLine: (s: StoreTextInfo) => toGsm7(`${s.name}: you are no longer in line.${call(s)}`),
  late: (s: StoreTextInfo) => toGsm7(`${s.name}: thanks, the host knows you are running late.`),
  hostSaw: (s: StoreTextInfo) => toGsm7(`${s.name}: the host has your message.`),
  confirmed: (s: StoreTextInfo, r: { reservationDate: string; reservationTime: string; partySize: number }) =>
    toGsm7(
      `${s.name}: thank you, your reservation for ${r.partySize === 1 ? "1 person" : `${r.partySize} people`} on ${when(r)} is confirmed.`,
    ),
  cancelled: (s: StoreTextInfo, r: { reservationDate: string; reservationTime: string }) =>
    toGsm7(`${s.name}: your reservation on ${when(r)} is cancelled.`),
  alreadyCancelled: (s: StoreTextInfo) => toGsm7(`${s.name}: this reservation is already cancelled.`),
  tooLate: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: this reservation can no longer be changed by text.${call(s)}`),
  notUnderstood: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: sorry, we did not understand. Reply 1 to confirm or 9 to cancel.${call(s)}`),
};
