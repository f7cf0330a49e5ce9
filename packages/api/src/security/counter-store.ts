/**
 * Where every per-address, per-e-mail, per-phone and per-store counter lives (docs/architecture.md#running-at-scale): in memory in one
 * process by default, in Redis when REDIS_URL is set (redis-counter-store.ts), so limits hold across processes.
 * Every change is one atomic step (count first, then compare), so parallel requests cannot all pass a check made
 * before any of them was counted.
 */
import { createHash } from "node:crypto";

export interface CounterStore {
  readonly kind: "memory" | "redis";
  /**
   * Adds `by` (default 1) to the key's count and answers the new count, in one atomic step. The first addition opens
   * the key's window of `windowMs`; the count is gone when the window ends. A negative `by` on a key that is gone
   * does nothing (answers 0).
   */
  add(key: string, windowMs: number, by?: number): Promise<number>;
  /** Remembers a key for `ttlMs` (e.g. an address that signed in to an e-mail before). */
  mark(key: string, ttlMs: number): Promise<void>;
  marked(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A short, stable stand-in for an e-mail or phone in a key, so the store holds no personal data. */
export function keyPart(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/** Counters in this process's memory (one server process, or tests). */
export function memoryCounterStore(opts: { now?: () => number; maxKeys?: number } = {}): CounterStore {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 200_000;
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt > now()) return e;
    if (e) entries.delete(key);
    return null;
  };
  const makeRoom = () => {
    if (entries.size < maxKeys) return;
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
    // Still full: the oldest windows go first (Map keeps insertion order).
    for (const k of entries.keys()) {
      if (entries.size < maxKeys * 0.9) break;
      entries.delete(k);
    }
  };
  return {
    kind: "memory",
    async add(key, windowMs, by = 1) {
      const e = live(key);
      if (e) {
        e.count += by;
        return e.count;
      }
      if (by < 0) return 0;
      makeRoom();
      entries.set(key, { count: by, expiresAt: now() + windowMs });
      return by;
    },
    async mark(key, ttlMs) {
      makeRoom();
      entries.delete(key);
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
    },
    async marked(key) {
      return live(key) !== null;
    },
    async close() {
      entries.clear();
    },
  };
}
