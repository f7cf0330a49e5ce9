/**
 * Books a reservation (staff, public, an offer of the notify list taken): everything that needs no lock is prepared
 * first (the date rules, the slot, the booking link's token, the confirmation text), then ONE statement takes the
 * phone's lock (public) and the store-and-date lock, checks the per-phone cap and the slot's capacity, links the guest's
 * profile, inserts the booking (CONFIRMED), its link and its text, and notifies the store
 * (seatline_book, packages/db/sql/functions); a booking with an e-mail queues its confirmation e-mail in the same
 * statement (packages/db queries/booking-statement.ts). Outside a transaction the locks last only that statement; a public call
 * with an Idempotency-Key claims it in that same statement (services/repeat-keys/keyed-statement.ts).
 */
import {
  type BookingStatement,
  type BookingStatementResult,
  bookInOneStatement,
  type Executor,
  findReservationById,
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
import { EVENT_CHANNEL, storeEventPayload } from "../../events/store-events";
import { newBookingLink } from "../../notify/booking-link";
import { confirmationEmailForStatement } from "../../notify/mail-outbox";
import { optOutLine, outboxRow } from "../../notify/outbox";
import { isRepeat, type KeyedRepeat, keyTaken, type StatementKey } from "../repeat-keys/keyed-statement";
import { ALREADY_MADE_MESSAGE } from "../repeat-keys/keyed-write";
import { assertBookableSlot } from "./capacity";
import { type BookingChannel, loadBookingRules } from "./date-rules";
import { confirmationText } from "./reservation-texts";
import { type BookingStore, storeNow } from "./store-context";

export interface BookingOptions {
  channel: BookingChannel;
  /** Public page only: the special access link code in use. */
  linkCode?: string | null;
  /** Where the booking came from (reports): the channel's own name unless the legacy /api or the notify list made it. */
  source?: "public" | "staff" | "legacy" | "notify";
  /**
   * The public page's cap on upcoming bookings per phone (PUBLIC_BOOKINGS_PER_PHONE, counted in seatline_book under
   * the phone's lock) applies though the channel is not the public page: an offer of the notify list taken. The
   * caller takes the phone's lock before the date's (lockStorePhone), the one order every public booking uses.
   */
  phoneCap?: boolean;
}

type BookingInput = ReservationFields & { language?: GuestLanguage };

/**
 * The booking on `deps.db` (its own statement, or the transaction runKeyed hands a keyed staff call); with the call's
 * key the statement claims it too, and a key an earlier call of it holds answers the booking that call made, or that
 * call's kept answer (a KeyedRepeat).
 */
export async function bookReservation(
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
): Promise<ReservationRecord>;
export async function bookReservation(
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
  key: StatementKey | undefined,
): Promise<ReservationRecord | KeyedRepeat>;
export async function bookReservation(
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
  key?: StatementKey,
): Promise<ReservationRecord | KeyedRepeat> {
  const made = await reservationMadeByKey(deps.db, target.store.id, key);
  if (made) return made;
  const prepared = await prepareBooking(deps.db, deps, target, input, opts);
  return bookPrepared(deps.db, prepared, key);
}

/** The booking inside a caller's transaction (an offer taken from the notify list books in its own). */
export async function bookReservationTx(
  tx: Executor,
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
): Promise<ReservationRecord> {
  return bookedRow(await bookInOneStatement(tx, await prepareBooking(tx, deps, target, input, opts)));
}

/**
 * Everything a booking needs before its locks: refuses a closed public page, a date or time that cannot be booked
 * (the rules as they are now: a setting saved meanwhile applies to the next booking, as when they were read under the
 * date's lock, which no settings change takes), and words the confirmation around a fresh booking link.
 */
export async function prepareBooking(
  db: Executor,
  deps: AppDeps,
  target: BookingStore,
  input: BookingInput,
  opts: BookingOptions,
): Promise<BookingStatement> {
  const now = deps.clock.now();
  const { store } = target;
  const { today, nowMinutes } = storeNow(store.timezone, now);
  const isPublic = opts.channel === "public";
  // A language the store does not offer (or none) is the store's default: never refused, never texted as asked.
  const language = offeredGuestLanguage(input.language, store.guestLanguages);
  const rules = await loadBookingRules(db, store.id, today, isPublic ? opts.linkCode : null, opts.channel);
  if (isPublic && !rules.config.newReservationsEnabled) {
    throw new DomainError("PRECONDITION_FAILED", reservationMessages.disabled);
  }
  assertBookableSlot(target, rules, input, nowMinutes);
  const link = newBookingLink(deps.config.publicUrl);
  const guestEmail = input.guestEmail ?? "";
  const body = confirmationText({
    storeName: store.name,
    storePhone: store.phone,
    ...input,
    language,
    link: link.url,
  });
  return {
    storeId: store.id,
    today,
    phoneLimit: isPublic || opts.phoneCap ? PUBLIC_BOOKINGS_PER_PHONE : null,
    maxTablesPerInterval: rules.config.maxTablesPerInterval,
    maxPersonsPerInterval: rules.config.maxPersonsPerInterval,
    reservation: {
      reservationDate: input.reservationDate,
      reservationTime: input.reservationTime,
      partySize: input.partySize,
      guestName: input.guestName,
      guestPhone: input.guestPhone,
      guestEmail,
      seatingPreference: input.seatingPreference,
      specialRequests: input.specialRequests,
      linkCode: rules.linkCode,
      language,
      status: "CONFIRMED",
      createdAt: now,
      updatedAt: now,
      source: opts.source ?? opts.channel,
    },
    linkHash: link.tokenHash,
    // queueText's row: the statement adds the booking's id, and the opt-out line on the phone's first text. The public
    // page's counts against the phone (seatline_recipient_held): anyone may type any phone there.
    text: outboxRow(
      {
        storeId: store.id,
        kind: "reservation_confirmed",
        toPhone: input.guestPhone,
        body,
        language,
        bounded: isPublic,
      },
      now,
    ),
    optOutLine: optOutLine(language),
    channel: EVENT_CHANNEL,
    event: storeEventPayload(store.id, "reservations"),
    // The confirmation e-mail (with its calendar file), unless the address unsubscribed from the store; staff entering
    // an address confirms it, and the public page's names the guest's words only to an address staff entered.
    email: confirmationEmailForStatement(
      store,
      {
        ...input,
        guestEmail,
        specialRequests: input.specialRequests ?? "",
        language,
      },
      now,
      !isPublic,
    ),
  };
}

/**
 * The one statement, and its refusals as the same 409s the checks gave when they ran in the server; with the call's
 * key, an earlier call of it answers instead (the booking it made, or its kept answer).
 */
async function bookPrepared(
  db: Executor,
  prepared: BookingStatement,
  key?: StatementKey,
): Promise<ReservationRecord | KeyedRepeat> {
  if (!key) return bookedRow(await bookInOneStatement(db, prepared));
  const answer = await bookInOneStatement(db, prepared, key.claim);
  if ("keyTaken" in answer) {
    const made = keyTaken(key, answer.keyTaken);
    return isRepeat(made) ? made : reservationMadeBy(db, prepared.storeId, made);
  }
  const row = bookedRow(answer.joined);
  key.state = "claimed";
  return row;
}

function bookedRow(result: BookingStatementResult): ReservationRecord {
  if (result.status !== "booked")
    throw conflict(
      result.status === "phone_limit" ? reservationMessages.tooManyForPhone : reservationMessages.slotFull,
    );
  return result.row;
}

/** Whether a booking was refused by the per-phone cap (as opposed to a full slot or a closed date). */
export function isPhoneLimitRefusal(err: unknown): boolean {
  return err instanceof DomainError && err.message === reservationMessages.tooManyForPhone;
}

/**
 * A repeat of a keyed booking whose first answer was not kept (services/repeat-keys/keyed-statement.ts): the booking
 * that call made, as it is now, answered before anything else is checked (a page closed since does not refuse it).
 * Null for every other call.
 */
export async function reservationMadeByKey(
  db: Executor,
  storeId: string,
  key: StatementKey | undefined,
): Promise<ReservationRecord | null> {
  const made = key?.made;
  return made == null ? null : reservationMadeBy(db, storeId, made);
}

async function reservationMadeBy(db: Executor, storeId: string, id: number): Promise<ReservationRecord> {
  const row = await findReservationById(db, storeId, id);
  // Erased since (the guest's data was deleted): the booking was made, and there is nothing left to answer.
  if (!row) throw conflict(ALREADY_MADE_MESSAGE);
  return row;
}
