/**
 * When a booking shows on the host's Dashboard, and when alerting it is early enough to ask first
 * (docs/product.md#dashboard). Pure: the server filters the host list with it, the console asks with it.
 */
import { DASHBOARD_LEAD_RANGE } from "./entities/reservation-constants";
import { storeInstant } from "./store-time";

/** By default a booking joins the Dashboard 60 minutes before its time (a store setting). */
export const DASHBOARD_LEAD_MINUTES_DEFAULT = DASHBOARD_LEAD_RANGE.default;
/** Alerting a booking more than this many minutes before its time asks the host first. */
export const EARLY_ALERT_MINUTES = 30;

/** Whole minutes from `now` until a booking's store-local date and time (negative once it is past). */
export function minutesUntilBooking(tz: string, date: string, time: string, now: Date): number {
  return Math.floor((storeInstant(tz, date, time).getTime() - now.getTime()) / 60_000);
}

/** A booking is on the Dashboard from `leadMinutes` before its time (and stays while it is open). */
export function isBookingOnDashboard(minutesUntil: number, leadMinutes: number): boolean {
  return minutesUntil <= leadMinutes;
}

/** "Your table is ready" to a guest still far off is probably a mistake: the host confirms first. */
export function alertNeedsConfirm(minutesUntil: number): boolean {
  return minutesUntil > EARLY_ALERT_MINUTES;
}
