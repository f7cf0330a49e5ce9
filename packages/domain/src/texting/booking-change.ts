/**
 * A guest changing their own booking on /r/{token} (docs/product.md#guest-pages): a date, time and party size within
 * the limits of a new public booking, while the booking is open and has not started; and each booking's history of
 * changes (who, when, from → to) that the staff console shows.
 */
import { formatTime12, instantTime12, storeDate } from "../store-time";

export const bookingChangeMessages = {
  /** The slot has no table or places left for the party (a live notify-list offer holds its table too). */
  slotFull: "That time just filled up. Please choose another time.",
  notChangeable: "This reservation can no longer be changed online. Please call the restaurant.",
} as const;

/** Who changed a booking (drizzle/0031's check holds the same two). */
export type ReservationChangeActor = "guest" | "staff";

/** The part of a booking a change moves. */
export interface BookingSlot {
  reservationDate: string;
  reservationTime: string;
  partySize: number;
}

/** One change of a booking as the console shows it. */
export interface ReservationChange {
  by: ReservationChangeActor;
  /** When (ISO instant). */
  at: string;
  from: BookingSlot;
  to: BookingSlot;
}

/** Whether a change moves anything (the same date, time and size is no change: nothing written, nothing texted). */
export function slotChanged(from: BookingSlot, to: BookingSlot): boolean {
  return (
    from.reservationDate !== to.reservationDate ||
    from.reservationTime !== to.reservationTime ||
    from.partySize !== to.partySize
  );
}

/** The console's words for who changed a booking (staff-facing, English). */
export function changeActorLabel(by: ReservationChangeActor): string {
  return by === "guest" ? "Changed by the guest" : "Changed by staff";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jun 11" of a YYYY-MM-DD date. */
function shortDate(date: string): string {
  const [, m, d] = date.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}`;
}

/** "Jun 11 7:00pm, 2 guests" (staff-facing, English): one side of a change in the history. */
export function bookingSlotWords(s: BookingSlot): string {
  const guests = s.partySize === 1 ? "1 guest" : `${s.partySize} guests`;
  return `${shortDate(s.reservationDate)} ${formatTime12(s.reservationTime)}, ${guests}`;
}

/** When a change was made, in the store's time: "Jun 10 12:00pm". */
export function changeTimeWords(at: string, tz: string): string {
  return `${shortDate(storeDate(tz, new Date(at)))} ${instantTime12(tz, at)}`;
}
