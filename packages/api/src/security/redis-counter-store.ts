/**
 * The counter store in Redis (REDIS_URL): every process of a deployment counts against the same keys, all under one
 * prefix (REDIS_PREFIX, "seatline:" by default). A Redis that does not answer fails the call within a second (no
 * queueing while it is away): callers decide whether their limit fails open or closed.
 */
import { Redis } from "ioredis";
import type { CounterStore } from "./counter-store";

/** INCRBY + PEXPIRE on the window's first addition, as one script (atomic in Redis). */
const ADD = `
local by = tonumber(ARGV[2])
if by < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('INCRBY', KEYS[1], by)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

type WithAdd = Redis & {
  seatlineAdd(key: string, windowMs: number, by: number): Promise<number>;
};

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

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  const client = redis as WithAdd;
  if (typeof client.seatlineAdd !== "function") {
    client.defineCommand("seatlineAdd", { numberOfKeys: 1, lua: ADD });
  }
  return {
    kind: "redis",
    async add(key, windowMs, by = 1) {
      return Number(await client.seatlineAdd(prefix + key, Math.max(1, Math.ceil(windowMs)), by));
    },
    async mark(key, ttlMs) {
      await client.set(prefix + key, "1", "PX", Math.max(1, Math.ceil(ttlMs)));
    },
    async marked(key) {
      return (await client.exists(prefix + key)) === 1;
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
