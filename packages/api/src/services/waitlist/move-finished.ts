/** Move finished entries (docs/product.md#archive): walk-ins left waiting from earlier business days close as NO SHOW. */
import { closeStaleWaiting } from "@seatline/db";
import { storeDate } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

export async function moveFinished(deps: AppDeps, staff: StaffScope): Promise<{ moved: number }> {
  const now = deps.clock.now();
  const today = storeDate(staff.store.timezone, now);
  return deps.db.transaction(async (tx) => {
    const moved = await closeStaleWaiting(tx, staff.store.id, today, now);
    if (moved > 0) await emitStoreEvent(tx, staff.store.id, "waitlist");
    return { moved };
  });
}
