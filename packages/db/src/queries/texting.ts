/**
 * Queries of the texting loop (docs/product.md#texts): reminders to schedule, booking links, routing an inbound reply to the text
 * it answers. The reminder scan and reply routing work across stores (the dispatcher and the provider's webhooks
 * have no staff session); everything they find carries its own store_id.
 */
import type { GuestLanguage } from "@seatline/domain";
import { and, asc, between, desc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { notifyRequests } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";
import { reservationConfigs } from "../schema/settings";
import { stores } from "../schema/tenancy";
import { bookingLinks, inboundMessages } from "../schema/texting";
import { waitlistEntries } from "../schema/waitlist";
import { optedOutAmong } from "./opt-outs";

export interface ReminderCandidate {
  reservationId: number;
  reservationUuid: string;
  storeId: string;
  storeName: string;
  storePhone: string;
  timezone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestPhone: string;
  /** The booking's e-mail ("" when none): it gets an e-mail reminder too (notify/reminders.ts). */
  guestEmail: string;
  guestName: string;
  storeAddress: string;
  specialRequests: string;
  /** The guest's language: the reminder is worded in it. */
  language: GuestLanguage;
  status: string;
  createdAt: Date;
  remindersEnabled: boolean;
  reminderHours: number[];
}

/** PENDING or CONFIRMED bookings on dates between `fromDate` and `toDate` (store-local), every store. */
export async function reminderCandidates(
  db: Executor,
  fromDate: string,
  toDate: string,
): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({
      reservationId: reservations.id,
      reservationUuid: reservations.uuid,
      storeId: reservations.storeId,
      storeName: stores.name,
      storePhone: stores.phone,
      timezone: stores.timezone,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      partySize: reservations.partySize,
      guestPhone: reservations.guestPhone,
      guestEmail: reservations.guestEmail,
      guestName: reservations.guestName,
      storeAddress: stores.address,
      specialRequests: reservations.specialRequests,
      language: reservations.language,
      status: reservations.status,
      createdAt: reservations.createdAt,
      remindersEnabled: reservationConfigs.remindersEnabled,
      reminderHours: reservationConfigs.reminderHours,
    })
    .from(reservations)
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .leftJoin(reservationConfigs, eq(reservationConfigs.storeId, reservations.storeId))
    .where(
      and(
        inArray(reservations.status, ["PENDING", "CONFIRMED"]),
        between(reservations.reservationDate, fromDate, toDate),
      ),
    );
  return rows.map((r) => ({
    ...r,
    remindersEnabled: r.remindersEnabled ?? true,
    reminderHours: r.reminderHours ?? [24, 2],
  }));
}

/** One reservation with its store's clock, for the last check before a reminder goes out. */
export async function reservationForText(db: Executor, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      uuid: reservations.uuid,
      storeId: reservations.storeId,
      status: reservations.status,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      timezone: stores.timezone,
    })
    .from(reservations)
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .where(eq(reservations.id, reservationId));
  return row;
}

export async function insertBookingLink(
  db: Executor,
  link: { tokenHash: string; storeId: string; reservationId: number; createdAt: Date },
): Promise<void> {
  await db.insert(bookingLinks).values(link);
}

/** Retires every /r/ link of a booking (its phone was corrected: the old phone's links must stop opening it). */
export async function deleteBookingLinks(
  db: Executor,
  storeId: string,
  reservationId: number,
): Promise<number> {
  const rows = await db
    .delete(bookingLinks)
    .where(and(eq(bookingLinks.storeId, storeId), eq(bookingLinks.reservationId, reservationId)))
    .returning({ tokenHash: bookingLinks.tokenHash });
  return rows.length;
}

export async function findBookingLink(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
  return row;
}

/** Texts that reached the provider: a reply can only answer one of these (a queued or refused text was never seen). */
const SENT_STATUSES = ["sent", "uncertain"] as const;

/**
 * The most recent text sent to `phone` (10 digits) from `fromNumber` (E.164, the number the reply was sent to): which
 * store a reply that answers no live conversation is worded for. Texts never sent (pending, skipped, failed) do not count.
 */
export async function lastTextTo(db: Executor, phone: string, fromNumber: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.toPhone, phone),
        eq(messages.fromNumber, fromNumber),
        inArray(messages.status, [...SENT_STATUSES]),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

/** One party or booking a phone is texting about, and the id of the last text about it the phone received. */
export interface LiveConversation {
  storeId: string;
  storeName: string;
  waitlistEntryId: number | null;
  reservationId: number | null;
  /** A request on the notify list (its offers are answered 1 or 9). */
  notifyRequestId: number | null;
  lastMessageId: number;
}

/**
 * The conversations a reply from `phone` to `fromNumber` may answer: every waiting entry and every open booking (not
 * before `sinceDate`) that a text sent from that number to that phone was about, and whose phone is still this phone (a
 * corrected phone retires the old one's replies). Oldest first (the order of the letters when the guest is asked which).
 */
export async function liveConversations(
  db: Executor,
  phone: string,
  fromNumber: string,
  sinceDate: string,
): Promise<LiveConversation[]> {
  const sentHere = and(
    eq(messages.toPhone, phone),
    eq(messages.fromNumber, fromNumber),
    inArray(messages.status, [...SENT_STATUSES]),
  );
  const entries = await db
    .select({
      storeId: messages.storeId,
      storeName: stores.name,
      id: messages.waitlistEntryId,
      last: sql<number>`max(${messages.id})::int`,
    })
    .from(messages)
    .innerJoin(
      waitlistEntries,
      and(eq(waitlistEntries.id, messages.waitlistEntryId), eq(waitlistEntries.storeId, messages.storeId)),
    )
    .innerJoin(stores, eq(stores.id, messages.storeId))
    .where(and(sentHere, eq(waitlistEntries.status, "waiting"), eq(waitlistEntries.customerNumber, phone)))
    .groupBy(messages.storeId, stores.name, messages.waitlistEntryId);
  const booked = await db
    .select({
      storeId: messages.storeId,
      storeName: stores.name,
      id: messages.reservationId,
      last: sql<number>`max(${messages.id})::int`,
    })
    .from(messages)
    .innerJoin(
      reservations,
      and(eq(reservations.id, messages.reservationId), eq(reservations.storeId, messages.storeId)),
    )
    .innerJoin(stores, eq(stores.id, messages.storeId))
    .where(
      and(
        sentHere,
        inArray(reservations.status, ["PENDING", "CONFIRMED"]),
        eq(reservations.guestPhone, phone),
        gte(reservations.reservationDate, sinceDate),
      ),
    )
    .groupBy(messages.storeId, stores.name, messages.reservationId);
  const listed = await db
    .select({
      storeId: messages.storeId,
      storeName: stores.name,
      id: messages.notifyRequestId,
      last: sql<number>`max(${messages.id})::int`,
    })
    .from(messages)
    .innerJoin(
      notifyRequests,
      and(eq(notifyRequests.id, messages.notifyRequestId), eq(notifyRequests.storeId, messages.storeId)),
    )
    .innerJoin(stores, eq(stores.id, messages.storeId))
    .where(
      and(
        sentHere,
        inArray(notifyRequests.status, ["waiting", "offered"]),
        eq(notifyRequests.guestPhone, phone),
        gte(notifyRequests.requestDate, sinceDate),
      ),
    )
    .groupBy(messages.storeId, stores.name, messages.notifyRequestId);
  return [
    ...entries.map((e) => ({ ...e, waitlistEntryId: e.id, reservationId: null, notifyRequestId: null })),
    ...booked.map((r) => ({ ...r, waitlistEntryId: null, reservationId: r.id, notifyRequestId: null })),
    ...listed.map((n) => ({ ...n, waitlistEntryId: null, reservationId: null, notifyRequestId: n.id })),
  ]
    .map(({ storeId, storeName, waitlistEntryId, reservationId, notifyRequestId, last }) => ({
      storeId,
      storeName,
      waitlistEntryId,
      reservationId,
      notifyRequestId,
      lastMessageId: Number(last),
    }))
    .sort((a, b) => a.lastMessageId - b.lastMessageId);
}

export type NewInboundMessage = typeof inboundMessages.$inferInsert;

/** Records an inbound text once per provider id; answers false when it was already recorded (a webhook retry). */
export async function recordInbound(db: Executor, row: NewInboundMessage): Promise<boolean> {
  const inserted = await db
    .insert(inboundMessages)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: inboundMessages.id });
  return inserted.length === 1;
}

/** One reservation of a store by its id, locked when `forUpdate` (guest actions from a text or the booking page). */
export async function findReservationById(db: Executor, storeId: string, id: number, forUpdate = false) {
  const q = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.storeId, storeId), eq(reservations.id, id)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

/**
 * What the host's marks are made of, for one store: its waiting entries and its open reservations on `date`, the last
 * text about each, the guest's last words for the host on each booking, and which of their phones opted out.
 */
export async function textMarkSources(db: Executor, storeId: string, date: string) {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      phone: waitlistEntries.customerNumber,
      runningLateAt: waitlistEntries.runningLateAt,
      guestMessage: waitlistEntries.guestMessage,
      guestMessageAt: waitlistEntries.guestMessageAt,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.status, "waiting")));
  const booked = await db
    .select({ id: reservations.id, uuid: reservations.uuid, phone: reservations.guestPhone })
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.reservationDate, date),
        inArray(reservations.status, ["PENDING", "CONFIRMED", "SEATED"]),
      ),
    );
  const entryIds = entries.map((e) => e.id);
  const reservationIds = booked.map((r) => r.id);
  const about =
    entryIds.length + reservationIds.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.storeId, storeId),
              or(
                entryIds.length ? inArray(messages.waitlistEntryId, entryIds) : undefined,
                reservationIds.length ? inArray(messages.reservationId, reservationIds) : undefined,
              ),
            ),
          )
          .orderBy(asc(messages.id));
  const lastByEntry = new Map<number, (typeof about)[number]>();
  const lastByReservation = new Map<number, (typeof about)[number]>();
  for (const m of about) {
    if (m.waitlistEntryId !== null) lastByEntry.set(m.waitlistEntryId, m);
    if (m.reservationId !== null) lastByReservation.set(m.reservationId, m);
  }
  // A reply to a booking's text that was not acted on (a message, or an unclear mention of cancelling) is the
  // guest's words for the host: the answer they got says "the host has your message". Waitlist rows keep theirs
  // on the entry; a booking's are read from the replies recorded against it.
  const replies =
    reservationIds.length === 0
      ? []
      : await db
          .select({
            reservationId: inboundMessages.reservationId,
            body: inboundMessages.body,
            createdAt: inboundMessages.createdAt,
          })
          .from(inboundMessages)
          .where(
            and(
              eq(inboundMessages.storeId, storeId),
              inArray(inboundMessages.reservationId, reservationIds),
              inArray(inboundMessages.intent, ["message", "ask_cancel"]),
            ),
          )
          .orderBy(asc(inboundMessages.id));
  const wordsByReservation = new Map<number, { body: string; at: Date }>();
  for (const r of replies)
    if (r.reservationId !== null) wordsByReservation.set(r.reservationId, { body: r.body, at: r.createdAt });
  const phones = [...entries.map((e) => e.phone), ...booked.map((r) => r.phone)].filter(
    (p): p is string => p !== null,
  );
  const optedOut = await optedOutAmong(db, storeId, phones);
  return { entries, booked, lastByEntry, lastByReservation, wordsByReservation, optedOut };
}

/** Saves a store's reminder settings (the rest of its reservation config is kept). */
export async function saveReminderSettings(
  db: Executor,
  storeId: string,
  values: { remindersEnabled: boolean; reminderHours: number[] },
  now: Date,
) {
  const [row] = await db
    .insert(reservationConfigs)
    .values({ storeId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: reservationConfigs.storeId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error("reminder settings save returned nothing");
  return row;
}
