/** A booking's history of changes (schema/reservation-changes.ts): written with each change, read by the console. */
import type { ReservationChangeActor } from "@seatline/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import { reservationChanges } from "../schema/reservation-changes";

export type ReservationChangeRecord = typeof reservationChanges.$inferSelect;
export type NewReservationChange = Omit<typeof reservationChanges.$inferInsert, "id">;

export async function insertReservationChange(db: Executor, row: NewReservationChange): Promise<void> {
  await db.insert(reservationChanges).values(row);
}

/** One booking's changes, oldest first. */
export async function reservationChangesOf(
  db: Executor,
  storeId: string,
  reservationId: number,
): Promise<ReservationChangeRecord[]> {
  return db
    .select()
    .from(reservationChanges)
    .where(and(eq(reservationChanges.storeId, storeId), eq(reservationChanges.reservationId, reservationId)))
    .orderBy(asc(reservationChanges.createdAt), asc(reservationChanges.id));
}

/** Who changed each of these bookings last (bookings never changed are not in the map). */
export async function lastChangeActors(
  db: Executor,
  storeId: string,
  reservationIds: readonly number[],
): Promise<Map<number, ReservationChangeActor>> {
  const last = new Map<number, ReservationChangeActor>();
  if (reservationIds.length === 0) return last;
  const rows = await db
    .select({ reservationId: reservationChanges.reservationId, changedBy: reservationChanges.changedBy })
    .from(reservationChanges)
    .where(
      and(
        eq(reservationChanges.storeId, storeId),
        inArray(reservationChanges.reservationId, [...reservationIds]),
      ),
    )
    .orderBy(asc(reservationChanges.createdAt), asc(reservationChanges.id));
  for (const r of rows) last.set(r.reservationId, r.changedBy);
  return last;
}
