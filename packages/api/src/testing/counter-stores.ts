/**
 * The counter stores tests run on: memory always, and Redis (127.0.0.1:6379 or TEST_REDIS_URL) when it answers, each
 * run under its own key prefix (removed afterwards) so runs never share counters.
 */
import { randomBytes } from "node:crypto";
import { type CounterStore, memoryCounterStore } from "../security/counter-store";
import { connectRedis, redisCounterStore } from "../security/redis-counter-store";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when Redis answers a PING within a second. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = connectRedis(url);
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export type CounterKind = "memory" | "redis";

/** ["memory"], plus "redis" when Redis answers (printed when it does not). */
export async function counterKinds(): Promise<CounterKind[]> {
  if (await redisAnswers()) return ["memory", "redis"];
  console.log(`Redis at ${TEST_REDIS_URL} is not answering: counter tests run on memory only`);
  return ["memory"];
}

export function uniquePrefix(): string {
  return `seatline-test:${Date.now().toString(36)}${randomBytes(4).toString("hex")}:`;
}

/** A fresh store of that kind; close() also deletes the run's keys in Redis. */
export async function testCounterStore(kind: CounterKind): Promise<CounterStore & { prefix: string }> {
  const prefix = uniquePrefix();
  if (kind === "memory") return Object.assign(memoryCounterStore(), { prefix });
  const redis = connectRedis(TEST_REDIS_URL);
  redis.on("error", () => {});
  await redis.connect();
  const store = redisCounterStore(redis, prefix);
  return {
    ...store,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await store.close();
    },
  };
}

/** A store that never answers (Redis gone). */
export function brokenCounterStore(): CounterStore {
  const fail = async (): Promise<never> => {
    throw Object.assign(new Error("Connection is closed."), { code: "ECONNREFUSED" });
  };
  return { kind: "redis", add: fail, mark: fail, marked: fail, close: async () => {} };
}
