/** How the host waitlist and its history read (docs/product.md#dashboard, #archive, #alerts, #limits): labels, elapsed minutes, history status. */
import { ALERT_LIMIT, type SeatingChoice, type WaitlistStatusName } from "./entities/waitlist";
import { wholeMinutesBetween } from "./store-time";
import type { WaitGroup } from "./wait-quote";

/** Expected Wait Times groups (docs/product.md#dashboard): Party of 1, 2, 3-4, 5+. */
export const waitGroupLabels: Record<WaitGroup, string> = {
  solo: "Party of 1",
  two: "Party of 2",
  three_four: "Party of 3-4",
  five_plus: "Party of 5+",
};

const seatingLabels: Record<SeatingChoice, string> = {
  first_available: "First Available",
  indoor: "Indoor",
  bar: "Bar",
  outdoor: "Outdoor",
};

/** The Pref column of a seating choice. */
export function seatingLabel(choice: SeatingChoice): string {
  return seatingLabels[choice];
}

export interface AlertAction {
  /** Button text: Alert / Alert Again / Alerted 2x, or Call Name / Call Again / Called 2x without a phone. */
  label: string;
  /** The call the button makes, or null once the alert limit is reached (the button is disabled). */
  kind: "alert" | "again" | null;
}

/** docs/product.md#alerts: notified 0 → Alert, 1 → Alert Again, otherwise the disabled 'Alerted 2x'. */
export function alertAction(notified: number, hasPhone: boolean): AlertAction {
  if (notified <= 0) return { label: hasPhone ? "Alert" : "Call Name", kind: "alert" };
  if (notified < ALERT_LIMIT) return { label: hasPhone ? "Alert Again" : "Call Again", kind: "again" };
  return { label: hasPhone ? "Alerted 2x" : "Called 2x", kind: null };
}

function minutesSince(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : wholeMinutesBetween(at, now);
}

/**
 * Time (min) of a walk-in (docs/product.md#limits): minutes since entered, then ' | ' and minutes since the last alert once
 * the party was alerted, e.g. "12 | 3".
 */
export function walkInElapsed(
  entry: { enteredTime: string; notified: number; notifiedTime: string | null },
  now: Date,
): string {
  const waited = minutesSince(entry.enteredTime, now) ?? 0;
  const sinceAlert = entry.notified > 0 ? minutesSince(entry.notifiedTime, now) : null;
  return sinceAlert === null ? String(waited) : `${waited} | ${sinceAlert}`;
}

/** Time (min) of a reservation row: minutes since the first courtesy notification, empty before one. */
export function reservationElapsed(firstNotifiedAt: string | null, now: Date): string {
  const minutes = minutesSince(firstNotifiedAt, now);
  return minutes === null ? "" : String(minutes);
}

/** History Status column: SEATED, NO SHOW, or CANCELLED for a guest who cancelled. */
export function historyStatusLabel(status: WaitlistStatusName): string {
  if (status === "seated") return "SEATED";
  if (status === "cancelled") return "CANCELLED";
  return "NO SHOW";
}

/** History Waited column (docs/product.md#limits): whole minutes followed by 'min'. */
export function waitedLabel(minutes: number): string {
  return `${Math.max(0, Math.round(minutes))} min`;
}

/** History rows with the most recently finished first (the one a host may want to put back is on top). */
export function latestExitFirst<T extends { exitedTime: string | null; enteredTime: string; id: number }>(
  rows: readonly T[],
): T[] {
  const key = (r: T) => r.exitedTime ?? r.enteredTime;
  return [...rows].sort((a, b) => {
    const byExit = key(b).localeCompare(key(a));
    return byExit !== 0 ? byExit : b.id - a.id;
  });
}
