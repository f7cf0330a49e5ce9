import type { Database, Db } from "@seatline/db";
import { type Clock, systemClock } from "./clock";
import { StoreEventHub } from "./events/store-events";
import { createRateLimiter, type RateLimiter } from "./security/rate-limiter";

export interface ApiConfig {
  supportEmail: string;
  /** RATE_LIMITS=off turns every limit off (benchmarks and load tests only). */
  rateLimits: boolean;
  /** Public origin used in links sent to guests, e.g. https://seatline.example. */
  publicUrl: string;
}

/** What every service and router needs: the database, the clock, the event hub, configuration. */
export interface AppDeps {
  database: Database;
  db: Db;
  clock: Clock;
  events: StoreEventHub;
  config: ApiConfig;
  limiters: { loginByIp: RateLimiter; loginByEmail: RateLimiter };
}

export function createDeps(database: Database, opts: Partial<ApiConfig> & { clock?: Clock } = {}): AppDeps {
  const config: ApiConfig = {
    supportEmail: opts.supportEmail ?? "support@seatline.dev",
    rateLimits: opts.rateLimits ?? true,
    publicUrl: opts.publicUrl ?? "http://localhost:3000",
  };
  return {
    database,
    db: database.db,
    clock: opts.clock ?? systemClock,
    events: new StoreEventHub(database),
    config,
    limiters: {
      // Failed sign-ins per IP and per e-mail within 15 minutes.
      loginByIp: createRateLimiter({ max: 20, windowMs: 15 * 60_000, enabled: config.rateLimits }),
      loginByEmail: createRateLimiter({ max: 10, windowMs: 15 * 60_000, enabled: config.rateLimits }),
    },
  };
}
