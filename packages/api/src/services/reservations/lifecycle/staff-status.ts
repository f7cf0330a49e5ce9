/**
 * Status changes (docs/product.md#reservation-statuses), by the domain's one rule for what a booking allows now
 * (reservationActionRefusals, which the screens' buttons follow too): cancel an open booking until its day is over;
 * restore a cancelled one to PENDING when its slot still has room; SEATED and NO_SHOW from PENDING or CONFIRMED from
 * the booking's date on; a note (special_requests) at any status. A refused change is a 409 with the reason.
 */
import { lockStoreDate, type ReservationRecord, updateReservationRow } from "@seatline/db";
import { conflict, type Reservation, type ReservationStatus, statusChangeRefusal } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { queueCancellationEmail } from "../../../notify/mail-outbox";
import type { StaffScope } from "../../auth/types";
import { offerFreedCapacity } from "../../notify-offers/cascade";
import { assertCapacity } from "../capacity";
import { loadBookingRules } from "../date-rules";
import { storeNow } from "../store-context";
import { type ReservationActionContext, reservationAction } from "./reservation-tx";

export const RESTORE_FULL = "This reservation's time slot is now full, so it cannot be restored.";

export async function setReservationStatus(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
  status: ReservationStatus,
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, (c) => changeReservationStatusTx(deps, staff.store, c, status));
}

/**
 * The status change itself, inside a reservationAction's transaction (the booking's row locked): the one rule of
 * statusChangeRefusal, the capacity re-check of a restore, and the notify list's offer when a table is freed. Seat at
 * a table (seat-at-table.ts) runs it too.
 */
export async function changeReservationStatusTx(
  deps: AppDeps,
  store: StaffScope["store"],
  { tx, row, now }: ReservationActionContext,
  status: ReservationStatus,
): Promise<ReservationRecord> {
  const refusal = statusChangeRefusal(row, status, store.timezone, now);
  if (refusal) throw conflict(refusal);
  const regainsTable = (row.status === "CANCELLED" || row.status === "NO_SHOW") && status !== "CANCELLED";
  if (regainsTable) {
    await lockStoreDate(tx, row.storeId, row.reservationDate);
    const rules = await loadBookingRules(tx, row.storeId, storeNow(store.timezone, now).today);
    await assertCapacity(tx, row.storeId, rules, { ...row, exceptId: row.id }, RESTORE_FULL);
  }
  const next = await updateReservationRow(tx, row.storeId, row.id, {
    status,
    updatedAt: now,
    // When it was cancelled: the guest book counts a late cancellation from it (docs/product.md#guest-book).
    cancelledAt: status === "CANCELLED" ? now : null,
  });
  // A cancellation or a no-show marked before the time frees the table: the notify list hears of it at once.
  const freesTable =
    (status === "CANCELLED" || status === "NO_SHOW") &&
    !(row.status === "CANCELLED" || row.status === "NO_SHOW");
  if (freesTable) {
    await offerFreedCapacity(tx, {
      storeId: row.storeId,
      date: row.reservationDate,
      now,
      publicUrl: deps.config.publicUrl,
    });
  }
  // An open booking cancelled: the guest hears of it by e-mail (docs/product.md#booking-e-mails).
  if (status === "CANCELLED" && (row.status === "PENDING" || row.status === "CONFIRMED")) {
    await queueCancellationEmail(tx, next, "staff", now);
  }
  return next;
}

export async function saveReservationNote(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
  note: string,
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, ({ tx, row, now }) =>
    updateReservationRow(tx, row.storeId, row.id, { specialRequests: note, updatedAt: now }),
  );
}
