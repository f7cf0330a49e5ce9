/**
 * Alert and alert again (docs/product.md#alerts): notified 0 → 1 → 2, each queuing the table-ready text (with the
 * guest's status link, carrying the entry's id) when a phone is on file.
 */
import { type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import {
  assertWaiting,
  nextAlertLevel,
  statusPageUrl,
  type WaitlistEntryView,
  waitlistText,
} from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import { queueText } from "../../../notify/outbox";
import type { StaffScope } from "../../auth/types";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";

export type AlertKind = "alert" | "again";

export async function alertEntryTx(
  tx: Tx,
  input: EntryActionInput & { kind: AlertKind; publicUrl: string },
): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertWaiting(entry.status);
  const notified = nextAlertLevel(entry.notified, input.kind);
  const row = updated(
    await updateWaitlistEntry(tx, entry.storeId, entry.id, { notified, notifiedTime: input.now }),
  );
  if (entry.customerNumber) {
    const textKind = input.kind === "alert" ? "ready" : "ready_again";
    const link = statusPageUrl(input.publicUrl, entry.statusToken);
    const body = waitlistText(textKind, input.store.name, entry.ticketId, link, entry.language);
    await queueText(
      tx,
      {
        storeId: entry.storeId,
        kind: textKind,
        toPhone: entry.customerNumber,
        body,
        waitlistEntryId: entry.id,
        language: entry.language,
      },
      input.now,
    );
  }
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export function alertEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  kind: AlertKind,
): Promise<WaitlistEntryView> {
  return inTransaction(deps, (tx, now) =>
    alertEntryTx(tx, { store: staff.store, entryId: id, now, kind, publicUrl: deps.config.publicUrl }),
  );
}
