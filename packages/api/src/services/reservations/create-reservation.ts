/**
 * Books a reservation (staff or public) in one transaction under the store-and-date lock: date rules, slot, capacity,
 * the row (CONFIRMED), the confirmation text and the store event commit together or not at all.
 */
import {
  countUpcomingForPhone,
  type Executor,
  insertReservation,
  linkGuestProfile,
  lockStoreDate,
  lockStorePhone,
  type ReservationRecord,
} from "@seatline/db";
import {
  conflict,
  DomainError,
  type GuestLanguage,
  offeredGuestLanguage,
  PUBLIC_BOOKINGS_PER_PHONE,
  type ReservationFields,
  reservationMessages,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { issueBookingLink } from "../../notify/booking-link";
import { queueText } from "../../notify/outbox";
import { assertBookableSlot, assertCapacity } from "./capacity";
import { type BookingChannel, loadBookingRules } from "./date-rules";
import { confirmationText } from "./reservation-texts";
import { type BookingStore, storeNow } from "./store-context";

export interface BookingOptions {
  channel: BookingChannel;
  /** Public page only: the special access link code in use. */
  linkCode?: string | null;
  /** Where the booking came from (reports): the channel's own name unless the legacy /api or the notify list made it. */
  source?: "public" | "staff" | "legacy" | "notify";
}

type BookingInput = ReservationFields & { language?: GuestLanguage };

export async function bookReservation(
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
): Promise<ReservationRecord> {
  return deps.db.transaction((tx) => bookReservationTx(tx, deps, target, input, opts));
}

/** The booking inside a caller's transaction (an offer taken from the notify list books in its own). */
export async function bookReservationTx(
  tx: Executor,
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
): Promise<ReservationRecord> {
  const now = deps.clock.now();
  const { store } = target;
  const { today, nowMinutes } = storeNow(store.timezone, now);
  const isPublic = opts.channel === "public";
  // A language the store does not offer (or none) is the store's default: never refused, never texted as asked.
  const language = offeredGuestLanguage(input.language, store.guestLanguages);
  // Phone lock first, then the date lock (the one order every booking takes them in).
  if (isPublic) await lockStorePhone(tx, store.id, input.guestPhone);
  await lockStoreDate(tx, store.id, input.reservationDate);
  const rules = await loadBookingRules(tx, store.id, today, isPublic ? opts.linkCode : null, opts.channel);
  if (isPublic && !rules.config.newReservationsEnabled) {
    throw new DomainError("PRECONDITION_FAILED", reservationMessages.disabled);
  }
  assertBookableSlot(target, rules, input, nowMinutes);
  if (
    isPublic &&
    (await countUpcomingForPhone(tx, store.id, input.guestPhone, today)) >= PUBLIC_BOOKINGS_PER_PHONE
  ) {
    throw conflict(reservationMessages.tooManyForPhone);
  }
  await assertCapacity(tx, store.id, rules, input);
  // The guest book learns of the booking in it (docs/product.md#guest-book).
  const profileId = await linkGuestProfile(tx, store.id, {
    phone: input.guestPhone,
    email: input.guestEmail,
    name: input.guestName,
  });
  const row = await insertReservation(tx, store.id, {
    profileId,
    reservationDate: input.reservationDate,
    reservationTime: input.reservationTime,
    partySize: input.partySize,
    guestName: input.guestName,
    guestPhone: input.guestPhone,
    guestEmail: input.guestEmail ?? "",
    seatingPreference: input.seatingPreference,
    specialRequests: input.specialRequests,
    linkCode: rules.linkCode,
    language,
    status: "CONFIRMED",
    createdAt: now,
    updatedAt: now,
    source: opts.source ?? opts.channel,
  });
  const link = await issueBookingLink(
    tx,
    { storeId: store.id, reservationId: row.id },
    deps.config.publicUrl,
    now,
  );
  const body = confirmationText({
    storeName: store.name,
    storePhone: store.phone,
    ...input,
    language,
    link,
  });
  await queueText(
    tx,
    {
      storeId: store.id,
      kind: "reservation_confirmed",
      toPhone: input.guestPhone,
      body,
      reservationId: row.id,
      language,
    },
    now,
  );
  await emitStoreEvent(tx, store.id, "reservations");
  return row;
}
