/** The host's note on a walk-in (trimmed, non-empty: the router's zod input guarantees it). */
import { updateWaitlistEntry } from "@seatline/db";
import type { WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { entryAction, updated } from "./entry-action";

export function noteEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  note: string,
): Promise<WaitlistEntryView> {
  return entryAction(deps, staff, id, async ({ tx, entry }) =>
    updated(await updateWaitlistEntry(tx, entry.storeId, entry.id, { note })),
  );
}
