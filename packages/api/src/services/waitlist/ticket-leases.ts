/**
 * Tickets leased to a kiosk ahead of time (docs/architecture.md "Offline kiosk"): the signed-in kiosk (its session)
 * keeps KIOSK_LEASE_SIZE tickets of today that no other join or kiosk can get, for guests who join while it is offline.
 */
import { topUpKioskLeases } from "@seatline/db";
import { KIOSK_LEASE_SIZE, storeDate } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export interface KioskLeases {
  /** The store's business date the tickets are good for (a new day voids them). */
  businessDate: string;
  /** Unused leased tickets, in the order they were taken. */
  tickets: string[];
}

export async function leaseKioskTickets(
  deps: AppDeps,
  staff: StaffScope,
  deviceId: string,
): Promise<KioskLeases> {
  const now = deps.clock.now();
  const businessDate = storeDate(staff.store.timezone, now);
  const rows = await topUpKioskLeases(deps.db, {
    storeId: staff.store.id,
    deviceId,
    size: KIOSK_LEASE_SIZE,
    businessDate,
    now,
  });
  return { businessDate, tickets: rows.map((r) => r.ticket) };
}
