/**
 * The tables in the owner's report (docs/product.md#reports, "Tables"): turn times by party size, area and table,
 * utilisation of the opening hours and covers per table and per server, beside the previous period. Three reads (the
 * occupancy rows of both periods on their store-and-seated index, the store's tables and servers) and the opening hours; the figures are the
 * domain's (reports/table-figures.ts).
 */
import { storeOpeningHours, tableReportServers, tableReportStays, tableReportTables } from "@seatline/db";
import { openSpans, type ReportRange, type TableReport, tableReportOf } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { periodsOf } from "./report-summary";

export async function readTableReport(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange,
): Promise<TableReport> {
  const { id: storeId, timezone } = staff.store;
  const p = periodsOf(timezone, range);
  const now = deps.clock.now();
  const [rows, tables, servers, hours] = await Promise.all([
    tableReportStays(deps.db, storeId, p.instants.previousStart, p.instants.end),
    tableReportTables(deps.db, storeId),
    tableReportServers(deps.db, storeId),
    storeOpeningHours(deps.db, storeId),
  ]);
  const period = (span: ReportRange, start: Date, end: Date) => ({
    start: start.getTime(),
    end: end.getTime(),
    open: openSpans(timezone, hours, span, now),
  });
  return tableReportOf({
    timezone,
    range,
    previousRange: p.previous,
    rows,
    tables,
    servers,
    current: period(range, p.instants.currentStart, p.instants.end),
    previous: period(p.previous, p.instants.previousStart, p.instants.currentStart),
    now,
  });
}
