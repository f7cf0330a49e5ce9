import type { Executor, MessageKind } from "@seatline/db";
import { findReservationById, getWaitlistEntry, type messages, queueOutboxText } from "@seatline/db";
import {
  type GuestLanguage,
  notTextableReason,
  notTextableReasons,
  redactGuestLinks,
  translate,
} from "@seatline/domain";

export interface OutgoingText {
  storeId: string;
  kind: MessageKind;
  /** 10 digits. */
  toPhone: string;
  body: string;
  /** What the text is about: replies are routed to it and the host sees its delivery marks there. */
  waitlistEntryId?: number;
  reservationId?: number;
  /** The notify-list request a text is about (its offer's reply 1 or 9 is routed to it). */
  notifyRequestId?: number;
  /** Not sent before this time (reminders); now when absent. */
  notBefore?: Date;
  /** At most one row per key: a second queueText with the same key queues nothing. */
  dedupeKey?: string;
  /** The guest's language, for the opt-out line of a first text; else the entry's or booking's, else English. */
  language?: GuestLanguage;
  /**
   * An anonymous action queues it (a public booking, a guest's change, a notify request, a status link): it counts
   * against its phone's bound per store a day, and past it is held back (seatline_recipient_held).
   */
  bounded?: boolean;
  /** Kept but never sent, with the reason the host reads (a booking's changes past their bound: change-notices.ts). */
  heldReason?: string;
}

/**
 * Ends the first text a phone gets from a sending number (a store's own, or the shared one): carriers expect the way
 * out on it. Opt-outs follow the same number (docs/product.md#texts).
 */
export function optOutLine(language: GuestLanguage): string {
  // Its translations stay GSM-7 (Spanish "mas", no á): a text stays in 160-character segments.
  return translate(language, "Reply STOP to opt out.");
}

/** The reason of a number outside the US and Canada; each other rule has its own (domain phone-textable.ts). */
export const NOT_TEXTABLE_REASON = notTextableReasons.outsideUsCanada;

/**
 * Queues a text in the outbox inside the caller's transaction (docs/architecture.md#the-outbox): it exists exactly when the
 * action committed; the dispatcher sends it later. Answers the row id, or null when nothing was queued: the phone
 * opted out of this store's texts (checked in the same statement, so no path can text it), or a row with the same
 * dedupe key exists. The first text to a phone from the store's sending number ends with the opt-out line. Both rules
 * are the SQL's (seatline_queue_text, packages/db/sql/functions), the join's and the booking's statements use too. A
 * phone that cannot be texted (outside the US and Canada) gets a row marked skipped with the reason, so the host sees
 * the guest was not texted.
 */
export async function queueText(tx: Executor, text: OutgoingText, now: Date): Promise<number | null> {
  const language = text.language ?? (await subjectLanguage(tx, text));
  return queueOutboxText(tx, text.storeId, outboxRow(text, now), optOutLine(language));
}

/**
 * What an outbox row holds for a text, by the messages table's fields: the one definition of a queued text, used by
 * queueText and by the join and the booking (which queue their text inside one SQL statement).
 */
export function outboxRow(text: OutgoingText, now: Date): typeof messages.$inferInsert {
  const notTextable = notTextableReason(text.toPhone);
  const textable = notTextable === null;
  const due = text.notBefore ?? now;
  // No working guest link at rest: the body keeps /w/{token} and /r/{token}; the tokens wait in link_tokens until the
  // dispatcher sends the text (and are never kept for a text that will not be sent).
  const { language: _language, heldReason, ...row } = text;
  const stored = redactGuestLinks(text.body);
  const held = textable && heldReason !== undefined;
  return {
    ...row,
    body: stored.body,
    linkTokens: textable && !held ? stored.linkTokens : null,
    notBefore: text.notBefore ?? null,
    status: !textable ? "skipped" : held ? "held" : "pending",
    lastError: notTextable ?? heldReason ?? null,
    nextAttemptAt: due,
    createdAt: now,
  };
}

/** The language stored with what a text is about; English when it is about nothing (a test text). */
async function subjectLanguage(tx: Executor, text: OutgoingText): Promise<GuestLanguage> {
  if (text.waitlistEntryId !== undefined)
    return (await getWaitlistEntry(tx, text.storeId, text.waitlistEntryId))?.language ?? "en";
  if (text.reservationId !== undefined)
    return (await findReservationById(tx, text.storeId, text.reservationId))?.language ?? "en";
  return "en";
}
