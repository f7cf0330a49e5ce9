/**
 * Add a party at the console (a call-in, a guest at the stand): the kiosk join's rules and its one statement, source
 * "host", with the host's note and quoted wait. A phone already waiting at the store today is refused (CONFLICT, nothing
 * written) unless the host confirms it is another party (allowDuplicate); the check runs under the join's lock.
 */
import { type AddParty, conflict, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import type { StaffScope } from "../../auth/types";
import { isRepeat, type KeyedRepeat, type StatementKey } from "../../repeat-keys/keyed-statement";
import { entryView } from "../entry-view";
import { joinWaitlistRow } from "./join";

export function duplicatePhoneMessage(name: string, ticket: string): string {
  return `${name} (ticket ${ticket}) is already waiting with this phone.`;
}

export async function addParty(
  deps: AppDeps,
  staff: StaffScope,
  input: AddParty,
  key?: StatementKey,
): Promise<WaitlistEntryView | KeyedRepeat> {
  const joined = await joinWaitlistRow(deps, staff, input, "host", {
    reuseWaitingPhone: input.allowDuplicate !== true,
    note: input.note,
    quotedWait: input.quotedWait,
    key,
  });
  if (isRepeat(joined)) return joined;
  const { row, existing } = joined;
  if (existing) throw conflict(duplicatePhoneMessage(row.customerName, row.ticketId));
  return entryView(row, deps.clock.now());
}
