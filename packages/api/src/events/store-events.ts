import type { Database, Executor } from "@seatline/db";
import { sql } from "drizzle-orm";

export const EVENT_CHANNEL = "seatline_events";

import { type StoreTopic, storeTopics } from "@seatline/domain";

export type { StoreTopic };

export interface StoreEvent {
  storeId: string;
  topic: StoreTopic;
  /** Monotonic per process, for tRPC tracked() ids. */
  seq: number;
  at: string;
}

/**
 * Queues a store event inside the caller's transaction: PostgreSQL delivers NOTIFY only on commit,
 * so listeners hear exactly the changes that happened (docs/architecture.md#live-updates).
 */
export async function emitStoreEvent(tx: Executor, storeId: string, topic: StoreTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${storeEventPayload(storeId, topic)})`);
}

/** The NOTIFY payload of a store event (also sent from inside the join's SQL function). */
export function storeEventPayload(storeId: string, topic: StoreTopic): string {
  return JSON.stringify({ storeId, topic });
}

type Listener = (event: StoreEvent) => void;

/** One LISTEN per process, fanned out to the subscriptions of each store. */
export class StoreEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unlisten: (() => Promise<void>) | null = null;
  private seq = 0;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(EVENT_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const u = this.unlisten;
    this.unlisten = null;
    if (u) await u().catch(() => {});
    this.listeners.clear();
  }

  subscribe(storeId: string, listener: Listener): () => void {
    let set = this.listeners.get(storeId);
    if (!set) {
      set = new Set();
      this.listeners.set(storeId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(storeId);
    };
  }

  subscriberCount(storeId: string): number {
    return this.listeners.get(storeId)?.size ?? 0;
  }

  private dispatch(payload: string): void {
    let parsed: { storeId?: unknown; topic?: unknown };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof parsed.storeId !== "string" || !storeTopics.includes(parsed.topic as StoreTopic)) return;
    const event: StoreEvent = {
      storeId: parsed.storeId,
      topic: parsed.topic as StoreTopic,
      seq: ++this.seq,
      at: new Date().toISOString(),
    };
    for (const l of this.listeners.get(event.storeId) ?? []) l(event);
  }
}
