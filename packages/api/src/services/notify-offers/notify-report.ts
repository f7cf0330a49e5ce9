/**
 * The notify list's figures in Reports (docs/product.md#reports): requests, offers sent and taken, cancellations
 * refilled, covers recovered and the median minutes from cancellation to refill, for a range of store-local dates
 * beside the previous period of the same length (the same periods as the rest of the report).
 */
import { notifyReportRows } from "@seatline/db";
import { type NotifyFigures, notifyFiguresOf, type ReportRange } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { periodsOf } from "../reports/report-summary";

export async function readNotifyReport(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange,
): Promise<{ current: NotifyFigures; previous: NotifyFigures }> {
  const { instants } = periodsOf(staff.store.timezone, range);
  const [current, previous] = await Promise.all([
    notifyReportRows(deps.db, staff.store.id, instants.currentStart, instants.end),
    notifyReportRows(deps.db, staff.store.id, instants.previousStart, instants.currentStart),
  ]);
  return {
    current: notifyFiguresOf(current.requests, current.offers),
    previous: notifyFiguresOf(previous.requests, previous.offers),
  };
}
