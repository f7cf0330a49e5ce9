/**
 * /api/reports (docs/product.md#reports): the owner's report for legacy clients (GET /api/reports/summary, the same figures as the
 * staff console's reports.summary, documented) and the exports the console downloads (CSV per kind and one ZIP;
 * streamed, not in the OpenAPI document: they answer files, not JSON). All scoped to the session's store; a
 * legacy_store_id, when sent, must be the session's own (403 another store, 404 none).
 */
import type { Readable } from "node:stream";
import { DomainError, type ReportExport, reportRangeInput, reportSummarySchema } from "@seatline/domain";
import { z } from "zod";
import { EXPORT_RETRY_AFTER_S } from "../services/reports/export-slots";
import { exportCsvStream, exportFileName, exportZipStream } from "../services/reports/report-export";
import { readReportSummary } from "../services/reports/report-summary";
import { reportSummaryExample } from "./report-example";
import { legacyStoreIdField } from "./reservation-info-shapes";
import { defineRoute, type RestRequestContext, type RestRoute } from "./route";
import { assertOwnStore } from "./store-scope";

const P = "/api/reports";
const absent = (v: unknown) => (v === null || v === "" ? undefined : v);

const storeId = z.preprocess(absent, legacyStoreIdField.optional());
const from = reportRangeInput.shape.from.describe(
  "First business date of the range (store-local YYYY-MM-DD, 2000-01-01 to 2100-12-31), inclusive.",
);
const to = reportRangeInput.shape.to.describe(
  "Last business date, inclusive; at most 366 days after `from`, at most 2100-12-31.",
);

/** The query of a report: its range and, optionally, the store it is for (must be the session's). */
const reportQuery = reportRangeInput.safeExtend({ from, to, legacy_store_id: storeId }).loose();

/** The ZIP's query: a range is optional (none: everything), but one asked for is a report's range. */
const exportQuery = z
  .object({ from: from.optional(), to: to.optional(), legacy_store_id: storeId })
  .loose()
  .superRefine((q, ctx) => {
    if (q.from === undefined && q.to === undefined) return;
    const range = reportRangeInput.safeParse({ from: q.from, to: q.to });
    for (const issue of range.error?.issues ?? []) ctx.addIssue({ ...issue, path: [...issue.path] });
  });

/** A store named must be the session's own (403 another, 404 none). */
async function ownStore(ctx: RestRequestContext, legacyStoreId: number | undefined): Promise<void> {
  if (legacyStoreId !== undefined) await assertOwnStore(ctx.deps, ctx.staff, { legacyStoreId });
}

/** Opens an export's stream; a refusal for want of a free export slot says when to try again. */
async function openExport(ctx: RestRequestContext, open: () => Promise<Readable>): Promise<Readable> {
  try {
    return await open();
  } catch (err) {
    if (err instanceof DomainError && err.code === "TOO_MANY_REQUESTS")
      ctx.reply.header("retry-after", String(EXPORT_RETRY_AFTER_S));
    throw err;
  }
}

/** An export that stops part-way has already answered 200: the server's log says why. */
const logStop = (ctx: RestRequestContext) => (err: unknown) =>
  ctx.req.log.error({ err }, "report export stopped part-way");

function download(ctx: RestRequestContext, name: string, type: string) {
  ctx.reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store");
}

const csvRoute = (kind: ReportExport): RestRoute =>
  defineRoute({
    method: "GET",
    url: `${P}/${kind}.csv`,
    // Exports carry guests' names and phones: owners only (docs/product.md#staff-roles).
    access: "staff",
    role: "owner",
    style: "plain",
    summary: `The store's ${kind} for a range as CSV (streamed)`,
    hide: true,
    schema: { query: reportQuery },
    handler: async (ctx) => {
      const { from, to, legacy_store_id } = ctx.query;
      await ownStore(ctx, legacy_store_id);
      const range = { from, to };
      const stream = await openExport(ctx, () =>
        exportCsvStream(ctx.deps, ctx.staff, kind, range, logStop(ctx)),
      );
      download(ctx, exportFileName(ctx.staff, kind, range, "csv"), "text/csv; charset=utf-8");
      return stream;
    },
  });

export const reportRoutes = [
  defineRoute({
    method: "GET",
    url: `${P}/summary`,
    access: "staff",
    role: "manager",
    style: "plain",
    summary:
      "The owner's report for a range: walk-ins, waits, reservations, texts, beside the previous period",
    operationId: "reportSummary",
    errors: [404],
    examples: reportSummaryExample,
    schema: { query: reportQuery, response: reportSummarySchema },
    handler: async (ctx) => {
      const { from, to, legacy_store_id } = ctx.query;
      await ownStore(ctx, legacy_store_id);
      return readReportSummary(ctx.deps, ctx.staff, { from, to });
    },
  }),
  csvRoute("visits"),
  csvRoute("reservations"),
  csvRoute("texts"),
  csvRoute("notify"),
  csvRoute("tables"),
  defineRoute({
    method: "GET",
    url: `${P}/export.zip`,
    access: "staff",
    role: "owner",
    style: "plain",
    summary:
      "Everything of the store (visits, reservations, texts, notify-list offers, seatings at tables) in one ZIP; from/to narrow it to a range",
    hide: true,
    schema: { query: exportQuery },
    handler: async (ctx) => {
      const { from, to, legacy_store_id } = ctx.query;
      await ownStore(ctx, legacy_store_id);
      const range = from !== undefined && to !== undefined ? { from, to } : null;
      const stream = await openExport(ctx, () => exportZipStream(ctx.deps, ctx.staff, range, logStop(ctx)));
      download(ctx, exportFileName(ctx.staff, "export", range, "zip"), "application/zip");
      return stream;
    },
  }),
];
