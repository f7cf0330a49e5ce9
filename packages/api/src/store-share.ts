/**
 * Each store's share of the process's database pool (docs/operations.md#how-long-a-request-may-wait): at most `perStore`
 * calls of one store run at once; the next wait here, holding no connection, and are refused with a 503 (StoreBusyError)
 * after `waitMs`. Without it, calls queued behind one store's lock took every pooled connection and every other
 * store's reads, and /readyz, queued behind them. The lock timeout ends those waits; this keeps the rest of the pool
 * free meanwhile.
 */
import { StoreBusyError } from "./db-unavailable";
import type { SessionInfo } from "./services/auth/types";

export interface StoreShareLimits {
  /** Calls of one store at once (half the pool: the server sets it from DB_POOL_MAX). */
  perStore: number;
  /** How long a call waits for its store's share before the 503 (the server uses DB_LOCK_TIMEOUT_MS). */
  waitMs: number;
}

interface Share {
  running: number;
  waiting: (() => void)[];
}

export class StoreShares {
  private readonly shares = new Map<string, Share>();

  constructor(private readonly limits: StoreShareLimits) {}

  /** Runs `work` within the store's share (`store`: any string naming one store, the same for all its calls). */
  async run<T>(store: string, work: () => Promise<T>): Promise<T> {
    const share = this.shares.get(store) ?? { running: 0, waiting: [] };
    this.shares.set(store, share);
    if (share.running >= this.limits.perStore) await this.waitFor(share);
    else share.running++;
    try {
      return await work();
    } finally {
      const next = share.waiting.shift();
      // The finishing call hands its place to the first in line; the last one out forgets the store.
      if (next) next();
      else if (--share.running === 0) this.shares.delete(store);
    }
  }

  private waitFor(share: Share): Promise<void> {
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        share.waiting.splice(share.waiting.indexOf(go), 1);
        reject(new StoreBusyError(this.limits.waitMs));
      }, this.limits.waitMs);
      share.waiting.push(go);
    });
  }
}

/**
 * The store a call is for, as its share's name: a signed-in session's store, else the store an anonymous call names
 * (the public page's and the remote join's `companySlug` and `storeSlug`); null for calls of no one store (sign-in, a
 * guest's token pages), which only the time limits bound.
 */
export function storeOfCall(session: SessionInfo | null, input: unknown): string | null {
  if (session?.company && session.store) return `${session.company.slug}/${session.store.slug}`;
  if (!input || typeof input !== "object") return null;
  const { companySlug, storeSlug } = input as { companySlug?: unknown; storeSlug?: unknown };
  if (typeof companySlug !== "string" || typeof storeSlug !== "string") return null;
  return `${companySlug.trim().toLowerCase()}/${storeSlug.trim().toLowerCase()}`;
}
