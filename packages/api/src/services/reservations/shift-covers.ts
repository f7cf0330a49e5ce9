/**
 * The Reservations tab's covers per shift (docs/product.md#reservations-tab): one day's bookings counted in each of
 * that day's opening ranges by the domain's rule. Hosts cannot read the hours' editor (a manager's), so the server
 * counts and answers only the figures: no guest data.
 */
import { listReservationsByDate, storeOpeningHours } from "@seatline/db";
import {
  badRequest,
  coversByShift,
  type DayCovers,
  isValidDate,
  reservationMessages,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export async function readShiftCovers(deps: AppDeps, staff: StaffScope, date: string): Promise<DayCovers> {
  if (!isValidDate(date)) throw badRequest(reservationMessages.date, "date");
  const [rows, hours] = await Promise.all([
    listReservationsByDate(deps.db, staff.store.id, date),
    storeOpeningHours(deps.db, staff.store.id),
  ]);
  return coversByShift(rows, hours, date);
}
