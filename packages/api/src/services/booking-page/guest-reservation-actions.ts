/**
 * What a guest may do to their own booking (by text reply or on /r/{token}), in the caller's transaction: confirm
 * it, or cancel it (not after its start, not twice). A cancellation frees the table at once and the Reservations tab
 * hears of it (store event).
 */
import {
  type Executor,
  findReservationById,
  type ReservationRecord,
  updateReservationRow,
} from "@seatline/db";
import { storeInstant } from "@seatline/domain";
import { emitStoreEvent } from "../../events/store-events";

export type GuestCancelOutcome = "cancelled" | "already_cancelled" | "started" | "closed" | "missing";
export type GuestConfirmOutcome = "confirmed" | "already_confirmed" | "closed" | "missing";

export async function guestCancelReservation(
  tx: Executor,
  storeId: string,
  reservationId: number,
  timezone: string,
  now: Date,
): Promise<{ outcome: GuestCancelOutcome; row?: ReservationRecord }> {
  const row = await findReservationById(tx, storeId, reservationId, true);
  if (!row) return { outcome: "missing" };
  if (row.status === "CANCELLED") return { outcome: "already_cancelled", row };
  if (row.status !== "PENDING" && row.status !== "CONFIRMED") return { outcome: "closed", row };
  if (now.getTime() >= storeInstant(timezone, row.reservationDate, row.reservationTime).getTime()) {
    return { outcome: "started", row };
  }
  const next = await updateReservationRow(tx, storeId, row.id, { status: "CANCELLED", updatedAt: now });
  await emitStoreEvent(tx, storeId, "reservations");
  return { outcome: "cancelled", row: next };
}

export async function guestConfirmReservation(
  tx: Executor,
  storeId: string,
  reservationId: number,
  now: Date,
): Promise<{ outcome: GuestConfirmOutcome; row?: ReservationRecord }> {
  const row = await findReservationById(tx, storeId, reservationId, true);
  if (!row) return { outcome: "missing" };
  if (row.status === "CONFIRMED") return { outcome: "already_confirmed", row };
  if (row.status !== "PENDING") return { outcome: "closed", row };
  const next = await updateReservationRow(tx, storeId, row.id, { status: "CONFIRMED", updatedAt: now });
  await emitStoreEvent(tx, storeId, "reservations");
  return { outcome: "confirmed", row: next };
}
