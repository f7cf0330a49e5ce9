/**
 * Seat and delete (no show): the entry leaves the line with its waited minutes recorded (docs/product.md#archive); a seat
 * also updates the quote summary (quote-summary.ts).
 */
import { updateWaitlistEntry } from "@seatline/db";
import { assertWaiting, type WaitlistEntryView, waitedMinutes } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { entryAction, updated } from "./entry-action";
import { forgetQuoteCells, recordSeat } from "./quote-summary";

export async function finishEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  outcome: "seated" | "no_show",
): Promise<WaitlistEntryView> {
  const view = await entryAction(deps, staff, id, async ({ tx, entry, now }) => {
    assertWaiting(entry.status);
    const row = updated(
      await updateWaitlistEntry(tx, entry.storeId, entry.id, {
        status: outcome,
        exitedTime: now,
        actualWaitedTime: waitedMinutes(entry.enteredTime, now),
      }),
    );
    // A seated party's wait joins the store's quote summary in this same transaction.
    if (outcome === "seated") await recordSeat(tx, staff.store, entry, now);
    return row;
  });
  if (outcome === "seated") forgetQuoteCells(deps.db, staff.store.id);
  return view;
}
