/**
 * The quote summary's cells as a server process keeps them for a few seconds (quote-reads.ts reads through it; the
 * seat upkeep, quote-seat-upkeep.ts, is what changes them).
 */
import { type Executor, readQuoteCells } from "@seatline/db";
import type { CellStats } from "@seatline/domain";

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

export function quoteCells(db: Executor, storeId: string, dow: number, hour: number, cacheMs: number) {
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
