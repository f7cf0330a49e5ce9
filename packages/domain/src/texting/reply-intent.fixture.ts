/**
 * Real-world phrasings of guests' replies and what each means (docs/product.md#texts). Used by reply-intent.test.ts and, through
 * the inbound webhook, by packages/api/src/webhooks/inbound.int.test.ts.
 */
import type { ReplyContext, ReplyIntent } from "./reply-intent";

export interface ReplyCase {
  body: string;
  context: ReplyContext;
  expected: ReplyIntent["kind"];
}

export const REPLY_FIXTURE: readonly ReplyCase[] = [
  // Waitlist: leave the line
  { body: "9", context: "waitlist", expected: "leave" },
  { body: "C", context: "waitlist", expected: "leave" },
  { body: "c.", context: "waitlist", expected: "leave" },
  { body: "Cancel please", context: "waitlist", expected: "leave" },
  { body: "Can't make it, sorry!", context: "waitlist", expected: "leave" },
  { body: "we cant make it tonight", context: "waitlist", expected: "leave" },
  { body: "We won’t be able to come, cancel us", context: "waitlist", expected: "leave" },
  { body: "Not coming anymore", context: "waitlist", expected: "leave" },
  // Waitlist: running late
  { body: "L", context: "waitlist", expected: "late" },
  { body: "late", context: "waitlist", expected: "late" },
  { body: "5 min", context: "waitlist", expected: "late" },
  { body: "Running late!!", context: "waitlist", expected: "late" },
  { body: "be there in 10 mins", context: "waitlist", expected: "late" },
  { body: "Parking, 2 minutes", context: "waitlist", expected: "late" },
  { body: "a few minutes behind", context: "waitlist", expected: "late" },
  // Waitlist: anything else is a message for the host
  { body: "Can we sit outside?", context: "waitlist", expected: "message" },
  { body: "On our way", context: "waitlist", expected: "message" },
  { body: "How long is the wait now?", context: "waitlist", expected: "message" },
  { body: "👍", context: "waitlist", expected: "message" },
  // Reservations: confirm
  { body: "1", context: "reservation", expected: "confirm" },
  { body: "YES", context: "reservation", expected: "confirm" },
  { body: "Yes!", context: "reservation", expected: "confirm" },
  { body: "confirm", context: "reservation", expected: "confirm" },
  { body: "Yes, see you then", context: "reservation", expected: "confirm" },
  // Reservations: cancel
  { body: "9", context: "reservation", expected: "cancel" },
  { body: "cancel my reservation", context: "reservation", expected: "cancel" },
  { body: "Please cancel.", context: "reservation", expected: "cancel" },
  { body: "can't make it anymore", context: "reservation", expected: "cancel" },
  // Reservations: anything else
  { body: "Can we add one more person?", context: "reservation", expected: "message" },
  // Compliance keywords, whatever the text was about
  { body: "STOP", context: "waitlist", expected: "opt_out" },
  { body: "stop", context: "reservation", expected: "opt_out" },
  { body: "Stop.", context: "waitlist", expected: "opt_out" },
  { body: "STOPALL", context: "reservation", expected: "opt_out" },
  { body: "Unsubscribe", context: "waitlist", expected: "opt_out" },
  { body: "END", context: "reservation", expected: "opt_out" },
  { body: "quit", context: "waitlist", expected: "opt_out" },
  { body: "CANCEL", context: "reservation", expected: "opt_out" },
  { body: "cancel", context: "waitlist", expected: "opt_out" },
  { body: "REVOKE", context: "waitlist", expected: "opt_out" },
  { body: "OPTOUT", context: "reservation", expected: "opt_out" },
  { body: "opt out", context: "waitlist", expected: "opt_out" },
  { body: "Stop texting me", context: "waitlist", expected: "opt_out" },
  { body: "please don't text me anymore", context: "reservation", expected: "opt_out" },
  { body: "no more messages please", context: "waitlist", expected: "opt_out" },
  { body: "Wrong number", context: "reservation", expected: "opt_out" },
  { body: "START", context: "waitlist", expected: "opt_in" },
  { body: "unstop", context: "reservation", expected: "opt_in" },
  { body: "HELP", context: "waitlist", expected: "help" },
  { body: "help", context: "reservation", expected: "help" },
];
