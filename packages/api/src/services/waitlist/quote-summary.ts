/**
 * The live wait quote's reads and the quote summary's upkeep (Issue 17). Quotes read the store's small summary
 * (quote_stats: a few cells of this weekday and hour) and tonight's seats, then call the one estimator of
 * packages/domain; nothing scans the store's history. A seat adds the party to its cells (with its line-state cell,
 * for which the parties waiting ahead when it joined are recounted from today's entries) in the seat's own
 * transaction; a put-back of a seated party takes it out again.
 */
import {
  aheadAtArrival,
  type Executor,
  getTableSettings,
  lockQuoteCells,
  readQuoteCells,
  saveQuoteCell,
  setQuoteResidual,
  tonightSeats,
  type WaitlistEntryRow,
  waitingPartySizes,
} from "@seatline/db";
import {
  applyObservation,
  baseQuote,
  type CellStats,
  cellKey,
  dayjs,
  emptyCell,
  estimateWait,
  observationsOf,
  queueOf,
  type SeatEvent,
  type SeatObservation,
  storeDate,
  type TableSettings,
  type WaitGroup,
  type WaitQuote,
  type WaitTimes,
  waitGroupOf,
} from "@seatline/domain";
import { tableSettingsView } from "../settings/table-settings";

export interface QuoteStore {
  id: string;
  timezone: string;
}

/** Store-local ISO weekday (1 Mon .. 7 Sun) and hour of an instant. */
export function storeWeekdayHour(tz: string, at: Date): { dow: number; hour: number } {
  const local = dayjs(at).tz(tz);
  const day = local.day();
  return { dow: day === 0 ? 7 : day, hour: local.hour() };
}

/** Everything the estimator reads at one instant for one store. */
export interface QuoteSnapshot {
  nowMs: number;
  dow: number;
  hour: number;
  tables: TableSettings;
  stats: (k: { group: WaitGroup; dow: number; hour: number }) => ReturnType<typeof emptyCell> | undefined;
  tonight: SeatEvent[];
}

/** Hours of cells a quote may read: this hour and the six before (arrivals of parties seated in the last hour). */
function hoursBack(hour: number): number[] {
  return Array.from({ length: 7 }, (_, i) => hour - i).filter((h) => h >= 0);
}

/**
 * The summary's cells change only when a party is seated or put back, yet every join, kiosk screen, guest page and
 * host summary reads a few hundred of them: the server lets a process reuse what it read for QUOTE_CELLS_CACHE_MS and
 * forget a store's cells as soon as it seats or puts back one of that store's parties (forgetQuoteCells). A seat in
 * another process shows within that time; a quote a few seconds behind a seat stays within its own range. With 0
 * (the default of createDeps, so tests read every time) nothing is kept.
 */
export const QUOTE_CELLS_CACHE_MS = 5_000;
type CellsEntry = { until: number; cells: Promise<Map<string, CellStats>> };
const cellCaches = new WeakMap<object, Map<string, CellsEntry>>();
const CELLS_CACHE_KEYS = 5_000;

function quoteCells(db: Executor, storeId: string, dow: number, hour: number, cacheMs: number) {
  const hours = hoursBack(hour);
  if (cacheMs <= 0) return readQuoteCells(db, storeId, dow, hours);
  let cache = cellCaches.get(db);
  if (!cache) {
    cache = new Map();
    cellCaches.set(db, cache);
  }
  const key = `${storeId}|${dow}|${hour}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.cells;
  const cells = readQuoteCells(db, storeId, dow, hours);
  cache.delete(key);
  cache.set(key, { until: now + cacheMs, cells });
  cells.catch(() => cache.delete(key));
  if (cache.size > CELLS_CACHE_KEYS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return cells;
}

/** Drops a store's cells this process keeps (after it seated or put back one of the store's parties). */
export function forgetQuoteCells(db: Executor, storeId: string): void {
  const cache = cellCaches.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(`${storeId}|`)) cache.delete(key);
}

export async function quoteSnapshot(
  db: Executor,
  store: QuoteStore,
  now: Date,
  tables: TableSettings | Promise<TableSettings>,
  cellsCacheMs = 0,
): Promise<QuoteSnapshot> {
  const { dow, hour } = storeWeekdayHour(store.timezone, now);
  const since = new Date(now.getTime() - 6 * 3600_000);
  const [cells, seats, tableSettings] = await Promise.all([
    quoteCells(db, store.id, dow, hour, cellsCacheMs),
    tonightSeats(db, store.id, storeDate(store.timezone, now), since),
    tables,
  ]);
  const tonight = seats.map((s): SeatEvent => {
    const wait = (s.exitedTime.getTime() - s.enteredTime.getTime()) / 60000;
    return {
      group: waitGroupOf(s.partySize),
      enteredMs: s.enteredTime.getTime(),
      seatedMs: s.exitedTime.getTime(),
      wait,
      // Parties that joined before quotes kept their queue minutes count as quoted right.
      queue: s.quoteQueueMinutes ?? wait,
      ...storeWeekdayHour(store.timezone, s.enteredTime),
    };
  });
  return {
    nowMs: now.getTime(),
    dow,
    hour,
    tables: tableSettings,
    stats: (k) => cells.get(cellKey(k)),
    tonight,
  };
}

/** The quote for a new party of a group with `ahead` parties of its group waiting, and its queue minutes. */
export function quoteFromSnapshot(
  s: QuoteSnapshot,
  group: WaitGroup,
  ahead: number,
): WaitQuote & { queue: number } {
  const input = {
    group,
    ahead,
    dow: s.dow,
    hour: s.hour,
    nowMs: s.nowMs,
    tables: s.tables,
    stats: s.stats,
    tonight: s.tonight,
  };
  return { ...estimateWait(input), queue: queueOf(input) };
}

export type WaitRanges = Record<WaitGroup, { low: number; high: number }>;

/** Wait minutes (and ranges) for a new party of each group, given the party sizes waiting now. */
export function groupQuotes(
  s: QuoteSnapshot,
  waitingSizes: readonly number[],
): { waitTimes: WaitTimes; ranges: WaitRanges } {
  const n: Record<WaitGroup, number> = { solo: 0, two: 0, three_four: 0, five_plus: 0 };
  for (const size of waitingSizes) n[waitGroupOf(size)] += 1;
  const q: Record<WaitGroup, WaitQuote> = {
    solo: quoteFromSnapshot(s, "solo", n.solo),
    two: quoteFromSnapshot(s, "two", n.two),
    three_four: quoteFromSnapshot(s, "three_four", n.three_four),
    five_plus: quoteFromSnapshot(s, "five_plus", n.five_plus),
  };
  return {
    waitTimes: {
      solo_wait: q.solo.minutes,
      two_wait: q.two.minutes,
      three_four_wait: q.three_four.minutes,
      five_plus_wait: q.five_plus.minutes,
    },
    ranges: {
      solo: { low: q.solo.low, high: q.solo.high },
      two: { low: q.two.low, high: q.two.high },
      three_four: { low: q.three_four.low, high: q.three_four.high },
      five_plus: { low: q.five_plus.low, high: q.five_plus.high },
    },
  };
}

const GROUP_SIZES: Record<WaitGroup, { min: number; max: number }> = {
  solo: { min: 1, max: 1 },
  two: { min: 2, max: 2 },
  three_four: { min: 3, max: 4 },
  five_plus: { min: 5, max: 1_000_000 },
};

async function observationOf(
  tx: Executor,
  store: QuoteStore,
  entry: WaitlistEntryRow,
  exited: Date,
): Promise<Omit<SeatObservation, "residual"> | null> {
  if (entry.quoteQueueMinutes === null) return null;
  const group = waitGroupOf(entry.partySize);
  return {
    group,
    ...storeWeekdayHour(store.timezone, entry.enteredTime),
    queue: entry.quoteQueueMinutes,
    wait: Math.max(0, (exited.getTime() - entry.enteredTime.getTime()) / 60000),
    ahead: await aheadAtArrival(tx, store.id, entry, GROUP_SIZES[group]),
  };
}

/**
 * Seat: adds the party to its cells (weekday × hour, hour, group, and its line-state cell) inside the seat's
 * transaction.
 */
export async function recordSeat(tx: Executor, store: QuoteStore, entry: WaitlistEntryRow, seatedAt: Date) {
  const o = await observationOf(tx, store, entry, seatedAt);
  if (!o) return;
  const pending = observationsOf({ ...o, residual: 0 });
  const cells = await lockQuoteCells(
    tx,
    store.id,
    pending.map((p) => p.key),
  );
  const base = baseQuote((k) => cells.get(cellKey(k)), o.group, o.dow, o.hour, o.queue).value;
  const obs: SeatObservation = { ...o, residual: o.wait - base };
  for (const { key, obs: add } of observationsOf(obs))
    await saveQuoteCell(tx, store.id, key, applyObservation(cells.get(cellKey(key)) ?? emptyCell(), add));
  await setQuoteResidual(tx, store.id, entry.id, obs.residual);
}

/** Put back of a seated party: takes out exactly what its seat added. */
export async function unrecordSeat(tx: Executor, store: QuoteStore, entry: WaitlistEntryRow) {
  if (entry.status !== "seated" || entry.quoteResidual === null || !entry.exitedTime) return;
  const o = await observationOf(tx, store, entry, entry.exitedTime);
  if (!o) return;
  const obs: SeatObservation = { ...o, residual: entry.quoteResidual };
  const taken = observationsOf(obs);
  const cells = await lockQuoteCells(
    tx,
    store.id,
    taken.map((p) => p.key),
  );
  for (const { key, obs: take } of taken)
    await saveQuoteCell(
      tx,
      store.id,
      key,
      applyObservation(cells.get(cellKey(key)) ?? emptyCell(), take, -1),
    );
  await setQuoteResidual(tx, store.id, entry.id, null);
}

/** The join's quote: read before the join's counter lock (its reads are the kiosk summary's, for one group). */
export async function joinQuote(
  db: Executor,
  store: QuoteStore,
  partySize: number,
  now: Date,
  cellsCacheMs = 0,
): Promise<WaitQuote & { queue: number }> {
  const group = waitGroupOf(partySize);
  const [sizes, snapshot] = await Promise.all([
    waitingPartySizes(db, store.id, storeDate(store.timezone, now)),
    quoteSnapshot(db, store, now, getTableSettings(db, store.id).then(tableSettingsView), cellsCacheMs),
  ]);
  return quoteFromSnapshot(snapshot, group, sizes.filter((s) => waitGroupOf(s) === group).length);
}
