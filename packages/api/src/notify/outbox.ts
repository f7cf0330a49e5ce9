import type { Executor, MessageKind } from "@seatline/db";
import { isOptedOut, messages } from "@seatline/db";
import { isTextablePhone, redactGuestLinks } from "@seatline/domain";

export interface OutgoingText {
  storeId: string;
  kind: MessageKind;
  /** 10 digits. */
  toPhone: string;
  body: string;
  /** What the text is about: replies are routed to it and the host sees its delivery marks there. */
  waitlistEntryId?: number;
  reservationId?: number;
  /** Not sent before this time (reminders); now when absent. */
  notBefore?: Date;
  /** At most one row per key: a second queueText with the same key queues nothing. */
  dedupeKey?: string;
}

export const NOT_TEXTABLE_REASON = "Not texted: not a US or Canada mobile number.";

/**
 * Queues a text in the outbox inside the caller's transaction (docs/architecture.md#the-outbox): it exists exactly when the
 * action committed; the dispatcher sends it later. Answers the row id, or null when nothing was queued: the phone
 * opted out of this store's texts (checked in the same transaction, so no path can text it), or a row with the same
 * dedupe key exists. A phone that cannot be texted (outside the US and Canada) gets a row marked skipped with the
 * reason, so the host sees the guest was not texted.
 */
export async function queueText(tx: Executor, text: OutgoingText, now: Date): Promise<number | null> {
  if (await isOptedOut(tx, text.storeId, text.toPhone)) return null;
  return insertCheckedText(tx, text, now);
}

/**
 * queueText in two halves, for an action that must spend as few round trips as it can under a lock (the join): it
 * asks `textOptOut` early in its transaction (pipelined with its first statement) and, when that answered false,
 * writes with `insertCheckedText` in the same transaction. Same rule, same transaction, one round trip fewer.
 */
export function textOptOut(tx: Executor, storeId: string, phone: string): Promise<boolean> {
  return isOptedOut(tx, storeId, phone);
}

/**
 * What an outbox row holds for a text, by the messages table's fields: the one definition of a queued text, used by
 * insertCheckedText and by the join (which inserts its text inside one SQL statement: lifecycle/join.ts).
 */
export function outboxRow(text: OutgoingText, now: Date): typeof messages.$inferInsert {
  const textable = isTextablePhone(text.toPhone);
  const due = text.notBefore ?? now;
  // No working guest link at rest: the body keeps /w/{token} and /r/{token}; the tokens wait in link_tokens until the
  // dispatcher sends the text (and are never kept for a text that will not be sent).
  const stored = redactGuestLinks(text.body);
  return {
    ...text,
    body: stored.body,
    linkTokens: textable ? stored.linkTokens : null,
    notBefore: text.notBefore ?? null,
    status: textable ? "pending" : "skipped",
    lastError: textable ? null : NOT_TEXTABLE_REASON,
    nextAttemptAt: due,
    createdAt: now,
  };
}

/** The write of queueText; only after `textOptOut` answered false in the same transaction. */
export async function insertCheckedText(tx: Executor, text: OutgoingText, now: Date): Promise<number | null> {
  const [row] = await tx
    .insert(messages)
    .values(outboxRow(text, now))
    .onConflictDoNothing()
    .returning({ id: messages.id });
  return row?.id ?? null;
}
