import type { ReservationRow, WaitlistEntryRow } from "@seatline/db";
import {
  reservationSeating,
  seatingOf,
  storeInstant,
  type WaitlistEntryView,
  type WaitlistReservationRow,
  wholeMinutesBetween,
} from "@seatline/domain";

/** A stored walk-in as tRPC clients see it. */
export function entryView(row: WaitlistEntryRow, now: Date): WaitlistEntryView {
  return {
    id: row.id,
    ticket: row.ticketId,
    name: row.customerName,
    phone: row.customerNumber,
    partySize: row.partySize,
    seating: seatingOf(row),
    enteredTime: row.enteredTime.toISOString(),
    businessDate: row.businessDate,
    notified: row.notified,
    notifiedTime: row.notifiedTime?.toISOString() ?? null,
    note: row.note,
    status: row.status,
    exitedTime: row.exitedTime?.toISOString() ?? null,
    waitedMinutes: row.actualWaitedTime ?? wholeMinutesBetween(row.enteredTime, now),
    source: row.source,
    quotedWait: row.quotedWaitTime,
    hostConfirmsWait: row.hostConfirmsWait,
  };
}

/** A reservation row of the host waitlist: late when its start has passed in store time (docs/product.md#reservation-statuses). */
export function reservationRowView(r: ReservationRow, tz: string, now: Date): WaitlistReservationRow {
  const first = r.courtesyNotificationSentAt[0];
  const firstAt = first ? new Date(first) : null;
  const valid = firstAt && !Number.isNaN(firstAt.getTime()) ? firstAt : null;
  return {
    id: r.id,
    uuid: r.uuid,
    reservationDate: r.reservationDate,
    reservationTime: r.reservationTime,
    partySize: r.partySize,
    guestName: r.guestName,
    linkCode: r.linkCode,
    guestPhone: r.guestPhone,
    seating: reservationSeating(r.seatingPreference),
    note: r.specialRequests,
    notified: r.notified,
    status: r.status === "PENDING" ? "PENDING" : "CONFIRMED",
    isLate: storeInstant(tz, r.reservationDate, r.reservationTime).getTime() <= now.getTime(),
    firstNotifiedAt: valid?.toISOString() ?? null,
    minutesSinceNotified: valid ? wholeMinutesBetween(valid, now) : null,
    arrivedCount: r.arrivedCount,
  };
}
