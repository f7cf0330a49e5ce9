/**
 * The answers to guests' text replies (docs/product.md#texts), one per outcome, in the language of what the reply is
 * about (docs/product.md#languages: the Spanish is in packages/domain/src/i18n/catalog-es-texts.ts). Sent back as
 * TwiML, never through the outbox.
 */
import {
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  type GuestLanguage,
  msg,
  toGsm7,
  translate,
} from "@seatline/domain";

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

type When = { reservationDate: string; reservationTime: string };

/** One answer per outcome. */
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

const aboutMessages: Record<ConversationChoice["about"], string> = {
  line: msg("your place in line"),
  list: msg("your place on the notify list"),
  booking: msg("your booking"),
};

/** The answers in a language. */
export function replyTextsIn(language: GuestLanguage): ReplyTexts {
  const say = (message: string, s: StoreTextInfo, values: Record<string, string> = {}) =>
    translate(language, message, { store: s.name, ...values });
  // The store's phone, when it has one, follows the answer.
  const call = (s: StoreTextInfo) =>
    s.phone ? ` ${translate(language, "Call {phone}.", { phone: formatPhone(s.phone) })}` : "";
  const when = (r: When) => ({
    date: formatLongDate(r.reservationDate, language),
    time: formatTime12(r.reservationTime),
  });
  return {
    unknown: () =>
      toGsm7(
        translate(
          language,
          "Sorry, we could not match this text to a place in line or a booking. Please contact the restaurant directly.",
        ),
      ),
    optedOut: (s) =>
      toGsm7(
        shared(s)
          ? say(
              msg(
                "{store}: you will get no more texts from this number, from any restaurant that texts from it. Reply START to get texts again.",
              ),
              s,
            )
          : say(msg("{store}: you will get no more texts from {store}. Reply START to get texts again."), s),
      ),
    optedIn: (s) =>
      toGsm7(
        shared(s)
          ? say(
              msg(
                "{store}: you will get texts from us again (every restaurant that texts from this number). Reply STOP to stop.",
              ),
              s,
            )
          : say(msg("{store}: you will get texts from us again. Reply STOP to stop."), s),
      ),
    help: (s) =>
      toGsm7(
        `${say(msg("{store}: texts about your place in line or your booking."), s)}${call(s)} ${
          shared(s)
            ? say(msg("Reply STOP to stop texts from this number (every restaurant that texts from it)."), s)
            : say(msg("Reply STOP to stop texts from {store}."), s)
        }`,
      ),
    left: (s) => toGsm7(say(msg("{store}: you have left the line. We hope to see you another time."), s)),
    notInLine: (s) => toGsm7(`${say(msg("{store}: you are no longer in line."), s)}${call(s)}`),
    late: (s) => toGsm7(say(msg("{store}: thanks, the host knows you are running late."), s)),
    hostSaw: (s) => toGsm7(say(msg("{store}: the host has your message."), s)),
    confirmed: (s, r) =>
      toGsm7(
        say(msg("{store}: thank you, your reservation for {people} on {date} at {time} is confirmed."), s, {
          people: formatPartySize(r.partySize, language),
          ...when(r),
        }),
      ),
    cancelled: (s, r) =>
      toGsm7(say(msg("{store}: your reservation on {date} at {time} is cancelled."), s, when(r))),
    alreadyCancelled: (s) => toGsm7(say(msg("{store}: this reservation is already cancelled."), s)),
    tooLate: (s) =>
      toGsm7(`${say(msg("{store}: this reservation can no longer be changed by text."), s)}${call(s)}`),
    notUnderstood: (s) =>
      toGsm7(
        `${say(msg("{store}: sorry, we did not understand. Reply 1 to confirm or 9 to cancel."), s)}${call(s)}`,
      ),
    askLeave: (s) =>
      toGsm7(say(msg("{store}: the host has your message. Reply 9 if you want to leave the line."), s)),
    askCancel: (s) =>
      toGsm7(
        say(msg("{store}: the host has your message. Reply 9 if you want to cancel your reservation."), s),
      ),
    whichOne: (choices) =>
      toGsm7(
        translate(
          language,
          'You have texts about more than one visit: {choices}. Please reply with the letter first, e.g. "{letter} 9".',
          {
            choices: choices
              .map((c) =>
                translate(language, "{letter} for {store} ({about})", {
                  letter: c.letter,
                  store: c.storeName,
                  about: translate(language, aboutMessages[c.about]),
                }),
              )
              .join(", "),
            letter: choices[0]?.letter ?? "A",
          },
        ),
      ),
  };
}

/** The English answers (the documented words). */
export const replyTexts: ReplyTexts = replyTextsIn("en");
