/** Owners' reports (docs/product.md#reports): thin procedures over services/reports. Exports are HTTP downloads (rest/report-routes.ts). */
import { reportDayInput, reportRangeInput } from "@seatline/domain";
import { readCoversDay } from "../services/reports/covers-day";
import { readReportSummary } from "../services/reports/report-summary";
import { readTableReport } from "../services/reports/table-report";
import { managerProcedure, router } from "../trpc";

export const reportsRouter = router({
  /** Walk-ins, the wait heatmap, reservations and texts for a range, each beside the previous period. */
  summary: managerProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => readReportSummary(ctx.deps, ctx.staff, input)),
  /** Covers per 15 minutes on one business day. */
  coversDay: managerProcedure
    .input(reportDayInput)
    .query(({ ctx, input }) => readCoversDay(ctx.deps, ctx.staff, input.date)),
  /** Turn times, utilisation and covers by party size, area and table, each beside the previous period. */
  tables: managerProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => readTableReport(ctx.deps, ctx.staff, input)),
});
