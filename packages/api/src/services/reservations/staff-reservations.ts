/** The reservations tab's reads and the staff booking: always the session's store. */
import { findReservation, listReservationsByDate } from "@seatline/db";
import {
  badRequest,
  type CreateReservationInput,
  isValidDate,
  notFound,
  type Reservation,
  reservationMessages,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
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
