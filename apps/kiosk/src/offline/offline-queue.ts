/**
 * The kiosk's offline joins (docs/architecture.md "Offline kiosk"): leased tickets held for this kiosk, and the joins
 * taken with them while the server could not be reached, kept in IndexedDB until the server has them.
 */
import type { JoinWaitlistInput } from "@seatline/domain";
import { inTransaction, JOINS, META } from "./idb";

/** What the guest entered, as the join sends it (without `leased`, added on replay). */
export type QueuedJoinInput = Omit<JoinWaitlistInput, "leased">;

export interface QueuedJoin {
  /** newIdempotencyKey() (32 hex digits): sent as the Idempotency-Key header on every try. */
  key: string;
  /** Arrival order at this kiosk. */
  order: number;
  input: QueuedJoinInput;
  /** The leased ticket the guest was shown. */
  ticket: string;
  /** ISO time the guest joined. */
  joinedAt: string;
  /**
   * The store whose kiosk the guest joined at: only that store's session sends it, whoever signs the tablet in
   * meanwhile. Absent on joins queued before kiosks named it (those are sent as before).
   */
  storeId?: string;
  /** The server refused it for good (e.g. bad input): kept, with why, for a host to see; no longer sent. */
  refused?: string;
}

export interface LeasePool {
  /** Which session the tickets were leased to (its token's end): another sign-in starts a new pool. */
  owner: string;
  tickets: string[];
  /** When the server last answered the pool (ms). */
  fetchedAt: number;
}

const POOL = "pool";

export async function readPool(): Promise<LeasePool | null> {
  return inTransaction([META], "readonly", async (tx, req) => {
    const pool = (await req(tx.objectStore(META).get(POOL))) as LeasePool | undefined;
    return pool ?? null;
  });
}

/** The queued joins of this store (and any queued before joins named their store), oldest first. */
export async function queuedJoins(storeId: string): Promise<QueuedJoin[]> {
  return inTransaction([JOINS], "readonly", async (tx, req) => {
    const all = (await req(tx.objectStore(JOINS).getAll())) as QueuedJoin[];
    return all
      .filter((j) => j.storeId === undefined || j.storeId === storeId)
      .sort((a, b) => a.order - b.order);
  });
}

/** The tickets the server answered, less those queued joins hold (taken here, not yet sent): the new pool. */
export function poolAfterRefill(server: string[], queued: Pick<QueuedJoin, "ticket">[]): string[] {
  const held = new Set(queued.map((q) => q.ticket));
  return server.filter((t) => !held.has(t));
}

/** Saves the server's answer as the pool (one transaction with the queue, so a ticket taken meanwhile stays out). */
export async function savePool(owner: string, serverTickets: string[], now: number): Promise<LeasePool> {
  return inTransaction([META, JOINS], "readwrite", async (tx, req) => {
    const queued = (await req(tx.objectStore(JOINS).getAll())) as QueuedJoin[];
    const pool: LeasePool = { owner, tickets: poolAfterRefill(serverTickets, queued), fetchedAt: now };
    await req(tx.objectStore(META).put(pool, POOL));
    return pool;
  });
}

/**
 * A guest joins while offline: takes the pool's first ticket and queues the join with it, in one transaction.
 * Null when this session holds no ticket (the kiosk then says it cannot give one).
 */
export async function queueOfflineJoin(
  owner: string,
  storeId: string,
  input: QueuedJoinInput,
  key: string,
  joinedAt: Date,
): Promise<QueuedJoin | null> {
  return inTransaction([META, JOINS], "readwrite", async (tx, req) => {
    const meta = tx.objectStore(META);
    const joins = tx.objectStore(JOINS);
    const pool = (await req(meta.get(POOL))) as LeasePool | undefined;
    const ticket = pool && pool.owner === owner ? pool.tickets[0] : undefined;
    if (!pool || ticket === undefined) return null;
    const queued = (await req(joins.getAll())) as QueuedJoin[];
    const order = queued.reduce((max, q) => Math.max(max, q.order), 0) + 1;
    const join: QueuedJoin = { key, order, input, ticket, joinedAt: joinedAt.toISOString(), storeId };
    await req(meta.put({ ...pool, tickets: pool.tickets.slice(1) }, POOL));
    await req(joins.put(join));
    return join;
  });
}

/** The server has the join: forget it. */
export async function removeQueuedJoin(key: string): Promise<void> {
  await inTransaction([JOINS], "readwrite", async (tx, req) => {
    await req(tx.objectStore(JOINS).delete(key));
  });
}

export async function markRefused(join: QueuedJoin, reason: string): Promise<void> {
  await inTransaction([JOINS], "readwrite", async (tx, req) => {
    await req(tx.objectStore(JOINS).put({ ...join, refused: reason }));
  });
}
