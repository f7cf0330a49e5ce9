/** Reservation rows. Every query is filtered by store_id. */

import { tableHoldingStatuses } from "@seatline/domain";
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lte, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { notifyOffers } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";

export type ReservationRecord = typeof reservations.$inferSelect;
export type NewReservationRow = Omit<typeof reservations.$inferInsert, "storeId" | "id" | "uuid">;

/**
 * Serialises bookings of one store and date until the transaction ends (works on PGlite and PostgreSQL):
 * capacity is counted and written under it, so concurrent bookings cannot overbook a slot. The key is
 * seatline_lock_store_date's (packages/db/sql/functions), the one the booking's statement takes too.
 */
export async function lockStoreDate(tx: Executor, storeId: string, date: string): Promise<void> {
  await tx.execute(sql`select seatline_lock_store_date(${storeId}::text, ${date}::text)`);
}

/**
 * Serialises public bookings for one phone at a store until the transaction ends, so that the per-phone cap is
 * counted and written under it. Always taken before the store-and-date lock (one order, no deadlock). The key is
 * seatline_lock_store_phone's, the one the booking's statement takes too.
 */
export async function lockStorePhone(tx: Executor, storeId: string, phone: string): Promise<void> {
  await tx.execute(sql`select seatline_lock_store_phone(${storeId}::text, ${phone}::text)`);
}

/** The statuses of a booking still to come: the public page's cap per phone counts them (here and in seatline_book). */
export const UPCOMING_STATUSES = ["PENDING", "CONFIRMED"] as const;

/** Upcoming bookings (PENDING or CONFIRMED, today or later in store time) of one phone at the store. */
export async function countUpcomingForPhone(
  db: Executor,
  storeId: string,
  phone: string,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.guestPhone, phone),
        gte(reservations.reservationDate, today),
        inArray(reservations.status, [...UPCOMING_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

export async function listReservationsByDate(
  db: Executor,
  storeId: string,
  date: string,
): Promise<ReservationRecord[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.storeId, storeId), eq(reservations.reservationDate, date)))
    .orderBy(asc(reservations.reservationTime), asc(reservations.id));
}

/** What a Reservations tab search looks for: a name fragment (ILIKE) or phone digits (a substring), or both. */
export interface ReservationSearch {
  from: string;
  to: string;
  /** Today in store time: bookings from today on come first (nearest first), then past ones (most recent first). */
  today: string;
  nameFragment: string;
  /** Digits of the query; matched only when there are at least 2 (a name query has none). */
  phoneDigits: string;
  limit: number;
}

/** `%`, `_` and `\` typed by a host match themselves, never as wildcards. */
function likeContains(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One query for a host's search, in one store, between two dates: bookings whose name contains the fragment or whose
 * phone contains the digits. Upcoming first by date and time, then the past by most recent date.
 */
export async function searchReservations(
  db: Executor,
  storeId: string,
  q: ReservationSearch,
): Promise<ReservationRecord[]> {
  const matches = [ilike(reservations.guestName, likeContains(q.nameFragment))];
  if (q.phoneDigits.length >= 2) matches.push(like(reservations.guestPhone, likeContains(q.phoneDigits)));
  const upcoming = sql`${reservations.reservationDate} >= ${q.today}`;
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        gte(reservations.reservationDate, q.from),
        lte(reservations.reservationDate, q.to),
        or(...matches),
      ),
    )
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${reservations.reservationDate} end asc`,
      desc(reservations.reservationDate),
      asc(reservations.reservationTime),
      asc(reservations.id),
    )
    .limit(q.limit);
}

/**
 * Time and party size of what holds capacity on a date (no guest data), optionally leaving one booking out: the
 * bookings that hold a table, and the live offers of the notify list (docs/product.md#notify-me), whose table is held
 * for their guest alone until taken, passed or expired. Every count of a slot's usage (the booking's capacity check,
 * the public page's and the legacy time windows) reads this, so a held table shows as taken everywhere.
 */
export async function activeBookingsOnDate(
  db: Executor,
  storeId: string,
  date: string,
  exceptId?: number,
): Promise<{ reservationTime: string; partySize: number }[]> {
  const conds = [
    eq(reservations.storeId, storeId),
    eq(reservations.reservationDate, date),
    inArray(reservations.status, [...tableHoldingStatuses]),
  ];
  if (exceptId !== undefined) conds.push(ne(reservations.id, exceptId));
  const booked = await db
    .select({ reservationTime: reservations.reservationTime, partySize: reservations.partySize })
    .from(reservations)
    .where(and(...conds));
  const held = await db
    .select({ reservationTime: notifyOffers.slotTime, partySize: notifyOffers.partySize })
    .from(notifyOffers)
    .where(
      and(
        eq(notifyOffers.storeId, storeId),
        eq(notifyOffers.offerDate, date),
        eq(notifyOffers.status, "offered"),
      ),
    );
  return [...booked, ...held];
}

/** A reservation of the store by uuid; `forUpdate` locks the row until the transaction ends. */
export async function findReservation(
  db: Executor,
  storeId: string,
  uuid: string,
  forUpdate = false,
): Promise<ReservationRecord | null> {
  const q = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.storeId, storeId), eq(reservations.uuid, uuid)))
    .limit(1);
  const [row] = forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function insertReservation(
  db: Executor,
  storeId: string,
  values: NewReservationRow,
): Promise<ReservationRecord> {
  const [row] = await db
    .insert(reservations)
    .values({ ...values, storeId })
    .returning();
  if (!row) throw new Error("reservation insert returned nothing");
  return row;
}

export async function updateReservationRow(
  db: Executor,
  storeId: string,
  id: number,
  values: Partial<NewReservationRow>,
): Promise<ReservationRecord> {
  const [row] = await db
    .update(reservations)
    .set(values)
    .where(and(eq(reservations.storeId, storeId), eq(reservations.id, id)))
    .returning();
  if (!row) throw new Error("reservation update returned nothing");
  return row;
}
