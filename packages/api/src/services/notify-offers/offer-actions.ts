/**
 * What happens to a request and its live offer (docs/product.md#notify-me), each in the caller's transaction, under
 * the store-and-date lock first and then the request's row (the order the cascade takes them in, so no deadlock):
 * - confirm (the phone's reply 1 to its first text): the request may now be offered a table, and what is free is;
 * - take (reply 1, or the notify page's button): a normal booking, source "notify", under the public page's cap of
 *   upcoming bookings per phone (the phone's lock is taken first, as every public booking takes it); after the hold
 *   ran out the guest hears "Sorry, that table has gone to the next guest" and the table goes on;
 * - pass (reply 9), expiry (the dispatcher's sweep), the guest leaving or a host removing the request: the offer ends
 *   and the table goes to the next request that fits.
 */
import {
  type Executor,
  findNotifyOffer,
  findNotifyRequest,
  findStoreById,
  latestOfferOfRequest,
  liveOfferOfRequest,
  lockStoreDate,
  lockStorePhone,
  type NotifyOfferRecord,
  type NotifyRequestRecord,
  phonesBookedOnDate,
  type ReservationRecord,
  type Tx,
  updateNotifyOffer,
  updateNotifyRequest,
} from "@seatline/db";
import { DomainError, type NotifyOfferStatus } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { bookReservationTx, isPhoneLimitRefusal } from "../reservations/create-reservation";
import { offerFreedCapacity } from "./cascade";

export type TakeOutcome = "booked" | "gone" | "phone_limit" | "already_booked" | "no_offer" | "missing";

export interface OfferRef {
  storeId: string;
  requestId: number;
  requestDate: string;
}

async function lockedRequest(tx: Executor, ref: OfferRef): Promise<NotifyRequestRecord | undefined> {
  await lockStoreDate(tx, ref.storeId, ref.requestDate);
  return findNotifyRequest(tx, ref.storeId, ref.requestId, true);
}

/**
 * Ends a live offer (passed or expired), puts its request back on the list (unless it is leaving) and offers the
 * table on. The request is not asked about the same time again (domain nextOffer).
 */
async function endOffer(
  tx: Executor,
  deps: AppDeps,
  offer: NotifyOfferRecord,
  status: Exclude<NotifyOfferStatus, "offered" | "taken">,
  requestStatus: "waiting" | "left" | "removed",
  now: Date,
): Promise<void> {
  await updateNotifyOffer(tx, offer.storeId, offer.id, { status, settledAt: now });
  await updateNotifyRequest(tx, offer.storeId, offer.requestId, { status: requestStatus, updatedAt: now });
  await offerFreedCapacity(tx, {
    storeId: offer.storeId,
    date: offer.offerDate,
    now,
    publicUrl: deps.config.publicUrl,
    freedAt: offer.freedAt,
  });
  await emitStoreEvent(tx, offer.storeId, "reservations");
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "closed" | "missing";

/**
 * The phone's reply 1 to its request's first text: the phone is proven to be there, so the request may now be offered
 * a table, and whatever is free on its date is offered at once (it may go to an earlier request).
 */
export async function confirmRequestTx(tx: Tx, deps: AppDeps, ref: OfferRef): Promise<ConfirmOutcome> {
  const now = deps.clock.now();
  const request = await lockedRequest(tx, ref);
  if (!request) return "missing";
  if (request.status !== "waiting" && request.status !== "offered") return "closed";
  if (request.phoneConfirmedAt !== null) return "already_confirmed";
  await updateNotifyRequest(tx, ref.storeId, request.id, { phoneConfirmedAt: now, updatedAt: now });
  await offerFreedCapacity(tx, {
    storeId: ref.storeId,
    date: request.requestDate,
    now,
    publicUrl: deps.config.publicUrl,
  });
  await emitStoreEvent(tx, ref.storeId, "reservations");
  return "confirmed";
}

/** Reply 1 or the page's button. */
export async function takeOfferTx(
  tx: Tx,
  deps: AppDeps,
  ref: OfferRef,
): Promise<{ outcome: TakeOutcome; reservation?: ReservationRecord }> {
  const now = deps.clock.now();
  // The phone's lock before the date's, the order of every public booking: the booking below counts the phone's
  // upcoming bookings under it.
  const unlocked = await findNotifyRequest(tx, ref.storeId, ref.requestId);
  if (!unlocked) return { outcome: "missing" };
  await lockStorePhone(tx, ref.storeId, unlocked.guestPhone);
  const request = await lockedRequest(tx, ref);
  if (!request) return { outcome: "missing" };
  const offer = await liveOfferOfRequest(tx, ref.storeId, request.id, true);
  if (!offer) {
    const last = await latestOfferOfRequest(tx, ref.storeId, request.id);
    if (last?.status === "taken") return { outcome: "already_booked" };
    return { outcome: last ? "gone" : "no_offer" };
  }
  if (offer.expiresAt.getTime() <= now.getTime()) {
    await endOffer(tx, deps, offer, "expired", "waiting", now);
    return { outcome: "gone" };
  }
  // The guest booked that date on their own during the hold: no second table for one phone; this one goes on.
  if ((await phonesBookedOnDate(tx, ref.storeId, offer.offerDate)).has(request.guestPhone)) {
    await endOffer(tx, deps, offer, "passed", "left", now);
    return { outcome: "gone" };
  }
  const target = await findStoreById(tx, ref.storeId);
  if (!target) return { outcome: "missing" };
  // The held table becomes the booking: the offer stops counting before the booking's capacity check.
  await updateNotifyOffer(tx, ref.storeId, offer.id, { status: "taken", settledAt: now });
  let reservation: ReservationRecord;
  try {
    // A savepoint: a booking refused now (the date was blacked out during the hold) leaves the rest standing.
    reservation = await tx.transaction((sp) =>
      bookReservationTx(
        sp,
        deps,
        target,
        {
          reservationDate: offer.offerDate,
          reservationTime: offer.slotTime,
          partySize: offer.partySize,
          guestName: request.guestName,
          guestPhone: request.guestPhone,
          guestEmail: "",
          seatingPreference: "first_available",
          specialRequests: "",
          language: request.language,
        },
        // The public page's cap holds here too: a table offered to anyone's phone is no way around it.
        { channel: "staff", source: "notify", phoneCap: true },
      ),
    );
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    if (isPhoneLimitRefusal(err)) {
      // The phone booked up to the cap during the hold: it can take no table, so it leaves the list and this one goes on.
      await endOffer(tx, deps, offer, "passed", "left", now);
      return { outcome: "phone_limit" };
    }
    await endOffer(tx, deps, offer, "expired", "waiting", now);
    return { outcome: "gone" };
  }
  await updateNotifyOffer(tx, ref.storeId, offer.id, { reservationId: reservation.id });
  await updateNotifyRequest(tx, ref.storeId, request.id, { status: "booked", updatedAt: now });
  await emitStoreEvent(tx, ref.storeId, "reservations");
  return { outcome: "booked", reservation };
}

export type PassOutcome = "passed" | "no_offer" | "missing";

/** Reply 9: the table goes to the next request; this one stays on the list. */
export async function passOfferTx(tx: Tx, deps: AppDeps, ref: OfferRef): Promise<PassOutcome> {
  const now = deps.clock.now();
  const request = await lockedRequest(tx, ref);
  if (!request) return "missing";
  const offer = await liveOfferOfRequest(tx, ref.storeId, request.id, true);
  if (!offer) return "no_offer";
  await endOffer(
    tx,
    deps,
    offer,
    offer.expiresAt.getTime() <= now.getTime() ? "expired" : "passed",
    "waiting",
    now,
  );
  return "passed";
}

/** The guest leaves the list or a host removes the request; a live offer is passed on. */
export async function closeRequestTx(
  tx: Tx,
  deps: AppDeps,
  ref: OfferRef,
  status: "left" | "removed",
): Promise<"closed" | "already_closed" | "missing"> {
  const now = deps.clock.now();
  const request = await lockedRequest(tx, ref);
  if (!request) return "missing";
  if (request.status !== "waiting" && request.status !== "offered") return "already_closed";
  const offer = await liveOfferOfRequest(tx, ref.storeId, request.id, true);
  if (offer) {
    await endOffer(tx, deps, offer, "passed", status, now);
  } else {
    await updateNotifyRequest(tx, ref.storeId, request.id, { status, updatedAt: now });
    await emitStoreEvent(tx, ref.storeId, "reservations");
  }
  return "closed";
}

/** One live offer whose hold ran out (the dispatcher's sweep): expired, and the table goes on. False when it was settled meanwhile. */
export async function expireOfferTx(
  tx: Tx,
  deps: AppDeps,
  due: { id: number; storeId: string; offerDate: string },
): Promise<boolean> {
  const now = deps.clock.now();
  await lockStoreDate(tx, due.storeId, due.offerDate);
  const offer = await findNotifyOffer(tx, due.storeId, due.id, true);
  if (offer?.status !== "offered" || offer.expiresAt.getTime() > now.getTime()) return false;
  await endOffer(tx, deps, offer, "expired", "waiting", now);
  return true;
}
