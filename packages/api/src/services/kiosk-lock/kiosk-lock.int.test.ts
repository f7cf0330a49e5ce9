/**
 * The kiosk's host-screen lock: the PIN is stored only as a hash and never answered, it opens the host screen (the
 * staff password does while there is none), and wrong tries are limited per store, counted before anything is
 * checked (hashes checked are counted by wrapping @seatline/db's verifyPassword).
 */
import { kioskPins } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import {
  TOO_MANY_UNLOCKS,
  UNLOCK_UNAVAILABLE,
  WRONG_KIOSK_PASSWORD,
  WRONG_KIOSK_PIN,
} from "@seatline/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createContext } from "../../context";
import { type AppDeps, createDeps } from "../../deps";
import { createCaller } from "../../root";
import { memoryCounters } from "../../security/counters";
import { brokenCounters } from "../../testing/counters";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";
import { UNLOCK_LIMITS } from "./unlock-limits";

const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock("@seatline/db", async (importOriginal) => {
  const db = await importOriginal<typeof import("@seatline/db")>();
  return {
    ...db,
    verifyPassword: async (hash: string, password: string) => {
      checked.count += 1;
      return db.verifyPassword(hash, password);
    },
  };
});

const PASSWORD = "seatline-demo";

async function outcome(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => "ok",
    (err: { code?: string }) => err.code ?? String(err),
  );
}

describe.each(testDrivers())("kiosk host-screen lock on %s", (kind) => {
  let h: Harness;
  let demoToken: string;
  let rivalToken: string;
  /** A caller of the demo store (or rival) over deps with the limits on. */
  const callerWith = async (deps: AppDeps, token = demoToken) =>
    createCaller(await createContext(deps, { authorization: `Bearer ${token}`, ip: "127.0.0.1" }));
  let limited: AppDeps;

  beforeAll(async () => {
    h = await createHarness(kind);
    demoToken = await h.tokenFor("demo");
    rivalToken = await h.tokenFor("rival");
  });
  beforeEach(async () => {
    // Fresh counters for each case, and no PIN: one case's tries and PIN must not spill into the next.
    limited = createDeps(h.db, { rateLimits: true, counters: memoryCounters() });
    await h.deps.db.delete(kioskPins);
    checked.count = 0;
  });
  afterAll(() => h.close());

  it("without a PIN the signed-in account's staff password opens it; a wrong one is refused", async () => {
    const demo = await h.caller(demoToken);
    expect(await demo.kioskLock.status()).toEqual({ pinSet: false });
    expect(await demo.kioskLock.unlock({ secret: PASSWORD })).toEqual({ unlocked: true, with: "password" });
    await expectTrpcError(
      demo.kioskLock.unlock({ secret: "seatline-dem0" }),
      "FORBIDDEN",
      WRONG_KIOSK_PASSWORD,
    );
    // Another store's password is not this account's.
    await expectTrpcError(
      demo.kioskLock.unlock({ secret: "seatline-rival" }),
      "FORBIDDEN",
      WRONG_KIOSK_PASSWORD,
    );
    await expectTrpcError(demo.kioskLock.unlock({ secret: "" }), "BAD_REQUEST");
  });

  it("a PIN is stored only as a hash, opens the screen, leaves the manager's password a way in, and is answered only as set", async () => {
    const demo = await h.caller(demoToken);
    const rival = await h.caller(rivalToken);
    expect(await demo.kioskLock.setPin({ pin: "4821" })).toEqual({ pinSet: true });
    const rows = await h.deps.db.select().from(kioskPins);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pinHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.pinHash).not.toContain("4821");

    expect(await demo.kioskLock.status()).toEqual({ pinSet: true });
    expect(await rival.kioskLock.status()).toEqual({ pinSet: false });
    expect(await demo.kioskLock.unlock({ secret: "4821" })).toEqual({ unlocked: true, with: "pin" });
    await expectTrpcError(demo.kioskLock.unlock({ secret: "4822" }), "FORBIDDEN", WRONG_KIOSK_PIN);
    // Not a PIN: checked as the password of the account the kiosk was paired with (only a manager pairs one).
    expect(await demo.kioskLock.unlock({ secret: PASSWORD })).toEqual({ unlocked: true, with: "password" });
    await expectTrpcError(
      demo.kioskLock.unlock({ secret: "seatline-dem0" }),
      "FORBIDDEN",
      WRONG_KIOSK_PASSWORD,
    );
    // Rival's own password still opens rival's kiosk: the PIN is demo's only.
    expect(await rival.kioskLock.unlock({ secret: "seatline-rival" })).toMatchObject({ with: "password" });

    // No answer a client reads carries the PIN or its hash.
    const answers = JSON.stringify([await demo.settings.getKiosk(), await demo.waitlist.kioskState()]);
    expect(answers).not.toMatch(/argon2|4821|pinHash|pin_hash/i);

    // Changing it: the old PIN stops working.
    expect(await demo.kioskLock.setPin({ pin: "135790" })).toEqual({ pinSet: true });
    await expectTrpcError(demo.kioskLock.unlock({ secret: "4821" }), "FORBIDDEN", WRONG_KIOSK_PIN);
    expect(await demo.kioskLock.unlock({ secret: "135790" })).toMatchObject({ with: "pin" });

    // A bad PIN is refused with a plain message and changes nothing.
    const before = await h.deps.db.select().from(kioskPins);
    for (const pin of ["123", "1234567", "12a4", " 1234", "١٢٣٤"])
      await expectTrpcError(demo.kioskLock.setPin({ pin }), "BAD_REQUEST", /PIN must be 4 to 6 digits/);
    expect(await h.deps.db.select().from(kioskPins)).toEqual(before);

    // Removing it brings the password back; removing none is harmless.
    expect(await demo.kioskLock.removePin()).toEqual({ pinSet: false });
    expect(await demo.kioskLock.removePin()).toEqual({ pinSet: false });
    expect(await demo.kioskLock.unlock({ secret: PASSWORD })).toMatchObject({ with: "password" });
    await expectTrpcError(demo.kioskLock.unlock({ secret: "135790" }), "FORBIDDEN", WRONG_KIOSK_PASSWORD);
  });

  it(`wrong tries: ${UNLOCK_LIMITS.perStore.max} per store in ${UNLOCK_LIMITS.perStore.windowMs / 60_000} minutes, then a plain 429 even for the right PIN`, async () => {
    const demo = await callerWith(limited);
    await demo.kioskLock.setPin({ pin: "2468" });
    checked.count = 0;
    for (let i = 0; i < UNLOCK_LIMITS.perStore.max; i++)
      await expectTrpcError(demo.kioskLock.unlock({ secret: `100${i}` }), "FORBIDDEN", WRONG_KIOSK_PIN);
    await expectTrpcError(demo.kioskLock.unlock({ secret: "2468" }), "TOO_MANY_REQUESTS", TOO_MANY_UNLOCKS);
    expect(checked.count).toBe(UNLOCK_LIMITS.perStore.max);
    // A guest who ran the PIN's tries out has not locked the manager out: the password is counted apart.
    expect(await demo.kioskLock.unlock({ secret: PASSWORD })).toEqual({ unlocked: true, with: "password" });
    // The limit is the store's: another store's kiosk is not held up by it.
    const rival = await callerWith(limited, rivalToken);
    expect(await rival.kioskLock.unlock({ secret: "seatline-rival" })).toMatchObject({ unlocked: true });
  });

  it("parallel guesses get no more checks than the limit; right entries use up no tries", async () => {
    const demo = await callerWith(limited);
    for (let i = 0; i < 12; i++) expect(await demo.kioskLock.unlock({ secret: PASSWORD })).toBeTruthy();
    checked.count = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => outcome(demo.kioskLock.unlock({ secret: `guess-${i}` }))),
    );
    expect(checked.count).toBeLessThanOrEqual(UNLOCK_LIMITS.perStore.max);
    const tally: Record<string, number> = {};
    for (const r of results) tally[r] = (tally[r] ?? 0) + 1;
    expect(tally).toEqual({ FORBIDDEN: checked.count, TOO_MANY_REQUESTS: 30 - checked.count });
  });

  it("a wrong try over HTTP is a 403 with the plain message (never 401, which signs a kiosk out); past the limit 429", async () => {
    const { default: Fastify } = await import("fastify");
    const { registerApi } = await import("../../http");
    const http = Fastify({ logger: false });
    await registerApi(http, limited);
    try {
      const post = (secret: string) =>
        http.inject({
          method: "POST",
          url: "/trpc/kioskLock.unlock",
          headers: { authorization: `Bearer ${demoToken}`, "content-type": "application/json" },
          payload: JSON.stringify({ secret }),
        });
      const wrong = await post("not-it");
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error: { message: WRONG_KIOSK_PASSWORD } });
      for (let i = 1; i < UNLOCK_LIMITS.perStore.max; i++)
        expect((await post(`not-it-${i}`)).statusCode).toBe(403);
      const refused = await post(PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { message: TOO_MANY_UNLOCKS } });
    } finally {
      await http.close();
    }
  });

  it("without counters (Redis gone) it fails closed with a 503 and checks nothing", async () => {
    const broken = createDeps(h.db, { rateLimits: true, counters: brokenCounters() });
    const demo = await callerWith(broken);
    await expectTrpcError(
      demo.kioskLock.unlock({ secret: PASSWORD }),
      "SERVICE_UNAVAILABLE",
      UNLOCK_UNAVAILABLE,
    );
    expect(checked.count).toBe(0);
  });
});
