/**
 * The tables in an owner's report (docs/product.md#reports, "Tables"): turn times, utilisation and covers from the
 * store's occupancy rows (one per table per seating, docs/architecture.md#tables-and-occupancy). The database only
 * reads the rows; every rule is here:
 *
 * - A **stay** is one occupancy row: a party at one table, from the time it sat there to `cleared_at`. A move keeps
 *   the party's `seated_at` on the new rows, so a row's own start is the later of `seated_at` and the moment the
 *   seating's earlier rows were cleared (rows cleared together, pushed-together tables, share one `cleared_at`).
 * - A **turn** is one party's visit (one `seating_id`): from its first `seated_at` to its last `cleared_at`, once all
 *   its rows are cleared; a moved party is one turn, pushed-together tables one turn. By table, each stay is a turn of
 *   that table. A turn belongs to the period its start falls in, and to the area of the table it was first seated at.
 * - **Covers**: guests of the parties seated in the period (cleared or not); by table, a party at pushed-together
 *   tables counts at each of them, so the tables' covers may add up to more than the store's.
 * - **By server**: each party counts for the server whose section it sat in last (a moved party for its new server),
 *   as recorded when it sat down (docs/product.md#sections-and-rotation); parties outside every section count for none.
 * - **Utilisation** of a table: the minutes of the store's opening hours in the period (up to now) during which a party
 *   sat at it, over those opening minutes. Each date's opening ranges belong to that date (a range past midnight runs
 *   into the next morning); a store without hours is open all day. An area's (or the store's) utilisation is its
 *   tables' seated minutes over the opening minutes times its tables.
 */
import { z } from "zod";
import type { OpeningHours } from "../entities/reservations";
import { hasNoHours, rangesOfDay } from "../opening-ranges";
import { addDays, isoWeekday, minutesToTime, storeInstant } from "../store-time";
import { type WaitGroup, waitGroupOf, waitGroups } from "../wait-quote";
import { histogramQuantile } from "./report-figures";
import type { ReportRange } from "./report-range";
import { reportRangeSchema } from "./report-summary";

const MINUTE = 60_000;

const share = z.number().min(0).max(1).nullable();
const minutes = z.number().min(0).nullable();
const count = z.number().int().min(0);

export const tableFiguresSchema = z
  .object({
    turns: count.describe("Parties seated in the period and since cleared (by table: stays at it)."),
    avgTurn: minutes.describe("Average minutes from seated to cleared."),
    medianTurn: minutes.describe("Median minutes from seated to cleared (nearest rank)."),
    covers: count.describe("Guests of the parties seated in the period."),
    utilisation: share.describe(
      "Share of the opening minutes a party sat at the table(s); null by party size.",
    ),
  })
  .strict();
export type TableFigures = z.infer<typeof tableFiguresSchema>;

const compared = z.object({ current: tableFiguresSchema, previous: tableFiguresSchema }).strict();

export const tableReportSchema = z
  .object({
    timezone: z.string(),
    range: reportRangeSchema,
    previousRange: reportRangeSchema,
    openMinutes: z.object({ current: count, previous: count }).strict(),
    all: compared,
    groups: z.array(compared.extend({ group: z.enum(waitGroups) })),
    areas: z.array(compared.extend({ area: z.string() })),
    tables: z.array(
      compared.extend({
        tableId: z.number().int(),
        name: z.string(),
        area: z.string(),
        seats: count,
        retired: z.boolean(),
      }),
    ),
    servers: z.array(compared.extend({ serverId: z.number().int(), name: z.string(), retired: z.boolean() })),
  })
  .strict();
export type TableReport = z.infer<typeof tableReportSchema>;

/** One occupancy row as the report reads it. */
export interface OccupancyStay {
  id: number;
  tableId: number;
  seatingId: string;
  partySize: number;
  seatedAt: Date;
  clearedAt: Date | null;
  /** Who served it (the section of its table when it was placed there); null outside every section. */
  serverId: number | null;
}

/** A server of the store (removed ones too: past seatings keep them). */
export interface ReportServerRow {
  id: number;
  name: string;
  retired: boolean;
}

/** A table of the store (retired ones too: past seatings keep them). */
export interface ReportTableRow {
  id: number;
  name: string;
  area: string;
  areaPosition: number;
  seats: number;
  retired: boolean;
}

/** A half-open span of instants in ms since the epoch. */
export interface Span {
  start: number;
  end: number;
}

/** The store's opening spans on the dates from..to, merged and cut at `now` (hours not yet reached do not count). */
export function openSpans(
  timezone: string,
  hours: readonly OpeningHours[],
  range: ReportRange,
  now: Date,
): Span[] {
  const spans: Span[] = [];
  const cut = now.getTime();
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const ranges = hasNoHours(hours) ? [{ open: 0, close: 1440 }] : rangesOfDay(hours, isoWeekday(date));
    for (const r of ranges) {
      const at = (m: number) =>
        storeInstant(timezone, addDays(date, Math.floor(m / 1440)), minutesToTime(m % 1440)).getTime();
      const start = at(r.open);
      const end = Math.min(at(r.close), cut);
      if (end > start) spans.push({ start, end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

const spanMs = (spans: readonly Span[]) => spans.reduce((sum, s) => sum + (s.end - s.start), 0);

/** Milliseconds of `stay` inside the (sorted, disjoint) `open` spans. */
function overlapMs(stay: Span, open: readonly Span[]): number {
  // The first span that ends after the stay starts (binary search: a year has hundreds of spans).
  let lo = 0;
  let hi = open.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((open[mid]?.end ?? 0) <= stay.start) lo = mid + 1;
    else hi = mid;
  }
  let sum = 0;
  for (let i = lo; i < open.length; i++) {
    const o = open[i] as Span;
    if (o.start >= stay.end) break;
    const from = Math.max(o.start, stay.start);
    const to = Math.min(o.end, stay.end);
    if (to > from) sum += to - from;
  }
  return sum;
}

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Each row's own start at its table: a moved party's new rows start when its earlier rows were cleared. */
export function stayStarts(rows: readonly OccupancyStay[]): Map<number, number> {
  const bySeating = groupBy(rows, (r) => r.seatingId);
  const starts = new Map<number, number>();
  for (const seating of bySeating.values()) {
    for (const r of seating) {
      let start = r.seatedAt.getTime();
      const own = r.clearedAt?.getTime() ?? Number.POSITIVE_INFINITY;
      for (const q of seating) {
        const cleared = q.clearedAt?.getTime();
        // Rows cleared before this one, and made before it (lower id): the tables the party was moved from.
        if (q.id < r.id && cleared !== undefined && cleared < own) start = Math.max(start, cleared);
      }
      starts.set(r.id, start);
    }
  }
  return starts;
}

interface Turn {
  minutes: number | null;
  partySize: number;
}

/** Turn figures of some turns (utilisation filled in by the caller where it means something). */
function turnFiguresOf(turns: readonly Turn[], utilisation: number | null): TableFigures {
  const done = turns.filter((t) => t.minutes !== null).map((t) => t.minutes as number);
  const sum = done.reduce((s, m) => s + m, 0);
  return {
    turns: done.length,
    avgTurn: done.length === 0 ? null : sum / done.length,
    medianTurn: histogramQuantile(
      done.map((m) => ({ minutes: m, count: 1 })),
      0.5,
    ),
    covers: turns.reduce((s, t) => s + t.partySize, 0),
    utilisation,
  };
}

export interface TablePeriodInput {
  /** Start and end (exclusive) of the period's dates, ms. */
  start: number;
  end: number;
  /** The store's opening spans in the period, up to now (openSpans). */
  open: Span[];
}

/** The figures of one period: overall, by party size group, by area and by table. */
export function tablePeriodFigures(
  rows: readonly OccupancyStay[],
  tables: readonly ReportTableRow[],
  period: TablePeriodInput,
  now: Date,
) {
  const starts = stayStarts(rows);
  const openMs = spanMs(period.open);
  const tableById = new Map(tables.map((t) => [t.id, t]));
  const inPeriod = (at: number) => at >= period.start && at < period.end;
  // At most 1: a table holds one party at a time (the open-row index), but rows edited by hand could overlap.
  const share = (seatedMs: number, tableCount: number) =>
    openMs === 0 || tableCount === 0 ? null : Math.min(1, seatedMs / (openMs * tableCount));

  // By table: each row is a stay at its table.
  const staysByTable = new Map<number, Turn[]>();
  const seatedMsByTable = new Map<number, number>();
  for (const r of rows) {
    const start = starts.get(r.id) ?? r.seatedAt.getTime();
    const end = r.clearedAt?.getTime() ?? now.getTime();
    seatedMsByTable.set(
      r.tableId,
      (seatedMsByTable.get(r.tableId) ?? 0) + overlapMs({ start, end }, period.open),
    );
    if (!inPeriod(start)) continue;
    const minutes = r.clearedAt ? (r.clearedAt.getTime() - start) / MINUTE : null;
    const stay = { minutes, partySize: r.partySize };
    const list = staysByTable.get(r.tableId);
    if (list) list.push(stay);
    else staysByTable.set(r.tableId, [stay]);
  }

  // By party: one turn per seating, in the area of the table it was first seated at.
  const bySeating = groupBy(rows, (r) => r.seatingId);
  const parties: (Turn & { group: WaitGroup; area: string; serverId: number | null })[] = [];
  for (const seating of bySeating.values()) {
    const inOrder = [...seating].sort((a, b) => a.id - b.id);
    const first = inOrder[0];
    const last = inOrder[inOrder.length - 1];
    if (!first || !last) continue;
    const start = Math.min(...seating.map((r) => r.seatedAt.getTime()));
    if (!inPeriod(start)) continue;
    const cleared = seating.every((r) => r.clearedAt !== null);
    const end = Math.max(...seating.map((r) => r.clearedAt?.getTime() ?? 0));
    parties.push({
      minutes: cleared ? (end - start) / MINUTE : null,
      partySize: first.partySize,
      group: waitGroupOf(first.partySize),
      area: tableById.get(first.tableId)?.area ?? "",
      serverId: last.serverId,
    });
  }

  const areaNames = [...new Set(tables.map((t) => t.area))];
  const tablesOfArea = (area: string) => tables.filter((t) => t.area === area);
  const seatedMsOf = (list: readonly ReportTableRow[]) =>
    list.reduce((s, t) => s + (seatedMsByTable.get(t.id) ?? 0), 0);

  return {
    all: turnFiguresOf(parties, share(seatedMsOf(tables), tables.length)),
    groups: new Map(
      waitGroups.map((g) => [
        g,
        turnFiguresOf(
          parties.filter((p) => p.group === g),
          null,
        ),
      ]),
    ),
    areas: new Map(
      areaNames.map((a) => {
        const list = tablesOfArea(a);
        return [
          a,
          turnFiguresOf(
            parties.filter((p) => p.area === a),
            share(seatedMsOf(list), list.length),
          ),
        ];
      }),
    ),
    tables: new Map(
      tables.map((t) => [
        t.id,
        turnFiguresOf(staysByTable.get(t.id) ?? [], share(seatedMsByTable.get(t.id) ?? 0, 1)),
      ]),
    ),
    servers: (id: number) =>
      turnFiguresOf(
        parties.filter((p) => p.serverId === id),
        null,
      ),
    openMinutes: Math.round(openMs / MINUTE),
  };
}

/** Tables in report order: by area (its plan position), then by name as people count (2 before 10). */
export function reportTableOrder(a: ReportTableRow, b: ReportTableRow): number {
  return (
    a.areaPosition - b.areaPosition ||
    a.area.localeCompare(b.area) ||
    a.name.localeCompare(b.name, "en", { numeric: true }) ||
    a.id - b.id
  );
}

/**
 * The report: both periods' figures side by side. `tables` are the store's tables; a retired one is listed only when
 * it had a party in either period.
 */
export function tableReportOf(input: {
  timezone: string;
  range: ReportRange;
  previousRange: ReportRange;
  rows: readonly OccupancyStay[];
  tables: readonly ReportTableRow[];
  servers: readonly ReportServerRow[];
  current: TablePeriodInput;
  previous: TablePeriodInput;
  now: Date;
}): TableReport {
  const used = new Set(input.rows.map((r) => r.tableId));
  const tables = input.tables.filter((t) => !t.retired || used.has(t.id)).sort(reportTableOrder);
  const cur = tablePeriodFigures(input.rows, tables, input.current, input.now);
  const prev = tablePeriodFigures(input.rows, tables, input.previous, input.now);
  const pick = <K>(map: "groups" | "areas" | "tables", key: K) => ({
    current: (cur[map] as Map<K, TableFigures>).get(key) as TableFigures,
    previous: (prev[map] as Map<K, TableFigures>).get(key) as TableFigures,
  });
  const areas = [...new Set(tables.map((t) => t.area))];
  return {
    timezone: input.timezone,
    range: input.range,
    previousRange: input.previousRange,
    openMinutes: { current: cur.openMinutes, previous: prev.openMinutes },
    all: { current: cur.all, previous: prev.all },
    groups: waitGroups.map((group) => ({ group, ...pick("groups", group) })),
    areas: areas.map((area) => ({ area, ...pick("areas", area) })),
    tables: tables.map((t) => ({
      tableId: t.id,
      name: t.name,
      area: t.area,
      seats: t.seats,
      retired: t.retired,
      ...pick("tables", t.id),
    })),
    // The servers on the list, and removed ones who served a party in the rows read.
    servers: input.servers
      .filter((s) => !s.retired || input.rows.some((r) => r.serverId === s.id))
      .map((s) => ({
        serverId: s.id,
        name: s.name,
        retired: s.retired,
        current: cur.servers(s.id),
        previous: prev.servers(s.id),
      })),
  };
}
