/**
 * The owner's report (docs/product.md#reports) for the session's store: walk-ins, the wait heatmap, reservations and texts over a
 * range of store-local business dates, each figure beside the previous period of the same length. The database
 * groups and counts (packages/db queries/reports.ts); the figures are the domain's (reports/report-figures.ts).
 */
import { optOutCounts, type Period, type ReportPeriods, reservationCells, textCells } from "@seatline/db";
import {
  addDays,
  heatmapOf,
  previousRange,
  type ReportRange,
  type ReportSummary,
  reservationFiguresOf,
  reservationSources,
  startOfStoreDate,
  storeDate,
  textFiguresOf,
  waitGroups,
  walkInFiguresOf,
  walkInsByGroup,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { walkInsOf } from "./walk-in-days";

/** The report's two periods in the store's timezone. */
export function periodsOf(timezone: string, range: ReportRange): ReportPeriods {
  const previous = previousRange(range);
  return {
    current: range,
    previous,
    instants: {
      previousStart: startOfStoreDate(timezone, previous.from),
      currentStart: startOfStoreDate(timezone, range.from),
      end: startOfStoreDate(timezone, addDays(range.to, 1)),
    },
  };
}

const both = <T extends { period: Period }, F>(rows: readonly T[], figures: (rows: T[]) => F) => ({
  current: figures(rows.filter((r) => r.period === "current")),
  previous: figures(rows.filter((r) => r.period === "previous")),
});

export async function readReportSummary(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange,
): Promise<ReportSummary> {
  const { id: storeId, timezone } = staff.store;
  const p = periodsOf(timezone, range);
  const db = deps.db;
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const today = storeDate(timezone, deps.clock.now());
  const [walkIns, bookings, texts, optOuts] = await Promise.all([
    walkInsOf(deps, staff.store, p, today),
    reservationCells(db, storeId, p),
    textCells(db, storeId, p),
    optOutCounts(db, storeId, p),
  ]);
  const walkInPair = (group?: (typeof waitGroups)[number]) => ({
    current: figuresFor("current", group),
    previous: figuresFor("previous", group),
  });
  function figuresFor(period: Period, group?: (typeof waitGroups)[number]) {
    const { cells, waits } = walkIns[period];
    return group ? walkInsByGroup(cells, waits, group) : walkInFiguresOf(cells, waits);
  }
  const optedOut = (period: Period) => optOuts.find((o) => o.period === period)?.count ?? 0;
  return {
    timezone,
    range,
    previousRange: p.previous,
    walkIns: {
      all: walkInPair(),
      groups: waitGroups.map((group) => ({ group, ...walkInPair(group) })),
    },
    heatmap: heatmapOf(walkIns.heat),
    reservations: {
      all: both(bookings, reservationFiguresOf),
      sources: reservationSources.map((source) => ({
        source,
        ...both(
          bookings.filter((b) => b.source === source),
          reservationFiguresOf,
        ),
      })),
    },
    texts: {
      current: textFiguresOf(
        texts.filter((t) => t.period === "current"),
        optedOut("current"),
      ),
      previous: textFiguresOf(
        texts.filter((t) => t.period === "previous"),
        optedOut("previous"),
      ),
    },
  };
}
