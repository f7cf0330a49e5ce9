/**
 * Alert and alert again (docs/product.md#alerts): notified 0 → 1 → 2, each queuing the table-ready text (with the guest's status
 * link) when a phone is on file.
 */
import { updateWaitlistEntry } from "@seatline/db";
import {
  assertWaiting,
  nextAlertLevel,
  statusPageUrl,
  type WaitlistEntryView,
  waitlistText,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { queueText } from "../../notify/outbox";
import type { StaffScope } from "../auth/types";
import { entryAction, updated } from "./entry-action";

export function alertEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  kind: "alert" | "again",
): Promise<WaitlistEntryView> {
  return entryAction(deps, staff, id, async ({ tx, entry, now }) => {
    assertWaiting(entry.status);
    const notified = nextAlertLevel(entry.notified, kind);
    const row = updated(
      await updateWaitlistEntry(tx, entry.storeId, entry.id, { notified, notifiedTime: now }),
    );
    if (entry.customerNumber) {
      const textKind = kind === "alert" ? "ready" : "ready_again";
      const link = statusPageUrl(deps.config.publicUrl, entry.statusToken);
      const body = waitlistText(textKind, staff.store.name, entry.ticketId, link, entry.language);
      await queueText(
        tx,
        {
          storeId: entry.storeId,
          kind: textKind,
          toPhone: entry.customerNumber,
          body,
          waitlistEntryId: entry.id,
        },
        now,
      );
    }
    return row;
  });
}
