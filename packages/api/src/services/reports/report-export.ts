/**
 * Exports (docs/product.md#reports): CSV of a store's walk-in visits, reservations and texts for a range, and one ZIP of all three
 * (for a range, or the store's whole history). Rows are read in keyset-paginated batches (by id, BATCH at a time) and
 * written as they come, so no export holds more than one batch in memory. Scoped to the session's store.
 */
import { Readable } from "node:stream";
import { reservationExportBatch, textExportBatch, visitExportBatch } from "@seatline/db";
import {
  addDays,
  type CsvColumn,
  csvHeader,
  csvRow,
  type ReportExport,
  type ReportRange,
  reservationColumns,
  startOfStoreDate,
  textColumns,
  visitColumns,
} from "@seatline/domain";
import { Zip, ZipDeflate } from "fflate";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export const EXPORT_BATCH = 2000;

/** The CSV text of one export, batch by batch: the header row first, then one string per batch of rows. */
async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  timezone: string,
  next: (afterId: number) => Promise<(R & { id: number })[]>,
): AsyncGenerator<string> {
  yield csvHeader(columns);
  let after = 0;
  for (;;) {
    const rows = await next(after);
    if (rows.length === 0) return;
    let text = "";
    for (const row of rows) text += csvRow(columns, row, timezone);
    yield text;
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH) return;
    after = last.id;
  }
}

/** One export's CSV chunks; `range` null is the store's whole history. */
export function exportChunks(
  deps: AppDeps,
  staff: StaffScope,
  kind: ReportExport,
  range: ReportRange | null,
): AsyncGenerator<string> {
  const { id: storeId, timezone } = staff.store;
  const db = deps.db;
  if (kind === "visits") {
    return csvChunks(visitColumns, timezone, (after) =>
      visitExportBatch(db, storeId, range, after, EXPORT_BATCH),
    );
  }
  if (kind === "reservations") {
    return csvChunks(reservationColumns, timezone, (after) =>
      reservationExportBatch(db, storeId, range, after, EXPORT_BATCH),
    );
  }
  const span = range && {
    start: startOfStoreDate(timezone, range.from),
    end: startOfStoreDate(timezone, addDays(range.to, 1)),
  };
  return csvChunks(textColumns, timezone, (after) => textExportBatch(db, storeId, span, after, EXPORT_BATCH));
}

/** The download's file name: seatline-demo-downtown-visits-2026-01-01-to-2026-03-31.csv (or -all). */
export function exportFileName(
  staff: StaffScope,
  what: string,
  range: ReportRange | null,
  ext: string,
): string {
  const span = range ? `${range.from}-to-${range.to}` : "all";
  return `seatline-${staff.company.slug}-${staff.store.slug}-${what}-${span}.${ext}`;
}

/**
 * A CSV export as a stream. The first batch is read before the stream is answered, so a failing read is an error
 * answer rather than a cut-off file.
 */
export async function exportCsvStream(
  deps: AppDeps,
  staff: StaffScope,
  kind: ReportExport,
  range: ReportRange | null,
): Promise<Readable> {
  const chunks = exportChunks(deps, staff, kind, range);
  const header = await chunks.next();
  const first = await chunks.next();
  async function* all() {
    if (!header.done) yield header.value;
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
}

/** The three exports in one ZIP (deflated as the rows come; each file's name as its CSV download's). */
export async function exportZipStream(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange | null,
): Promise<Readable> {
  const kinds: ReportExport[] = ["visits", "reservations", "texts"];
  // Read each export's first batch up front: a failing read is an error answer, not a broken ZIP.
  const sources = await Promise.all(
    kinds.map(async (kind) => {
      const chunks = exportChunks(deps, staff, kind, range);
      const head = await chunks.next();
      return { kind, head, chunks };
    }),
  );
  async function* zipped(): AsyncGenerator<Uint8Array> {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else out.push(chunk);
    });
    const encoder = new TextEncoder();
    const drain = function* () {
      if (failure) throw failure;
      while (out.length > 0) {
        const chunk = out.shift();
        if (chunk) yield chunk;
      }
    };
    for (const { kind, head, chunks } of sources) {
      const file = new ZipDeflate(exportFileName(staff, kind, range, "csv"), { level: 6 });
      zip.add(file);
      if (!head.done) file.push(encoder.encode(head.value));
      for await (const text of chunks) {
        file.push(encoder.encode(text));
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(zipped(), { objectMode: false });
}
