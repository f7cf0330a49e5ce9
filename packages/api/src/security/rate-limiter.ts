/** Counts failures per key in a fixed window, in memory (one per process). */
export interface RateLimiter {
  /** True when the key has used up its window. */
  blocked(key: string): boolean;
  /** Counts one failure against the key. */
  fail(key: string): void;
  reset(key: string): void;
}

export function createRateLimiter(opts: { max: number; windowMs: number; enabled: boolean }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && Date.now() - w.start < opts.windowMs) return w;
    windows.delete(key);
    return null;
  };
  return {
    blocked(key) {
      return opts.enabled && (current(key)?.count ?? 0) >= opts.max;
    },
    fail(key) {
      if (!opts.enabled) return;
      const w = current(key);
      if (w) w.count += 1;
      else {
        if (windows.size > 50_000) windows.clear();
        windows.set(key, { start: Date.now(), count: 1 });
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
