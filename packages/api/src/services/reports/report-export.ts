/**
 * Exports (docs/product.md#reports): CSV of a store's walk-in visits, reservations, texts, notify offers and seatings at
 * tables for a range, and one ZIP of all of them
 * (for a range, or the store's whole history). Rows are read in keyset-paginated batches (by id, BATCH at a time) and
 * written as they come, so no export holds more than one batch in memory. Scoped to the session's store.
 *
 * Everything that can be checked is checked before the answer starts (the range, the store, a slot of export-slots.ts,
 * the first batch of every file), so those failures are clear error answers. A read that fails later cannot change
 * the 200 already sent: the file then ends with EXPORT_STOPPED_LINE, and a ZIP is closed properly after it.
 */
import { Readable } from "node:stream";
import {
  notifyOfferExportBatch,
  reservationExportBatch,
  tableExportBatch,
  textExportBatch,
  visitExportBatch,
} from "@seatline/db";
import {
  addDays,
  type CsvColumn,
  csvHeader,
  csvLine,
  csvRow,
  notifyOfferColumns,
  type ReportExport,
  type ReportRange,
  reservationColumns,
  startOfStoreDate,
  tableColumns,
  textColumns,
  visitColumns,
} from "@seatline/domain";
import { Zip, ZipDeflate } from "fflate";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { takeExportSlot } from "./export-slots";

export const EXPORT_BATCH = 2000;

/** The last line of a file whose export had to stop part-way (its 200 was already sent). */
export const EXPORT_STOPPED_LINE = csvLine([
  "Export stopped before the end: something went wrong on our side. The rows above are complete; please download it again.",
]);

/** Told when an export stops part-way (the route logs it). */
export type OnExportStop = (err: unknown) => void;

/**
 * The CSV text of one export, batch by batch: the header row first, then one string per batch of rows. A failure of
 * the first batch is thrown (the caller reads it before answering); a later one ends the file with EXPORT_STOPPED_LINE.
 */
async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  timezone: string,
  next: (afterId: number) => Promise<(R & { id: number })[]>,
  onStop: OnExportStop,
): AsyncGenerator<string> {
  yield csvHeader(columns);
  let after = 0;
  for (let first = true; ; first = false) {
    let rows: (R & { id: number })[];
    try {
      rows = await next(after);
    } catch (err) {
      if (first) throw err;
      onStop(err);
      yield EXPORT_STOPPED_LINE;
      return;
    }
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
  onStop: OnExportStop = () => {},
): AsyncGenerator<string> {
  const { id: storeId, timezone } = staff.store;
  const db = deps.db;
  if (kind === "visits") {
    return csvChunks(
      visitColumns,
      timezone,
      (after) => visitExportBatch(db, storeId, range, after, EXPORT_BATCH),
      onStop,
    );
  }
  if (kind === "notify") {
    // The notify list's offers (docs/product.md#notify-me), by the date of the table offered.
    return csvChunks(
      notifyOfferColumns,
      timezone,
      (after) => notifyOfferExportBatch(db, storeId, range, after, EXPORT_BATCH),
      onStop,
    );
  }
  if (kind === "reservations") {
    return csvChunks(
      reservationColumns,
      timezone,
      (after) => reservationExportBatch(db, storeId, range, after, EXPORT_BATCH),
      onStop,
    );
  }
  const span = range && {
    start: startOfStoreDate(timezone, range.from),
    end: startOfStoreDate(timezone, addDays(range.to, 1)),
  };
  if (kind === "tables") {
    // Seatings at tables (docs/product.md#reports, "Tables"), one row per table, by the time the party was seated.
    return csvChunks(
      tableColumns,
      timezone,
      (after) => tableExportBatch(db, storeId, span, after, EXPORT_BATCH),
      onStop,
    );
  }
  return csvChunks(
    textColumns,
    timezone,
    (after) => textExportBatch(db, storeId, span, after, EXPORT_BATCH),
    onStop,
  );
}

/** The header and the first batch of an export's chunks, read now (a failure is thrown). */
async function readFirst(chunks: AsyncGenerator<string>): Promise<string[]> {
  const head: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await chunks.next();
    if (r.done) break;
    head.push(r.value);
  }
  return head;
}

/**
 * Holds an export slot of the store while `open` prepares the stream and until the stream closes (ended, failed or
 * the client went away); refuses with 429 when the store or the process has no slot free.
 */
async function withExportSlot(storeId: string, open: () => Promise<Readable>): Promise<Readable> {
  const give = takeExportSlot(storeId);
  try {
    const stream = await open();
    stream.once("close", give);
    return stream;
  } catch (err) {
    give();
    throw err;
  }
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
export function exportCsvStream(
  deps: AppDeps,
  staff: StaffScope,
  kind: ReportExport,
  range: ReportRange | null,
  onStop?: OnExportStop,
): Promise<Readable> {
  return withExportSlot(staff.store.id, async () => {
    const chunks = exportChunks(deps, staff, kind, range, onStop);
    const head = await readFirst(chunks);
    async function* all() {
      yield* head;
      yield* chunks;
    }
    return Readable.from(all(), { objectMode: false });
  });
}

/** Every export in one ZIP (deflated as the rows come; each file's name as its CSV download's). */
export function exportZipStream(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange | null,
  onStop: OnExportStop = () => {},
): Promise<Readable> {
  return withExportSlot(staff.store.id, () => openZip(deps, staff, range, onStop));
}

async function openZip(
  deps: AppDeps,
  staff: StaffScope,
  range: ReportRange | null,
  onStop: OnExportStop,
): Promise<Readable> {
  const kinds: ReportExport[] = ["visits", "reservations", "texts", "notify", "tables"];
  let stopped = false;
  const stop: OnExportStop = (err) => {
    stopped = true;
    onStop(err);
  };
  // Read each file's header and first batch up front: a failing read is an error answer, not a broken ZIP.
  const sources: { kind: ReportExport; head: string[]; chunks: AsyncGenerator<string> }[] = [];
  for (const kind of kinds) {
    const chunks = exportChunks(deps, staff, kind, range, stop);
    sources.push({ kind, head: await readFirst(chunks), chunks });
  }
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
      for (const text of head) file.push(encoder.encode(text));
      for await (const text of chunks) {
        file.push(encoder.encode(text));
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      yield* drain();
      // The file that stopped ends with the stopped line; the ZIP ends after it, whole and readable.
      if (stopped) break;
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(zipped(), { objectMode: false });
}
