/**
 * A host's own text to a waiting guest, and the thread of the visit (docs/product.md#texting-a-guest). The entry is
 * the session's store's (another store's id is "not found", its thread never read); the text goes through the outbox
 * like every other (queueText: the opt-out checked in the transaction, again by the dispatcher), so the guest's
 * reply is routed back to the entry by the inbound webhook and shows in the thread and as the row's message mark.
 */
import {
  type Executor,
  entryThread,
  getWaitlistEntry,
  hostMessagesOf,
  isOptedOut,
  type Tx,
} from "@seatline/db";
import {
  assertWaiting,
  conflict,
  DomainError,
  type GuestThread,
  HOST_MESSAGE_LIMIT_REACHED,
  HOST_MESSAGE_NO_PHONE,
  HOST_MESSAGE_NOT_TEXTABLE,
  HOST_MESSAGE_OPTED_OUT,
  HOST_MESSAGES_PER_VISIT,
  hostMessageBody,
  isTextablePhone,
  LINK_TOKEN_PLACEHOLDER,
  notFound,
  type SendToGuest,
  textMarkOf,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import type { StaffScope } from "../auth/types";
import { guestSubject, recordAudit } from "../privacy/audit";
import { lockedEntry } from "../waitlist/lifecycle/entry-tx";

type Entry = NonNullable<Awaited<ReturnType<typeof getWaitlistEntry>>>;

/** Why the host may not text this entry now (the first rule it breaks), or null. */
async function refusalOf(db: Executor, entry: Entry, sentSoFar: number): Promise<DomainError | null> {
  if (entry.status !== "waiting") return conflict("This party is no longer waiting.");
  const phone = entry.customerNumber;
  if (!phone) return conflict(HOST_MESSAGE_NO_PHONE);
  if (!isTextablePhone(phone)) return conflict(HOST_MESSAGE_NOT_TEXTABLE);
  if (await isOptedOut(db, entry.storeId, phone)) return conflict(HOST_MESSAGE_OPTED_OUT);
  if (sentSoFar >= HOST_MESSAGES_PER_VISIT)
    return new DomainError("TOO_MANY_REQUESTS", HOST_MESSAGE_LIMIT_REACHED);
  return null;
}

/** The visit's texts and replies, oldest first, and whether the host may write now. Never a phone number. */
export async function readGuestThread(deps: AppDeps, staff: StaffScope, id: number): Promise<GuestThread> {
  const entry = await getWaitlistEntry(deps.db, staff.store.id, id);
  if (!entry) throw notFound(`Waitlist entry ${id} was not found.`);
  const { sent, received } = await entryThread(deps.db, staff.store.id, entry.id);
  const hostMessages = sent.filter((m) => m.kind === "host_message").length;
  const refusal = await refusalOf(deps.db, entry, hostMessages);
  const lines: GuestThread["lines"] = [
    ...sent.map((m) => ({
      id: `out-${m.id}`,
      direction: "out" as const,
      // A guest link's token is never at rest (guest-links.ts): the host reads "/w/…" where it was.
      body: m.body.replaceAll(`/${LINK_TOKEN_PLACEHOLDER}`, "/…"),
      at: m.createdAt.toISOString(),
      byHost: m.kind === "host_message",
      mark: textMarkOf(m),
    })),
    ...received.map((r) => ({
      id: `in-${r.id}`,
      direction: "in" as const,
      body: r.body,
      at: r.createdAt.toISOString(),
      byHost: false,
      mark: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  return {
    lines,
    canSend: refusal === null,
    refusal: refusal?.message ?? null,
    hostMessages,
    hostMessagesMax: HOST_MESSAGES_PER_VISIT,
  };
}

export interface SentToGuest {
  queued: true;
  hostMessages: number;
  hostMessagesMax: number;
}

async function sendTx(tx: Tx, staff: StaffScope, input: SendToGuest, now: Date): Promise<SentToGuest> {
  // Locked first: two hosts' sends at once are counted one after the other against the visit's limit.
  const entry = await lockedEntry(tx, staff.store.id, input.id);
  assertWaiting(entry.status);
  const refusal = await refusalOf(tx, entry, await hostMessagesOf(tx, entry.storeId, entry.id));
  const phone = entry.customerNumber;
  if (refusal || !phone) throw refusal ?? conflict(HOST_MESSAGE_NO_PHONE);
  const queued = await queueText(
    tx,
    {
      storeId: entry.storeId,
      kind: "host_message",
      toPhone: phone,
      body: hostMessageBody(staff.store.name, input.message),
      waitlistEntryId: entry.id,
      language: entry.language,
    },
    now,
  );
  if (queued === null) throw conflict(HOST_MESSAGE_OPTED_OUT);
  // Free words to a guest's phone are the host's act: the log names who and which party (the phone by its last two digits), never the words.
  await recordAudit(
    tx,
    staff.store.id,
    staff.user,
    "guest.text",
    guestSubject(phone),
    { ticket: entry.ticketId },
    now,
  );
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return {
    queued: true,
    hostMessages: await hostMessagesOf(tx, entry.storeId, entry.id),
    hostMessagesMax: HOST_MESSAGES_PER_VISIT,
  };
}

/** Queues the host's message to the entry's phone in one transaction with its audit line and the store's event. */
export function sendToGuest(deps: AppDeps, staff: StaffScope, input: SendToGuest): Promise<SentToGuest> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => sendTx(tx, staff, input, now));
}
