/** Covers per 15 minutes on one business day (docs/product.md#reports): walk-ins by the time they were seated, bookings by their time. */
import { seatedBookingsByTime, walkInCoversByQuarter } from "@seatline/db";
import { type CoversDay, minutesToTime, timeToMinutes } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export async function readCoversDay(deps: AppDeps, staff: StaffScope, date: string): Promise<CoversDay> {
  const { id: storeId, timezone } = staff.store;
  const [walkIns, bookings] = await Promise.all([
    walkInCoversByQuarter(deps.db, storeId, date, timezone),
    seatedBookingsByTime(deps.db, storeId, date),
  ]);
  const quarters = new Map<number, { walkIns: number; reservations: number }>();
  const at = (q: number) => {
    let cell = quarters.get(q);
    if (!cell) {
      cell = { walkIns: 0, reservations: 0 };
      quarters.set(q, cell);
    }
    return cell;
  };
  for (const w of walkIns) at(w.quarter).walkIns += w.guests;
  for (const b of bookings) at(Math.floor(timeToMinutes(b.time) / 15)).reservations += b.guests;
  if (quarters.size === 0) return { date, quarters: [] };
  // Every quarter from the first to the last with guests, so the chart's gaps read as zero.
  const keys = [...quarters.keys()];
  const first = Math.min(...keys);
  const last = Math.max(...keys);
  const list = [];
  for (let q = first; q <= last; q++) {
    const cell = quarters.get(q) ?? { walkIns: 0, reservations: 0 };
    list.push({ time: minutesToTime(q * 15), ...cell });
  }
  return { date, quarters: list };
}
