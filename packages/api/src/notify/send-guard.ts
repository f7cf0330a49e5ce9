/**
 * Last check before a claimed text goes out: a phone may have opted out after the text was queued (a reminder queued
 * a day ahead), and a reminder's booking may have been cancelled or moved. Answers why not to send, or null.
 */

import type { Db } from "@seatline/db";
import { isOptedOut, type MessageRow } from "@seatline/db";
import { reminderSkipReason } from "./reminders";

export const OPTED_OUT_REASON = "Not sent: the guest opted out of texts (STOP).";

export async function skipReason(db: Db, row: MessageRow, now: Date): Promise<string | null> {
  if (await isOptedOut(db, row.storeId, row.toPhone)) return OPTED_OUT_REASON;
  if (row.kind === "reservation_reminder") return reminderSkipReason(db, row, now);
  return null;
}
