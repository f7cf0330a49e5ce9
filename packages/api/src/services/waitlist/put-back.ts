/** Put back (docs/product.md#archive): a finished entry returns to the line at its original place (entered time kept). */
import { updateWaitlistEntry } from "@seatline/db";
import { assertFinished, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { entryAction, updated } from "./entry-action";
import { forgetQuoteCells, unrecordSeat } from "./quote-summary";

export async function putBackEntry(deps: AppDeps, staff: StaffScope, id: number): Promise<WaitlistEntryView> {
  const view = await entryAction(deps, staff, id, async ({ tx, entry }) => {
    assertFinished(entry.status);
    await unrecordSeat(tx, staff.store, entry);
    return updated(
      await updateWaitlistEntry(tx, entry.storeId, entry.id, {
        status: "waiting",
        exitedTime: null,
        actualWaitedTime: null,
      }),
    );
  });
  forgetQuoteCells(deps.db, staff.store.id);
  return view;
}
