/**
 * The one counter system: every per-address, per-e-mail, per-phone and per-store limit, the door's
 * (apps/server rate-limits.ts) and the services' alike (docs/architecture.md#rate-limits). Counting is
 * rate-limiter-flexible's fixed windows: in this process's memory by default (RateLimiterMemory), in Redis when
 * REDIS_URL is set (RateLimiterRedis, one Lua script per count), so limits hold across processes, every key under one
 * prefix (REDIS_PREFIX). A count is one atomic step (counted first, then compared), so parallel requests cannot all
 * pass a check made before any of them was counted. A store that does not answer throws: callers decide whether their
 * limit fails open or closed.
 */
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";

export interface WindowLimit {
  max: number;
  /** Whole seconds: Redis keeps a window's end to the second. */
  windowMs: number;
}

export interface Count {
  /** This attempt's number in the key's window (it is counted even when past the limit). */
  count: number;
  within: boolean;
  /** Until the key's window ends (a refusal's Retry-After). */
  msLeft: number;
}

export interface Counter {
  /** Counts one attempt against the key; the first attempt opens the key's window, whose end clears the count. */
  take(key: string): Promise<Count>;
  /** Gives one attempt back (it turned out not to count): never below zero, never opening a window. */
  giveBack(key: string): Promise<void>;
}

export interface Marks {
  mark(key: string): Promise<void>;
  marked(key: string): Promise<boolean>;
}

export interface Counters {
  readonly kind: "memory" | "redis";
  /** The counter named `name` (its keys kept apart from every other counter's): `limit.max` attempts per window. */
  counter(name: string, limit: WindowLimit): Counter;
  /** Keys remembered for `ttlMs` under `name` (e.g. an address that signed in to an e-mail before). */
  marks(name: string, ttlMs: number): Marks;
  close(): Promise<void>;
}

/** A short, stable stand-in for an e-mail or phone in a key, so the store holds no personal data. */
export function keyPart(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/**
 * The longest a key lasts in memory: RateLimiterMemory ends each key with a timer, and Node's timers reach 2^31-1 ms
 * (24.8 days); a longer one fires at once. Only marks last longer (docs/architecture.md#rate-limits).
 */
const MEMORY_LONGEST_SEC = Math.floor((2 ** 31 - 1) / 1000);

type MakeLimiter = (keyPrefix: string, points: number, durationSec: number) => RateLimiterAbstract;

function countersOn(kind: Counters["kind"], make: MakeLimiter, close: () => Promise<void>): Counters {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, points: number, durationSec: number) => {
    const id = `${name}|${points}|${durationSec}`;
    let l = limiters.get(id);
    if (!l) {
      l = make(name, points, durationSec);
      limiters.set(id, l);
    }
    return l;
  };
  return {
    kind,
    counter(name, limit) {
      const l = limiter(name, limit.max, limit.windowMs / 1000);
      return {
        async take(key) {
          // Past the limit the library rejects with the count (a RateLimiterRes); a store error is any other value.
          const res = await l.consume(key).catch((refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) return refusal;
            throw refusal;
          });
          return {
            count: res.consumedPoints,
            within: res.consumedPoints <= limit.max,
            msLeft: res.msBeforeNext,
          };
        },
        async giveBack(key) {
          // The library's reward on a key whose window has ended opens a window at -1 (one attempt of credit): none.
          if ((await l.reward(key)).consumedPoints < 0) await l.delete(key);
        },
      };
    },
    marks(name, ttlMs) {
      const durationSec = kind === "memory" ? Math.min(ttlMs / 1000, MEMORY_LONGEST_SEC) : ttlMs / 1000;
      const l = limiter(name, 1, durationSec);
      return {
        async mark(key) {
          await l.set(key, 1, durationSec);
        },
        async marked(key) {
          return (await l.get(key)) !== null;
        },
      };
    },
    close,
  };
}

/** Counters in this process's memory (one server process, or tests). */
export function memoryCounters(): Counters {
  return countersOn(
    "memory",
    (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
    async () => {},
  );
}

/** Counters in Redis, every key under `prefix` (REDIS_PREFIX), shared by every process of a deployment. */
export function redisCounters(redis: Redis, prefix: string): Counters {
  return countersOn(
    "redis",
    (name, points, duration) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}${name}`, points, duration }),
    async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  );
}

/** A Redis client that fails fast while Redis is away (no offline queue, one retry, 1 s timeouts). */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
