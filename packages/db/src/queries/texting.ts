/**
 * Queries of the texting loop (docs/product.md#texts): reminders to schedule, booking links, routing an inbound reply to the text
 * it answers. The reminder scan and reply routing work across stores (the dispatcher and the provider's webhooks
 * have no staff session); everything they find carries its own store_id.
 */
import type { GuestLanguage } from "@seatline/domain";
import { and, asc, between, desc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
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

export async function findBookingLink(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
  return row;
}

/**
 * The most recent text sent to `phone` (10 digits) from `fromNumber` (E.164, the number the reply was sent to):
 * the store and entry or reservation a reply answers. Texts never sent (pending, skipped) do not count.
 */
export async function lastTextTo(db: Executor, phone: string, fromNumber: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.toPhone, phone),
        eq(messages.fromNumber, fromNumber),
        inArray(messages.status, ["sent", "uncertain", "failed"]),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
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

/** The store's most recent waiting entry with this phone (a waitlist text queued without its entry id). */
export async function latestWaitingEntryForPhone(db: Executor, storeId: string, phone: string) {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.customerNumber, phone),
        eq(waitlistEntries.status, "waiting"),
      ),
    )
    .orderBy(desc(waitlistEntries.id))
    .limit(1);
  return row;
}

/**
 * What the host's marks are made of, for one store: its waiting entries and its open reservations on `date`, the last
 * text about each, and which of their phones opted out.
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
  const phones = [...entries.map((e) => e.phone), ...booked.map((r) => r.phone)].filter(
    (p): p is string => p !== null,
  );
  const optedOut = await optedOutAmong(db, storeId, phones);
  return { entries, booked, lastByEntry, lastByReservation, optedOut };
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
