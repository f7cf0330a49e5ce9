/**
 * What a guest may do to their own booking, whichever way they ask (a text reply or the /r/{token} page), in the
 * caller's transaction (the webhook records the inbound text in the same one): confirm it, or cancel it (not after
 * its start, not once the host marked the party arrived or seated it, not twice). A cancellation frees the table at
 * once and the Reservations tab hears of it (store event). A text reply names the phone it came from: a booking whose phone staff corrected since is not the replier's.
 */
import {
  type Executor,
  findReservationById,
  findStoreById,
  type ReservationRecord,
  updateReservationRow,
} from "@seatline/db";
import { partyAtRestaurant, storeInstant } from "@seatline/domain";
import { emitStoreEvent } from "../../../events/store-events";
import { queueCancellationEmail } from "../../../notify/mail-outbox";
import { offerFreedCapacity } from "../../notify-offers/cascade";

export type GuestChannel = "text_reply" | "booking_page";
export type GuestCancelOutcome =
  | "cancelled"
  | "already_cancelled"
  | "started"
  | "at_restaurant"
  | "closed"
  | "missing";
export type GuestConfirmOutcome = "confirmed" | "already_confirmed" | "closed" | "missing";

export interface GuestActionInput {
  storeId: string;
  reservationId: number;
  now: Date;
  channel: GuestChannel;
  /** The replying phone (text replies): the booking must still have it. */
  phone?: string;
  /** Origin of the links in texts: a freed table is offered to the notify list in the same transaction. */
  publicUrl: string;
}

async function lockedBooking(tx: Executor, input: GuestActionInput) {
  const row = await findReservationById(tx, input.storeId, input.reservationId, true);
  if (!row || (input.phone !== undefined && row.guestPhone !== input.phone)) return undefined;
  return row;
}

export async function cancelReservationTx(
  tx: Executor,
  input: GuestActionInput,
): Promise<{ outcome: GuestCancelOutcome; row?: ReservationRecord }> {
  const row = await lockedBooking(tx, input);
  if (!row) return { outcome: "missing" };
  if (row.status === "CANCELLED") return { outcome: "already_cancelled", row };
  if (partyAtRestaurant(row)) return { outcome: "at_restaurant", row };
  if (row.status !== "PENDING" && row.status !== "CONFIRMED") return { outcome: "closed", row };
  const store = await findStoreById(tx, input.storeId);
  const timezone = store?.store.timezone ?? "UTC";
  if (input.now.getTime() >= storeInstant(timezone, row.reservationDate, row.reservationTime).getTime()) {
    return { outcome: "started", row };
  }
  const next = await updateReservationRow(tx, input.storeId, row.id, {
    status: "CANCELLED",
    updatedAt: input.now,
    cancelledAt: input.now,
  });
  await offerFreedCapacity(tx, {
    storeId: input.storeId,
    date: row.reservationDate,
    now: input.now,
    publicUrl: input.publicUrl,
  });
  await queueCancellationEmail(tx, next, "guest", input.now);
  await emitStoreEvent(tx, input.storeId, "reservations");
  return { outcome: "cancelled", row: next };
}

export async function confirmReservationTx(
  tx: Executor,
  input: GuestActionInput,
): Promise<{ outcome: GuestConfirmOutcome; row?: ReservationRecord }> {
  const row = await lockedBooking(tx, input);
  if (!row) return { outcome: "missing" };
  if (row.status === "CONFIRMED") return { outcome: "already_confirmed", row };
  if (row.status !== "PENDING") return { outcome: "closed", row };
  const next = await updateReservationRow(tx, input.storeId, row.id, {
    status: "CONFIRMED",
    updatedAt: input.now,
  });
  await emitStoreEvent(tx, input.storeId, "reservations");
  return { outcome: "confirmed", row: next };
}
