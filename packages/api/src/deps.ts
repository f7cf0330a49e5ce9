import type { Database, Db } from "@seatline/db";
import { type Clock, systemClock } from "./clock";
import { StoreEventHub } from "./events/store-events";
import { type Counters, memoryCounters } from "./security/counters";
import { type StoreShareLimits, StoreShares } from "./store-share";

export interface ApiConfig {
  supportEmail: string;
  /** RATE_LIMITS=off turns every limit off (benchmarks and load tests only). */
  rateLimits: boolean;
  /** Public origin used in links sent to guests, e.g. https://seatline.example. */
  publicUrl: string;
  /** How long a process may reuse the quote summary's cells it read (services/waitlist/quote-cache.ts); 0 reads every time. */
  quoteCellsCacheMs: number;
}

/** What every service and router needs: the database, the clock, the event hub, configuration. */
export interface AppDeps {
  database: Database;
  db: Db;
  clock: Clock;
  events: StoreEventHub;
  config: ApiConfig;
  /** The door's and the services' counters: memory by default, Redis with REDIS_URL (shared by every process). */
  counters: Counters;
  /** Told when the counters fail (their limits then fail open, sign-in fails closed). */
  onCounterError?: (err: unknown) => void;
  /** Each store's share of the database pool (store-share.ts); null: unbounded. */
  storeShares: StoreShares | null;
}

export function createDeps(
  database: Database,
  opts: Partial<ApiConfig> & {
    clock?: Clock;
    counters?: Counters;
    onCounterError?: (err: unknown) => void;
    storeShare?: StoreShareLimits;
  } = {},
): AppDeps {
  const config: ApiConfig = {
    supportEmail: opts.supportEmail ?? "support@seatline.dev",
    rateLimits: opts.rateLimits ?? true,
    publicUrl: opts.publicUrl ?? "http://localhost:3000",
    quoteCellsCacheMs: opts.quoteCellsCacheMs ?? 0,
  };
  return {
    database,
    db: database.db,
    clock: opts.clock ?? systemClock,
    events: new StoreEventHub(database),
    config,
    counters: opts.counters ?? memoryCounters(),
    onCounterError: opts.onCounterError,
    storeShares: opts.storeShare ? new StoreShares(opts.storeShare) : null,
  };
}
