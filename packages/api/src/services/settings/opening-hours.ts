/**
 * The store's opening hours (docs/product.md#opening-hours), edited in Settings: the public page shows them, booking
 * slots follow them and guests may join the waitlist only inside them. Saved in one transaction, after the domain's
 * rule (openingHoursInput, checked again here for callers that skip the router), as the legacy list shape.
 */
import { setStoreOpeningHours, storeOpeningHours } from "@seatline/db";
import {
  badRequest,
  normalizeOpeningHours,
  type OpeningHours,
  type OpeningStatus,
  openingHoursProblem,
  openingStatus,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

export interface OpeningHoursView {
  hours: OpeningHours[];
  /** The store's IANA time zone: the hours are its wall clock. */
  timezone: string;
  /** Open now, or when it opens next (the editor says so under its title). */
  status: OpeningStatus;
}

export async function readOpeningHours(deps: AppDeps, staff: StaffScope): Promise<OpeningHoursView> {
  const hours = await storeOpeningHours(deps.db, staff.store.id);
  return viewOf(deps, staff, hours);
}

export async function writeOpeningHours(
  deps: AppDeps,
  staff: StaffScope,
  hours: readonly OpeningHours[],
): Promise<OpeningHoursView> {
  const problem = openingHoursProblem(hours);
  if (problem) throw badRequest(problem, "hours");
  const stored = await deps.db.transaction(async (tx) => {
    const saved = await setStoreOpeningHours(tx, staff.store.id, normalizeOpeningHours(hours));
    await emitStoreEvent(tx, staff.store.id, "settings");
    return saved;
  });
  return viewOf(deps, staff, stored);
}

function viewOf(deps: AppDeps, staff: StaffScope, hours: OpeningHours[]): OpeningHoursView {
  const timezone = staff.store.timezone;
  return { hours, timezone, status: openingStatus(hours, timezone, deps.clock.now()) };
}
