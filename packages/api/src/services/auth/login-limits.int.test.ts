/**
 * Attempts are counted before the password is checked, so no more passwords are checked per
 * window than the limits say (parallel requests, one tRPC batch, rotating addresses), and a stranger's guessing does
 * not lock the account's own devices out. Passwords checked are counted by wrapping @seatline/db's verifyPassword.
 */
import { createTestDb, type TestDatabase, testDrivers } from "@seatline/db/testing";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppDeps, createDeps } from "../../deps";
import { registerApi } from "../../http";
import type { Counters } from "../../security/counters";
import { brokenCounters, type CounterKind, counterKinds, testCounters } from "../../testing/counters";
import { login } from "./login";
import { LOGIN_LIMITS, SIGN_IN_UNAVAILABLE, TOO_MANY_LOGINS } from "./login-limits";

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

const EMAIL = "demo@seatline.dev";
const PASSWORD = "seatline-demo";
const kinds: CounterKind[] = await counterKinds();
const cases = testDrivers().flatMap((driver) => kinds.map((store) => [driver, store] as const));

async function outcome(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => "ok",
    (err: { code?: string }) => err.code ?? String(err),
  );
}
function tally(xs: string[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const x of xs) t[x] = (t[x] ?? 0) + 1;
  return t;
}

describe.each(cases)("failed sign-ins on %s with counters in %s", (driver, storeKind) => {
  let db: TestDatabase;
  let counters: Counters;
  let deps: AppDeps;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb(driver, { poolMax: 20 });
    app = Fastify({ logger: false });
  });
  beforeEach(async () => {
    // Fresh counters for each case: one case's guessing must not spill into the next.
    await counters?.close();
    counters = await testCounters(storeKind);
    deps = createDeps(db, { rateLimits: true, counters });
    checked.count = 0;
  });
  afterAll(async () => {
    await counters?.close();
    await app.close();
    await db.destroy();
  });

  it(`90 parallel wrong passwords for one e-mail from one address: at most ${LOGIN_LIMITS.perEmailAndAddress.max} checked`, async () => {
    const results = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        outcome(login(deps, { email: EMAIL, password: `guess-${i}` }, "203.0.113.10")),
      ),
    );
    expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perEmailAndAddress.max);
    expect(tally(results)).toEqual({
      UNAUTHORIZED: checked.count,
      TOO_MANY_REQUESTS: 90 - checked.count,
    });
    await expect(login(deps, { email: EMAIL, password: PASSWORD }, "203.0.113.10")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_LOGINS,
    });
  });

  it("one tRPC batch of 60 auth.login over HTTP checks at most the limit", async () => {
    const http = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
    await registerApi(http, deps);
    try {
      const input = Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [String(i), { email: EMAIL, password: `batch-${i}` }]),
      );
      const res = await http.inject({
        method: "POST",
        url: `/trpc/${Array(60).fill("auth.login").join(",")}?batch=1`,
        remoteAddress: "203.0.113.11",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(input),
      });
      const codes = (res.json() as { error?: { data: { code: string } } }[]).map(
        (r) => r.error?.data.code ?? "ok",
      );
      expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perEmailAndAddress.max);
      expect(tally(codes)).toEqual({ UNAUTHORIZED: checked.count, TOO_MANY_REQUESTS: 60 - checked.count });
      // The legacy path shares the same counters.
      const legacy = await http.inject({
        method: "POST",
        url: "/api/dj-rest-auth/login/",
        remoteAddress: "203.0.113.11",
        payload: { email: EMAIL, password: "legacy-guess" },
      });
      expect(legacy.statusCode).toBe(429);
      expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perEmailAndAddress.max);
    } finally {
      await http.close();
    }
  });

  it("ten wrong passwords from one address do not refuse the right password from another", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.max; i++) {
      await expect(login(deps, { email: EMAIL, password: "nope" }, "198.51.100.66")).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    await expect(login(deps, { email: EMAIL, password: PASSWORD }, "198.51.100.66")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await expect(login(deps, { email: EMAIL, password: PASSWORD }, "192.0.2.44")).resolves.toMatchObject({
      user: { email: EMAIL },
    });
  });

  it("successful sign-ins use up no attempts: 30 in a row from one address all get in", async () => {
    for (let i = 0; i < 30; i++) {
      await expect(login(deps, { email: EMAIL, password: PASSWORD }, "192.0.2.50")).resolves.toBeTruthy();
    }
  });

  it(`a stranger rotating addresses gets at most ${LOGIN_LIMITS.perEmail.max} passwords checked an hour; the owner's known device still gets in`, async () => {
    const owner = "192.0.2.7";
    await login(deps, { email: EMAIL, password: PASSWORD }, owner);
    checked.count = 0;
    const n = LOGIN_LIMITS.perEmail.max + 30;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        outcome(
          login(deps, { email: EMAIL, password: `rotating-${i}` }, `10.${(i >> 8) & 255}.${i & 255}.9`),
        ),
      ),
    );
    expect(checked.count).toBeLessThanOrEqual(LOGIN_LIMITS.perEmail.max);
    expect(tally(results)).toEqual({ UNAUTHORIZED: checked.count, TOO_MANY_REQUESTS: n - checked.count });
    // Even the right password from a new address waits for the hour: the cap holds for strangers...
    await expect(login(deps, { email: EMAIL, password: PASSWORD }, "10.99.0.1")).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // ...while the device that signed in before is not refused because of them.
    await expect(login(deps, { email: EMAIL, password: PASSWORD }, owner)).resolves.toMatchObject({
      user: { email: EMAIL },
    });
  }, 60_000);

  it("an IPv6 client is counted per /64: rotating within it does not reset the count", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.max; i++) {
      await outcome(login(deps, { email: EMAIL, password: "v6" }, `2001:db8:5:6::${(i + 1).toString(16)}`));
    }
    await expect(
      login(deps, { email: EMAIL, password: PASSWORD }, "2001:db8:5:6:aaaa::1"),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("sign-in without counters (Redis gone)", () => {
  it("fails closed with a clear 503 and checks no password; RATE_LIMITS=off skips the counters", async () => {
    const db = await createTestDb("pglite");
    try {
      const deps = createDeps(db, { rateLimits: true, counters: brokenCounters() });
      checked.count = 0;
      await expect(login(deps, { email: EMAIL, password: PASSWORD }, "192.0.2.1")).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: SIGN_IN_UNAVAILABLE,
      });
      expect(checked.count).toBe(0);
      const off = createDeps(db, { rateLimits: false, counters: brokenCounters() });
      await expect(login(off, { email: EMAIL, password: PASSWORD }, "192.0.2.1")).resolves.toBeTruthy();
    } finally {
      await db.destroy();
    }
  });
});
