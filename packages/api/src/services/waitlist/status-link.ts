/**
 * The status link of one walk-in of the session's store, for the host to show or read out (a remote join answers no
 * link: it only texts it). Another store's entry is "not found".
 */
import { getWaitlistEntry } from "@seatline/db";
import { notFound, statusPageUrl } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export async function entryStatusLink(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
): Promise<{ url: string }> {
  const entry = await getWaitlistEntry(deps.db, staff.store.id, id);
  if (!entry) throw notFound(`Waitlist entry ${id} was not found.`);
  return { url: statusPageUrl(deps.config.publicUrl, entry.statusToken) };
}
