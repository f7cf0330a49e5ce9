/**
 * Books a reservation (staff or public) in one transaction under the store-and-date lock: date rules, slot, capacity,
 * the row (CONFIRMED), the confirmation text and the store event commit together or not at all.
 */
import { insertReservation, lockStoreDate, type ReservationRecord } from "@seatline/db";
import { DomainError, type ReservationFields, reservationMessages } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import { assertBookableSlot, assertCapacity } from "./capacity";
import { type BookingChannel, loadBookingRules } from "./date-rules";
import { confirmationText } from "./reservation-texts";
import { type BookingStore, storeNow } from "./store-context";

export interface BookingOptions {
  channel: BookingChannel;
  /** Public page only: the special access link code in use. */
  linkCode?: string | null;
}

export async function bookReservation(
  deps: AppDeps,
  target: BookingStore,
  input: ReservationFields,
  opts: BookingOptions,
): Promise<ReservationRecord> {
  const now = deps.clock.now();
  const { store } = target;
  const { today, nowMinutes } = storeNow(store.timezone, now);
  return deps.db.transaction(async (tx) => {
    await lockStoreDate(tx, store.id, input.reservationDate);
    const rules = await loadBookingRules(
      tx,
      store.id,
      today,
      opts.channel === "public" ? opts.linkCode : null,
    );
    if (opts.channel === "public" && !rules.config.newReservationsEnabled) {
      throw new DomainError("PRECONDITION_FAILED", reservationMessages.disabled);
    }
    assertBookableSlot(target, rules, input, nowMinutes);
    await assertCapacity(tx, store.id, rules, input);
    const row = await insertReservation(tx, store.id, {
      reservationDate: input.reservationDate,
      reservationTime: input.reservationTime,
      partySize: input.partySize,
      guestName: input.guestName,
      guestPhone: input.guestPhone,
      guestEmail: input.guestEmail ?? "",
      seatingPreference: input.seatingPreference,
      specialRequests: input.specialRequests,
      linkCode: rules.linkCode,
      status: "CONFIRMED",
      createdAt: now,
      updatedAt: now,
    });
    const body = confirmationText({ storeName: store.name, storePhone: store.phone, ...input });
    await queueText(
      tx,
      { storeId: store.id, kind: "reservation_confirmed", toPhone: input.guestPhone, body },
      now,
    );
    await emitStoreEvent(tx, store.id, "reservations");
    return row;
  });
}
