/**
 * One store's lock never stalls the other stores (docs/operations.md#how-long-a-request-may-wait): with the demo
 * store's ticket counter held by another connection, a burst of its joins (more than the whole pool) answers a clean 503
 * with Retry-After once the lock timeout passes, never a 500, while the rival store's reads and /readyz answer within
 * a second. PostgreSQL only: PGlite has one session, so no other connection can hold a lock (packages/db client.ts).
 */
import { createTestDb, openAllDay, type TestDatabase } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type SeatlineServer } from "../create-server";

/** The pool as the server has it; the lock's holder takes one more connection of the same pool. */
const POOL = 10;
/** Short for the test (the default is 3 s): long enough that the rival's reads, a second at most, come well before it. */
const LOCK_TIMEOUT_MS = 2000;
/**
 * The longest the lock is held: a join waits at most twice the lock timeout (its store's share of the pool, then the
 * lock), plus slack for a busy two-core machine where a dozen requests at once take a while to be read.
 */
const HOLD_MS = 2 * LOCK_TIMEOUT_MS + 4000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
  body: string;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("one store's lock on PostgreSQL", () => {
  let database: TestDatabase;
  let server: SeatlineServer;
  let base: string;
  const tokens: Record<"demo" | "rival", string> = { demo: "", rival: "" };

  beforeAll(async () => {
    database = await createTestDb("postgres", {
      poolMax: POOL + 1,
      limits: { statementMs: 10_000, lockMs: LOCK_TIMEOUT_MS },
    });
    await openAllDay(database.db); // the legacy joins keep the store's hours: open whatever the hour
    server = await createServer({
      database,
      env: {
        LOG_LEVEL: "silent",
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        SERVE_APPS: "false",
        RATE_LIMITS: "off",
        DB_POOL_MAX: String(POOL),
        DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      },
      logger: false,
    });
    base = await server.start();
    for (const [name, email, password] of [
      ["demo", "demo@seatline.dev", "seatline-demo"],
      ["rival", "rival@seatline.dev", "seatline-rival"],
    ] as const) {
      const res = await fetch(`${base}/api/dj-rest-auth/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      tokens[name] = ((await res.json()) as { key: string }).key;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
  });

  async function call(path: string, token: string | null, body?: unknown): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      ms: performance.now() - started,
      body: text,
    };
  }

  it("the locked store's joins answer 503 with Retry-After; the other store and /readyz answer within a second", async () => {
    // A server that has been serving has its connections open: open the pool's before timing anything.
    await Promise.all(Array.from({ length: POOL }, () => call("/trpc/waitlist.list", tokens.rival)));
    const quiet = await call("/trpc/waitlist.list", tokens.rival);

    // The demo store's ticket counter, locked by a transaction of its own (as a stuck write would hold it) until the
    // joins have all answered, or for HOLD_MS at most (the tester held it for 20 s).
    await database.db.execute(
      "insert into ticket_counters (store_id) select id from stores where slug = 'downtown' on conflict do nothing",
    );
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(
        "select c.ticket_cnt from ticket_counters c join stores s on s.id = c.store_id where s.slug = 'downtown' for update of c",
      );
      locked();
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await isLocked;

    // More joins than the pool has connections: the host's add (tRPC) and the legacy kiosk's (REST).
    const joinsSentAt = performance.now();
    const joins = Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        call("/trpc/waitlist.add", tokens.demo, { partySize: 2, name: `Burst ${i}` }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        call("/api/host_info/waiting_customers?company=demo&store=1", tokens.demo, {
          customer_name: `Legacy ${i}`,
          party_size: 2,
        }),
      ),
    ]);
    let heldFor = 0;
    const released = Promise.race([joins, sleep(HOLD_MS)]).then(() => {
      heldFor = performance.now() - joinsSentAt;
      release();
    });
    // The other store's reads and the readiness check, once the joins are all waiting.
    await sleep(300);
    const others = await Promise.all([
      call("/trpc/waitlist.list", tokens.rival),
      call("/trpc/waitlist.list", tokens.rival),
      call("/trpc/waitlist.list", tokens.rival),
      call("/api/host_info/waiting_customers?company=rival&store=1", tokens.rival),
      call("/readyz", null),
    ]);
    const othersDoneAt = performance.now() - joinsSentAt;
    const answered = await joins;
    await released;
    await holder;

    console.log(
      `store lock: the other store's read alone ${Math.round(quiet.ms)} ms; its reads and /readyz in ${others.map((a) => Math.round(a.ms)).join(", ")} ms; ` +
        `the locked store's ${answered.length} joins: ${JSON.stringify(count(answered.map((a) => a.status)))} ` +
        `in ${answered
          .map((a) => Math.round(a.ms))
          .sort((x, y) => x - y)
          .join(", ")} ms`,
    );
    expect(
      others.map((a) => a.status),
      others.map((a) => a.body).join("\n"),
    ).toEqual([200, 200, 200, 200, 200]);
    expect(others.filter((a) => a.ms >= 1000).map((a) => Math.round(a.ms))).toEqual([]);
    // All that before any join could give up: no connection was freed by a timeout for them.
    expect(othersDoneAt).toBeLessThan(LOCK_TIMEOUT_MS);
    // The joins answered while the lock was held, not once its holder let go.
    expect(heldFor).toBeLessThan(HOLD_MS);
    expect(
      answered.filter((a) => a.status !== 503 || a.retryAfter === null || Number(a.retryAfter) <= 0),
    ).toEqual([]);
    expect(answered.every((a) => /briefly unavailable/.test(a.body))).toBe(true);

    // The lock gone, the store's joins go through again.
    const after = await call("/trpc/waitlist.add", tokens.demo, { partySize: 2, name: "After" });
    expect(after.status, after.body).toBe(200);
  }, 30_000);
});

function count(xs: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[x] = (counts[x] ?? 0) + 1;
  return counts;
}
