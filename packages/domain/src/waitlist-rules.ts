/** Walk-in transitions (docs/product.md#alerts, #archive). Pure; services apply them in a transaction. */
import { ALERT_LIMIT, type WaitlistStatusName } from "./entities/waitlist";
import { conflict } from "./errors";
import { wholeMinutesBetween } from "./store-time";

/** The notified value after an alert: 0 → 1 (alert), 1 → 2 (alert again); a third alert is refused. */
export function nextAlertLevel(notified: number, kind: "alert" | "again"): number {
  if (notified >= ALERT_LIMIT)
    throw conflict(`This party was already alerted ${ALERT_LIMIT} times (Alerted 2x).`);
  if (kind === "alert" && notified !== 0) throw conflict("This party was already alerted; use Alert Again.");
  if (kind === "again" && notified !== 1)
    throw conflict("This party has not been alerted yet; use Alert first.");
  return notified + 1;
}

/** Only a waiting entry can be alerted, noted as waiting, seated or removed. */
export function assertWaiting(status: WaitlistStatusName): void {
  if (status !== "waiting") throw conflict("This party is no longer waiting.");
}

/** Put back applies to finished entries only (SEATED or NO SHOW). */
export function assertFinished(status: WaitlistStatusName): void {
  if (status === "waiting") throw conflict("This party is already waiting.");
}

/** actual_waited_time = whole minutes from entered to seated or removed. */
export function waitedMinutes(entered: Date, exited: Date): number {
  return wholeMinutesBetween(entered, exited);
}
