/** A fixed-window counter per key, in memory (one per process). */
export interface RateLimiter {
  /** Counts one hit; returns false when the key is over its limit. */
  hit(key: string): boolean;
  reset(key: string): void;
}

export function createRateLimiter(opts: { max: number; windowMs: number; enabled: boolean }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      if (!opts.enabled) return true;
      const now = Date.now();
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (windows.size > 50_000) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= opts.max;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
