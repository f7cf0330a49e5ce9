/** The reservations tab's reads and the staff booking: always the session's store. */
import {
  findReservation,
  lastChangeActors,
  listReservationsByDate,
  type ReservationRecord,
  searchReservations,
} from "@seatline/db";
import {
  addDays,
  badRequest,
  type CreateReservationInput,
  isValidDate,
  notFound,
  RESERVATION_SEARCH_DAYS_BACK,
  RESERVATION_SEARCH_LIMIT,
  type Reservation,
  reservationMessages,
  STAFF_BOOKING_MAX_DAYS,
  storeDate,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { withGuestBadges } from "../guest-book/guest-badges";
import { bookReservation } from "./create-reservation";
import { toReservation } from "./reservation-view";
import { storeById } from "./store-context";

export async function listReservations(
  deps: AppDeps,
  staff: StaffScope,
  date: string,
): Promise<Reservation[]> {
  if (!isValidDate(date)) throw badRequest(reservationMessages.date, "date");
  const rows = await listReservationsByDate(deps.db, staff.store.id, date);
  const now = deps.clock.now();
  return rows.map((r) => toReservation(r, staff.store.legacyStoreId, staff.store.timezone, now));
}

/** The Reservations tab's day (the console only): each booking with its guest's badge, in one more query. */
export async function listReservationsWithGuests(
  deps: AppDeps,
  staff: StaffScope,
  date: string,
): Promise<Reservation[]> {
  if (!isValidDate(date)) throw badRequest(reservationMessages.date, "date");
  const rows = await listReservationsByDate(deps.db, staff.store.id, date);
  const now = deps.clock.now();
  const withGuests = await withGuestBadges(deps, staff, rows, (r) => r.profileId);
  const changedBy = await lastChangeActors(deps.db, staff.store.id, ids(rows));
  return withGuests.map(({ row, guest }) => ({
    ...toReservation(row, staff.store.legacyStoreId, staff.store.timezone, now),
    guest,
    changedBy: changedBy.get(row.id) ?? null,
  }));
}

const ids = (rows: readonly ReservationRecord[]) => rows.map((r) => r.id);

export interface ReservationSearchResult {
  reservations: Reservation[];
  /** More bookings matched than RESERVATION_SEARCH_LIMIT: the host should type more of the name or phone. */
  more: boolean;
}

/**
 * A host's search by name or phone (docs/product.md#reservations-tab): the session's store only, from 30 days back
 * to as far as staff can book, in one query, at most RESERVATION_SEARCH_LIMIT bookings (one more is read to know
 * whether there are more).
 */
export async function searchStaffReservations(
  deps: AppDeps,
  staff: StaffScope,
  query: string,
): Promise<ReservationSearchResult> {
  const now = deps.clock.now();
  const tz = staff.store.timezone;
  const today = storeDate(tz, now);
  const rows = await searchReservations(deps.db, staff.store.id, {
    from: addDays(today, -RESERVATION_SEARCH_DAYS_BACK),
    to: addDays(today, STAFF_BOOKING_MAX_DAYS),
    today,
    nameFragment: query,
    phoneDigits: query.replace(/\D/g, ""),
    limit: RESERVATION_SEARCH_LIMIT + 1,
  });
  const shown = await withGuestBadges(
    deps,
    staff,
    rows.slice(0, RESERVATION_SEARCH_LIMIT),
    (r) => r.profileId,
  );
  const changedBy = await lastChangeActors(
    deps.db,
    staff.store.id,
    shown.map(({ row }) => row.id),
  );
  return {
    reservations: shown.map(({ row, guest }) => ({
      ...toReservation(row, staff.store.legacyStoreId, tz, now),
      guest,
      changedBy: changedBy.get(row.id) ?? null,
    })),
    more: rows.length > RESERVATION_SEARCH_LIMIT,
  };
}

/** Staff book for their own store; new_reservations_enabled does not apply to them. */
export async function createStaffReservation(
  deps: AppDeps,
  staff: StaffScope,
  input: CreateReservationInput,
  source: "staff" | "legacy" = "staff",
): Promise<Reservation> {
  const target = await storeById(deps.db, staff.store.id);
  const row = await bookReservation(deps, target, input, { channel: "staff", source });
  return toReservation(row, target.store.legacyStoreId, target.store.timezone, deps.clock.now());
}

export async function getReservation(deps: AppDeps, staff: StaffScope, uuid: string): Promise<Reservation> {
  const row = await findReservation(deps.db, staff.store.id, uuid);
  if (!row) throw notFound(reservationMessages.notFound);
  return toReservation(row, staff.store.legacyStoreId, staff.store.timezone, deps.clock.now());
}
