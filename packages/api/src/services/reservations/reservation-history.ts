/** A booking's history of changes for the staff console's details (drizzle/0031): the session's store only. */
import { findReservation, reservationChangesOf } from "@seatline/db";
import { notFound, type ReservationChange, reservationMessages } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export async function reservationHistory(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
): Promise<ReservationChange[]> {
  const row = await findReservation(deps.db, staff.store.id, uuid);
  if (!row) throw notFound(reservationMessages.notFound);
  const changes = await reservationChangesOf(deps.db, staff.store.id, row.id);
  return changes.map((c) => ({
    by: c.changedBy,
    at: c.createdAt.toISOString(),
    from: { reservationDate: c.fromDate, reservationTime: c.fromTime, partySize: c.fromPartySize },
    to: { reservationDate: c.toDate, reservationTime: c.toTime, partySize: c.toPartySize },
  }));
}
