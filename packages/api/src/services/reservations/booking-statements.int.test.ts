/**
 * A keyed public booking holds its locks for one statement (docs/architecture.md "The lifecycle"): the apps send every
 * booking with an Idempotency-Key, and the key's claim, the phone's and the date's locks, the checks and the writes are
 * one call of seatline_book with its key (packages/db/sql/functions), outside any transaction; the sealed answer is
 * kept by a statement of its own after it. Counted at the PGlite client under the ORM, as floor-read-cost.int.test.ts counts.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, NOON_NY } from "../../testing/reservation-kit";

/** A statement that takes a lock: the booking's, an advisory lock (seatline_lock_store_*: the keys), a row lock. */
const LOCKING = /seatline_book|seatline_lock_|pg_advisory|for update/i;

type Client = Record<string, (...a: unknown[]) => unknown>;

describe("the keyed public booking's statements", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness("pglite", { clock: manualClock(NOON_NY) });
  });
  afterAll(() => h.close());

  /** The SQL of each statement the client ran during `run`, and how many transactions it opened. */
  async function statements(run: () => Promise<unknown>): Promise<{ sql: string[]; transactions: number }> {
    const client = (h.db.db as unknown as { $client: Client }).$client;
    const seen: string[] = [];
    let transactions = 0;
    const counted = (target: Client, name: string) => {
      const original = target[name];
      if (!original) return;
      target[name] = (...args: unknown[]) => {
        seen.push(String(args[0]));
        return original.apply(target, args);
      };
    };
    const originals = { query: client.query, exec: client.exec, transaction: client.transaction };
    counted(client, "query");
    counted(client, "exec");
    const transaction = originals.transaction;
    if (transaction)
      client.transaction = (fn: unknown) => {
        transactions += 1;
        return transaction.call(client, (tx: Client) => {
          counted(tx, "query");
          counted(tx, "exec");
          return (fn as (tx: Client) => unknown)(tx);
        });
      };
    try {
      await run();
    } finally {
      Object.assign(client, originals);
    }
    return { sql: seen, transactions };
  }

  const book = (input: Record<string, unknown>, key: string) =>
    h.app.inject({
      method: "POST",
      url: "/trpc/public.createReservation",
      headers: { "content-type": "application/json", "idempotency-key": key },
      payload: JSON.stringify({ companySlug: "demo", storeSlug: "downtown", ...input }),
    });

  it("takes the phone's and the date's locks in one statement, in no transaction", async () => {
    const input = booking({ guestName: "One Statement", guestPhone: "2025550177" });
    let status = 0;
    const ran = await statements(async () => {
      status = (await book(input, randomUUID())).statusCode;
    });
    expect(status).toBe(200);
    console.log(`keyed public booking: ${ran.sql.length} statements, ${ran.transactions} transactions`);
    expect(ran.transactions).toBe(0);
    const locking = ran.sql.filter((s) => LOCKING.test(s));
    expect(locking).toHaveLength(1);
    expect(locking[0]).toMatch(/seatline_book\(/);
    // Before it the store and its booking rules (one read: date-rules.ts), after it the kept answer; none of them locks.
    expect(ran.sql.length).toBe(4);
  });

  it("a refusal in the statement (the slot full) is that one statement too, and keeps no key", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 1,
      maxPersonsPerInterval: 50,
    });
    const slot = { reservationDate: "2026-06-12", reservationTime: "19:00" };
    expect((await book(booking({ ...slot, guestPhone: "2025550178" }), randomUUID())).statusCode).toBe(200);
    const key = randomUUID();
    const refused = booking({ ...slot, guestPhone: "2025550179" });
    let status = 0;
    const ran = await statements(async () => {
      status = (await book(refused, key)).statusCode;
    });
    expect(status).toBe(409);
    expect(ran.transactions).toBe(0);
    expect(ran.sql.filter((s) => LOCKING.test(s))).toHaveLength(1);
    // The claim was dropped with the refusal: the same key books once a table is free.
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 2,
      maxPersonsPerInterval: 50,
    });
    expect((await book(refused, key)).statusCode).toBe(200);
  });
});
