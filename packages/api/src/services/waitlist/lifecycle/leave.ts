/**
 * Leave the line: a waiting party (called or not) becomes CANCELLED with its exit time and waited minutes, whoever
 * asks — a host, the guest's own status link, or a text reply. Every channel gets the same check and the same
 * answer; only the wording around it differs (the guest page shows the status, the reply handler texts back).
 */
import { getWaitlistEntry, type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import { assertWaiting, notFound, type WaitlistEntryView, waitedMinutes } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { entryView } from "../entry-view";

export type LeaveChannel = "staff" | "guest_link" | "text_reply";

export interface LeaveInput {
  storeId: string;
  entryId: number;
  now: Date;
  channel: LeaveChannel;
}

export interface LeaveResult {
  /** "not_waiting": seated, no show, already left, or (row null) no such entry at this store. Nothing was written. */
  outcome: "left" | "not_waiting";
  row: WaitlistEntryRow | null;
}

/** Runs inside the caller's transaction (the text-reply webhook records the inbound text in the same one). */
export async function leaveEntry(tx: Tx, input: LeaveInput): Promise<LeaveResult> {
  const entry = await getWaitlistEntry(tx, input.storeId, input.entryId, true);
  if (entry?.status !== "waiting") return { outcome: "not_waiting", row: entry ?? null };
  const row = await updateWaitlistEntry(tx, input.storeId, entry.id, {
    status: "cancelled",
    exitedTime: input.now,
    actualWaitedTime: waitedMinutes(entry.enteredTime, input.now),
  });
  if (!row) return { outcome: "not_waiting", row: null };
  await emitStoreEvent(tx, input.storeId, "waitlist");
  return { outcome: "left", row };
}

/** A host marks that the party left (it called to cancel): NOT_FOUND for another store's id, CONFLICT when not waiting. */
export async function leaveByStaff(deps: AppDeps, staff: StaffScope, id: number): Promise<WaitlistEntryView> {
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) =>
    leaveEntry(tx, { storeId: staff.store.id, entryId: id, now, channel: "staff" }),
  );
  if (!result.row) throw notFound(`Waitlist entry ${id} was not found.`);
  if (result.outcome === "not_waiting") assertWaiting(result.row.status);
  return entryView(result.row, now);
}
