/**
 * Courtesy notification (host waitlist Alert on a reservation row): queues the table-ready text, appends the time to
 * courtesy_notification_sent_at and counts it in notified (at most twice, docs/product.md#limits).
 */
import { updateReservationRow } from "@seatline/db";
import { conflict, type Reservation, reservationActionRefusals } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { queueText } from "../../../notify/outbox";
import type { StaffScope } from "../../auth/types";
import { courtesyText } from "../reservation-texts";
import { reservationAction } from "./reservation-tx";

export async function sendCourtesyNotification(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, async ({ tx, row, now }) => {
    const refusal = reservationActionRefusals(row, staff.store.timezone, now).alert;
    if (refusal) throw conflict(refusal);
    const body = courtesyText(staff.store.name, row.guestName, row.language);
    await queueText(
      tx,
      {
        storeId: row.storeId,
        kind: "courtesy",
        toPhone: row.guestPhone,
        body,
        reservationId: row.id,
        language: row.language,
      },
      now,
    );
    return updateReservationRow(tx, row.storeId, row.id, {
      notified: row.notified + 1,
      courtesyNotificationSentAt: [...row.courtesyNotificationSentAt, now.toISOString()],
      updatedAt: now,
    });
  });
}
