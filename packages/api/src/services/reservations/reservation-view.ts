import type { ReservationRecord } from "@seatline/db";
import { isReservationLate, type Reservation } from "@seatline/domain";

/** A reservation row as staff see it, with is_late computed in store time. */
export function toReservation(
  row: ReservationRecord,
  legacyStoreId: number,
  tz: string,
  now: Date,
): Reservation {
  return {
    uuid: row.uuid,
    id: row.id,
    legacyStoreId,
    reservationDate: row.reservationDate,
    reservationTime: row.reservationTime,
    partySize: row.partySize,
    guestName: row.guestName,
    linkCode: row.linkCode,
    guestPhone: row.guestPhone,
    guestEmail: row.guestEmail,
    seatingPreference: row.seatingPreference,
    specialRequests: row.specialRequests,
    notes: row.notes,
    notified: row.notified,
    courtesyNotificationSentAt: row.courtesyNotificationSentAt,
    isLate: isReservationLate(row, tz, now),
    status: row.status,
    isActiveInWaitlistView: row.isActiveInWaitlistView,
    createdAt: row.createdAt.toISOString(),
    arrivedCount: row.arrivedCount,
  };
}
