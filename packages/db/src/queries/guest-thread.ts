/**
 * The texts of one walk-in's visit, for the host's thread (docs/product.md#texting-a-guest): what the store's outbox
 * sent about the entry and the replies the inbound webhook routed to it (webhooks/inbound-reply.ts records which
 * entry a reply answered). Both filter by the store: another store's entry id reads an empty thread.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { inboundMessages } from "../schema/texting";

export async function entryThread(db: Executor, storeId: string, entryId: number) {
  const sent = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      body: messages.body,
      createdAt: messages.createdAt,
      status: messages.status,
      deliveryStatus: messages.deliveryStatus,
      deliveryErrorCode: messages.deliveryErrorCode,
      deliveryUpdatedAt: messages.deliveryUpdatedAt,
      lastError: messages.lastError,
    })
    .from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.waitlistEntryId, entryId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const received = await db
    .select({ id: inboundMessages.id, body: inboundMessages.body, createdAt: inboundMessages.createdAt })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.storeId, storeId), eq(inboundMessages.waitlistEntryId, entryId)))
    .orderBy(asc(inboundMessages.createdAt), asc(inboundMessages.id));
  return { sent, received };
}

/** How many of the host's own messages an entry has had (the per-visit limit counts these, opted out or not). */
export async function hostMessagesOf(db: Executor, storeId: string, entryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, storeId),
        eq(messages.waitlistEntryId, entryId),
        eq(messages.kind, "host_message"),
      ),
    );
  return row?.n ?? 0;
}
