import type { Executor, MessageKind } from "@seatline/db";
import { messages } from "@seatline/db";

export interface OutgoingText {
  storeId: string;
  kind: MessageKind;
  /** 10 digits. */
  toPhone: string;
  body: string;
}

/**
 * Queues a text in the outbox inside the caller's transaction (DESIGN "Text messages"): it exists exactly when the
 * action committed; the dispatcher sends it later.
 */
export async function queueText(tx: Executor, text: OutgoingText, now: Date): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({ ...text, status: "pending", nextAttemptAt: now, createdAt: now })
    .returning({ id: messages.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}
