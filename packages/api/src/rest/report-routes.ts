/**
 * /api/reports (docs/product.md#reports): the owner's report for legacy clients (GET /api/reports/summary, the same figures as the
 * staff console's reports.summary, documented) and the exports the console downloads (CSV per kind and one ZIP;
 * streamed, not in the OpenAPI document: they answer files, not JSON). All scoped to the session's store; a
 * legacy_store_id, when sent, must be the session's own (403 another store, 404 none).
 */
import type { Readable } from "node:stream";
import {
  DomainError,
  type ReportExport,
  type ReportRange,
  reportRangeInput,
  reportSummarySchema,
} from "@seatline/domain";
import { z } from "zod";
import { EXPORT_RETRY_AFTER_S } from "../services/reports/export-slots";
import { exportCsvStream, exportFileName, exportZipStream } from "../services/reports/report-export";
import { readReportSummary } from "../services/reports/report-summary";
import { legacyStoreIdField } from "./reservation-info-shapes";
import { defineRoutes, type RestRequestContext, type RestRoute } from "./route";
import { assertOwnStore } from "./store-scope";

const P = "/api/reports";
const absent = (v: unknown) => (v === null || v === "" ? undefined : v);

/** The query of a report: its range and, optionally, the store it is for (must be the session's). */
export const reportQuery = z
  .object({
    from: z
      .string()
      .describe(
        "First business date of the range (store-local YYYY-MM-DD, 2000-01-01 to 2100-12-31), inclusive.",
      ),
    to: z
      .string()
      .describe("Last business date, inclusive; at most 366 days after `from`, at most 2100-12-31."),
    legacy_store_id: z.preprocess(absent, legacyStoreIdField.optional()),
  })
  .loose();

const storeRef = z.object({ legacy_store_id: z.preprocess(absent, legacyStoreIdField.optional()) }).loose();

/** The range of the query (null: none asked, where optional), validated before any query runs; then the store. */
async function rangeOf(ctx: RestRequestContext, optional = false): Promise<ReportRange | null> {
  const query = (ctx.req.query ?? {}) as Record<string, unknown>;
  const { legacy_store_id } = storeRef.parse(query);
  const range =
    optional && query.from === undefined && query.to === undefined
      ? null
      : reportRangeInput.parse({ from: query.from, to: query.to });
  if (legacy_store_id !== undefined)
    await assertOwnStore(ctx.deps, ctx.staff, { legacyStoreId: legacy_store_id });
  return range;
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

const csvRoute = (kind: ReportExport): RestRoute => ({
  method: "GET",
  url: `${P}/${kind}.csv`,
  // Exports carry guests' names and phones: owners only (docs/product.md#staff-roles).
  access: "staff",
  role: "owner",
  style: "plain",
  summary: `The store's ${kind} for a range as CSV (streamed)`,
  hide: true,
  handler: async (ctx) => {
    const range = await rangeOf(ctx);
    const stream = await openExport(ctx, () =>
      exportCsvStream(ctx.deps, ctx.staff, kind, range, logStop(ctx)),
    );
    download(ctx, exportFileName(ctx.staff, kind, range, "csv"), "text/csv; charset=utf-8");
    return stream;
  },
});

export const reportRoutes = defineRoutes([
  {
    method: "GET",
    url: `${P}/summary`,
    access: "staff",
    role: "manager",
    style: "plain",
    summary:
      "The owner's report for a range: walk-ins, waits, reservations, texts, beside the previous period",
    docs: {
      operationId: "reportSummary",
      query: reportQuery,
      response: reportSummarySchema,
      errors: [404],
    },
    handler: async (ctx) => {
      const range = await rangeOf(ctx);
      return readReportSummary(ctx.deps, ctx.staff, range as ReportRange);
    },
  },
  csvRoute("visits"),
  csvRoute("reservations"),
  csvRoute("texts"),
  csvRoute("notify"),
  csvRoute("tables"),
  {
    method: "GET",
    url: `${P}/export.zip`,
    access: "staff",
    role: "owner",
    style: "plain",
    summary:
      "Everything of the store (visits, reservations, texts, notify-list offers, seatings at tables) in one ZIP; from/to narrow it to a range",
    hide: true,
    handler: async (ctx) => {
      const range = await rangeOf(ctx, true);
      const stream = await openExport(ctx, () => exportZipStream(ctx.deps, ctx.staff, range, logStop(ctx)));
      download(ctx, exportFileName(ctx.staff, "export", range, "zip"), "application/zip");
      return stream;
    },
  },
]);
