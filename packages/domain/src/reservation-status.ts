/** Reservation status labels, badge colours and the actions each status allows (docs/product.md#reservation-statuses). */

import { reservationMessages } from "./entities/reservation-constants";
import { RESERVATION_ALERT_LIMIT, type ReservationStatus } from "./entities/reservations";
import { storeDate, storeInstant } from "./store-time";

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

/** What a host can do to one booking; each is offered on a screen only when the server would accept it. */
export type ReservationAction = "edit" | "cancel" | "restore" | "seat" | "noShow" | "alert" | "confirm";

export type ReservationActions = Readonly<Record<ReservationAction, boolean>>;

/** The booking as the rule needs it: its status, its store-local date and time, and how often it was alerted. */
export interface ReservationForActions {
  status: string;
  reservationDate: string;
  reservationTime: string;
  notified?: number;
}

const ALREADY: Readonly<Record<string, string>> = {
  CANCELLED: "This reservation is already cancelled.",
  SEATED: "This reservation is already seated.",
  NO_SHOW: "This reservation is already marked no show.",
  PENDING: "This reservation is already pending.",
  CONFIRMED: "This reservation is already confirmed.",
};

/**
 * The one rule for what a booking allows now (docs/product.md#reservation-statuses), by its status and its time in
 * store time; null where the action is allowed, else the reason a host reads. Only open bookings (PENDING or
 * CONFIRMED) are edited (until they start), cancelled (not once their day is over), seated or marked no show (from
 * their day on: not a booking still days ahead), confirmed or alerted; a cancelled booking is restored until its day
 * is over. A seated or no-show booking is finished: nothing but a note.
 */
export function reservationActionRefusals(
  r: ReservationForActions,
  tz: string,
  now: Date,
): Readonly<Record<ReservationAction, string | null>> {
  const open = ACTIVE_STATUSES.includes(r.status);
  const today = storeDate(tz, now);
  const pastDay = r.reservationDate < today;
  const futureDay = r.reservationDate > today;
  const started = now.getTime() > storeInstant(tz, r.reservationDate, r.reservationTime).getTime();
  const already = ALREADY[r.status] ?? "This reservation can no longer be changed.";
  return {
    edit: !open || started ? reservationMessages.notEditable : null,
    cancel: !open ? already : pastDay ? "A reservation on a past date cannot be cancelled." : null,
    restore:
      r.status !== "CANCELLED"
        ? "Only a cancelled reservation can be restored."
        : pastDay
          ? "A reservation on a past date cannot be restored."
          : null,
    seat: !open
      ? "Only pending or confirmed reservations can be seated or marked no show."
      : futureDay
        ? "A reservation can be seated or marked no show only from its date on."
        : null,
    noShow: !open
      ? "Only pending or confirmed reservations can be seated or marked no show."
      : futureDay
        ? "A reservation can be seated or marked no show only from its date on."
        : null,
    alert: !open
      ? reservationMessages.notAlertable
      : (r.notified ?? 0) >= RESERVATION_ALERT_LIMIT
        ? reservationMessages.alertLimit
        : null,
    confirm:
      r.status !== "PENDING"
        ? r.status === "CONFIRMED"
          ? already
          : "Only a pending reservation can be confirmed."
        : pastDay
          ? "A reservation on a past date cannot be confirmed."
          : null,
  };
}

/** Which actions a booking offers now: the screens show exactly these (reservationActionRefusals' allowed ones). */
export function reservationActions(r: ReservationForActions, tz: string, now: Date): ReservationActions {
  const refusals = reservationActionRefusals(r, tz, now);
  const out = {} as Record<ReservationAction, boolean>;
  for (const k of Object.keys(refusals) as ReservationAction[]) out[k] = refusals[k] === null;
  return out;
}

/** Undo of a seat, when the booking is no longer seated (another host changed it meanwhile). */
export const NOT_SEATED = "Only a seated booking can be put back: this one is not seated any more.";

const ACTION_FOR_STATUS: Readonly<Record<ReservationStatus, ReservationAction>> = {
  CANCELLED: "cancel",
  PENDING: "restore",
  CONFIRMED: "confirm",
  SEATED: "seat",
  NO_SHOW: "noShow",
};

/** A staff status change (the server's check, the same rule as the screen's buttons); null when it is allowed. */
export function statusChangeRefusal(
  r: ReservationForActions,
  to: ReservationStatus,
  tz: string,
  now: Date,
): string | null {
  if (r.status === to) return ALREADY[to] ?? null;
  return reservationActionRefusals(r, tz, now)[ACTION_FOR_STATUS[to]];
}

/**
 * Statuses whose reservations take a table in their slot: the open ones (`openReservationStatuses`) and SEATED. The
 * capacity check counts these; "active" elsewhere means open (PENDING or CONFIRMED) only.
 */
export const tableHoldingStatuses: readonly ReservationStatus[] = ["PENDING", "CONFIRMED", "SEATED"];
