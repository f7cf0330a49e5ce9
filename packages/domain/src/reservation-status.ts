/** Reservation status labels, badge colours and the actions each status allows (docs/product.md#reservation-statuses). */
import { RESERVATION_ALERT_LIMIT, type ReservationStatus } from "./entities/reservations";
import { storeInstant } from "./store-time";

/** Mantine colour names: "yellow" is the documented amber, "gray" its grey. */
export type BadgeColor = "green" | "yellow" | "red" | "blue" | "gray";

/** Open bookings: still to come (a guest may confirm or cancel them; staff may seat or no-show them). */
export const openReservationStatuses: readonly ReservationStatus[] = ["PENDING", "CONFIRMED"];
const ACTIVE_STATUSES: readonly string[] = openReservationStatuses;

/** Late = PENDING or CONFIRMED and the reservation start has passed in store time. */
export function isReservationLate(
  r: { status: string; reservationDate: string; reservationTime: string },
  tz: string,
  now: Date,
): boolean {
  if (!ACTIVE_STATUSES.includes(r.status)) return false;
  return now.getTime() > storeInstant(tz, r.reservationDate, r.reservationTime).getTime();
}

function capitalise(s: string): string {
  const words = s.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** LATE / UPCOMING for PENDING or CONFIRMED, NO SHOW for NO_SHOW, otherwise the status capitalised ("Seated"). */
export function reservationStatusLabel(status: string, isLate: boolean): string {
  if (ACTIVE_STATUSES.includes(status)) return isLate ? "LATE" : "UPCOMING";
  if (status === "NO_SHOW") return "NO SHOW";
  return capitalise(status);
}

/** Green CONFIRMED; amber PENDING or UPCOMING; red LATE or CANCELLED; blue SEATED; grey otherwise (labels or statuses). */
export function statusBadgeColor(labelOrStatus: string): BadgeColor {
  switch (labelOrStatus.trim().toUpperCase().replace(/ /g, "_")) {
    case "CONFIRMED":
      return "green";
    case "PENDING":
    case "UPCOMING":
      return "yellow";
    case "LATE":
    case "CANCELLED":
      return "red";
    case "SEATED":
      return "blue";
    default:
      return "gray";
  }
}

export function reservationBadge(status: string, isLate: boolean): { label: string; color: BadgeColor } {
  const label = reservationStatusLabel(status, isLate);
  return { label, color: statusBadgeColor(label) };
}

export interface ReservationActions {
  canEdit: boolean;
  canCancel: boolean;
  canRestore: boolean;
  canSeat: boolean;
  canNoShow: boolean;
  canAlert: boolean;
}

/** Which actions a reservation offers: edit only PENDING/CONFIRMED not late; cancel any non-cancelled; restore cancelled. */
export function reservationActions(status: string, isLate: boolean, notified = 0): ReservationActions {
  const active = ACTIVE_STATUSES.includes(status);
  return {
    canEdit: active && !isLate,
    canCancel: status !== "CANCELLED",
    canRestore: status === "CANCELLED",
    canSeat: active,
    canNoShow: active,
    canAlert: active && notified < RESERVATION_ALERT_LIMIT,
  };
}

/** Whether a status change is allowed (the server's rule; the message when it is not). */
export function statusChangeRefusal(from: ReservationStatus, to: ReservationStatus): string | null {
  if (from === to) return `This reservation is already ${to.toLowerCase().replace("_", " ")}.`;
  switch (to) {
    case "CANCELLED":
      return null;
    case "PENDING":
      return from === "CANCELLED" ? null : "Only a cancelled reservation can be restored.";
    case "CONFIRMED":
      return from === "PENDING" ? null : "Only a pending reservation can be confirmed.";
    case "SEATED":
    case "NO_SHOW":
      return ACTIVE_STATUSES.includes(from)
        ? null
        : "Only pending or confirmed reservations can be seated or marked no show.";
  }
}

/**
 * Statuses whose reservations take a table in their slot: the open ones (`openReservationStatuses`) and SEATED. The
 * capacity check counts these; "active" elsewhere means open (PENDING or CONFIRMED) only.
 */
export const tableHoldingStatuses: readonly ReservationStatus[] = ["PENDING", "CONFIRMED", "SEATED"];
