/** The answers to guests' text replies (docs/product.md#texts), one per outcome. Sent back as TwiML, never through the outbox. */
import { formatLongDate, formatPhone, formatTime12, toGsm7 } from "@seatline/domain";

export interface StoreTextInfo {
  name: string;
  phone: string;
  /**
   * Whose texts STOP and START cover (docs/product.md#texts): "shared" when the store texts from the number many stores
   * share (all of them), "own" when it has its own number (only it). HELP and the STOP/START answers say which.
   */
  scope?: "shared" | "own";
}

/** One live conversation when a phone has several: the letter the guest starts a reply with picks it. */
export interface ConversationChoice {
  letter: string;
  storeName: string;
  about: "line" | "booking" | "list";
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
  /** A reply that mentions leaving or cancelling but not plainly: nothing done, the guest is asked. */
  askLeave: (s: StoreTextInfo) => string;
  askCancel: (s: StoreTextInfo) => string;
  /** The phone has live conversations with more than one party or booking: which one? Nothing done. */
  whichOne: (choices: ConversationChoice[]) => string;
}

const shared = (s: StoreTextInfo) => s.scope !== "own";

export const replyTexts: ReplyTexts = {
  unknown: () =>
    "Sorry, we could not match this text to a place in line or a booking. Please contact the restaurant directly.",
  optedOut: (s: StoreTextInfo) =>
    toGsm7(
      shared(s)
        ? `${s.name}: you will get no more texts from this number, from any restaurant that texts from it. Reply START to get texts again.`
        : `${s.name}: you will get no more texts from ${s.name}. Reply START to get texts again.`,
    ),
  optedIn: (s: StoreTextInfo) =>
    toGsm7(
      shared(s)
        ? `${s.name}: you will get texts from us again (every restaurant that texts from this number). Reply STOP to stop.`
        : `${s.name}: you will get texts from us again. Reply STOP to stop.`,
    ),
  help: (s: StoreTextInfo) =>
    toGsm7(
      `${s.name}: texts about your place in line or your booking.${call(s)} Reply STOP to stop texts ${shared(s) ? "from this number (every restaurant that texts from it)" : `from ${s.name}`}.`,
    ),
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
  askLeave: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: the host has your message. Reply 9 if you want to leave the line.`),
  askCancel: (s: StoreTextInfo) =>
    toGsm7(`${s.name}: the host has your message. Reply 9 if you want to cancel your reservation.`),
  whichOne: (choices: ConversationChoice[]) =>
    toGsm7(
      `You have texts about more than one visit: ${choices
        .map(
          (c) =>
            `${c.letter} for ${c.storeName} (${c.about === "line" ? "your place in line" : c.about === "list" ? "your place on the notify list" : "your booking"})`,
        )
        .join(", ")}. Please reply with the letter first, e.g. "${choices[0]?.letter ?? "A"} 9".`,
    ),
};
