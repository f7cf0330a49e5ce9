/**
 * The report's walk-ins from the daily rollup (docs/product.md#reports): closed days (before today, store time) are read from
 * report_walk_in_days, rolled up on first read; today and later are grouped live. Then the days are tagged with
 * their period and merged into the cells, waits and heat the domain's figures take.
 */
import {
  fillWalkInDays,
  groupWalkInDays,
  type ReportPeriods,
  readWalkInDays,
  type WalkInDay,
} from "@seatline/db";
import { addDays, type HeatCell, type WaitCell, type WalkInCell } from "@seatline/domain";
import type { AppDeps } from "../../deps";

export interface WalkInsByPeriod {
  current: { cells: WalkInCell[]; waits: WaitCell[] };
  previous: { cells: WalkInCell[]; waits: WaitCell[] };
  /** Heat of the current range. */
  heat: HeatCell[];
}

function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

export async function walkInsOf(
  deps: AppDeps,
  store: { id: string; timezone: string },
  p: ReportPeriods,
  today: string,
): Promise<WalkInsByPeriod> {
  const from = p.previous.from;
  const to = p.current.to;
  const lastClosed = addDays(today, -1);
  const closedTo = [to, lastClosed].sort()[0] ?? to;
  const [cached, live] = await Promise.all([
    from <= closedTo ? readWalkInDays(deps.db, store.id, from, closedTo) : new Map<string, WalkInDay>(),
    to >= today
      ? groupWalkInDays(deps.db, store.id, from > today ? from : today, to, store.timezone)
      : new Map<string, WalkInDay>(),
  ]);
  const missing = from <= closedTo ? datesOf(from, closedTo).filter((d) => !cached.has(d)) : [];
  const filled =
    missing.length > 0 ? await fillWalkInDays(deps.db, store.id, missing, store.timezone) : new Map();

  const out: WalkInsByPeriod = {
    current: { cells: [], waits: [] },
    previous: { cells: [], waits: [] },
    heat: [],
  };
  const heat = new Map<string, HeatCell>();
  for (const [date, day] of [...cached, ...filled, ...live] as [string, WalkInDay][]) {
    if (date < from || date > to) continue;
    const isCurrent = date >= p.current.from;
    const bucket = isCurrent ? out.current : out.previous;
    for (const [partySize, status, error, count] of day.cells)
      bucket.cells.push({ partySize, status, error, count });
    for (const [partySize, minutes, count] of day.waits) bucket.waits.push({ partySize, minutes, count });
    if (!isCurrent) continue;
    for (const [weekday, hour, count, waitSum] of day.heat) {
      const key = `${weekday}-${hour}`;
      const cell = heat.get(key) ?? { weekday, hour, count: 0, waitSum: 0 };
      cell.count += count;
      cell.waitSum += waitSum;
      heat.set(key, cell);
    }
  }
  out.heat = [...heat.values()];
  return out;
}
