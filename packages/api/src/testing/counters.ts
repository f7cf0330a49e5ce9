/**
 * The counters tests run on: memory always, and Redis (127.0.0.1:6379 or TEST_REDIS_URL) when it answers, each run
 * under its own key prefix (removed afterwards) so runs never share counters.
 */
import { randomBytes } from "node:crypto";
import { type Counters, connectRedis, memoryCounters, redisCounters } from "../security/counters";

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

export type CounterKind = Counters["kind"];

/** ["memory"], plus "redis" when Redis answers (printed when it does not). */
export async function counterKinds(): Promise<CounterKind[]> {
  if (await redisAnswers()) return ["memory", "redis"];
  console.log(`Redis at ${TEST_REDIS_URL} is not answering: counter tests run on memory only`);
  return ["memory"];
}

export function uniquePrefix(): string {
  return `seatline-test:${Date.now().toString(36)}${randomBytes(4).toString("hex")}:`;
}

/** Fresh counters of that kind; close() also deletes the run's keys in Redis. */
export async function testCounters(kind: CounterKind): Promise<Counters & { prefix: string }> {
  const prefix = uniquePrefix();
  if (kind === "memory") return Object.assign(memoryCounters(), { prefix });
  const redis = connectRedis(TEST_REDIS_URL);
  redis.on("error", () => {});
  await redis.connect();
  const counters = redisCounters(redis, prefix);
  return {
    ...counters,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await counters.close();
    },
  };
}

/** Counters that never answer (Redis gone). */
export function brokenCounters(): Counters {
  const fail = async (): Promise<never> => {
    throw Object.assign(new Error("Connection is closed."), { code: "ECONNREFUSED" });
  };
  return {
    kind: "redis",
    counter: () => ({ take: fail, giveBack: fail }),
    marks: () => ({ mark: fail, marked: fail }),
    close: async () => {},
  };
}
