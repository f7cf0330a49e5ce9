/** Seat and delete (no show): the entry leaves the line with its waited minutes recorded (DESIGN "History"). */
import { updateWaitlistEntry } from "@seatline/db";
import { assertWaiting, type WaitlistEntryView, waitedMinutes } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { entryAction, updated } from "./entry-action";

export function finishEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  outcome: "seated" | "no_show",
): Promise<WaitlistEntryView> {
  return entryAction(deps, staff, id, async ({ tx, entry, now }) => {
    assertWaiting(entry.status);
    return updated(
      await updateWaitlistEntry(tx, entry.storeId, entry.id, {
        status: outcome,
        exitedTime: now,
        actualWaitedTime: waitedMinutes(entry.enteredTime, now),
      }),
    );
  });
}
