import { sha256 } from "@oslojs/crypto/sha2";
import { decodeBase32IgnorePadding, encodeHexLowerCase } from "@oslojs/encoding";
import { sessions } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { generateSessionToken, sessionIdOf } from "./session-token";

const LOGIN_FAILED = "Please try a different username or password.";

describe.each(testDrivers())("sign-in on %s", (kind) => {
  let h: Harness;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
  });
  afterAll(() => h.close());

  it("signs in with a lower-cased e-mail and answers user, company and store", async () => {
    const res = await (await h.caller()).auth.login({
      email: " Demo@Seatline.dev ",
      password: "seatline-demo",
    });
    expect(res.token).toMatch(/^[a-z2-7]{52}$/);
    expect(new Date(res.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 3600 * 1000);
    expect(res.company).toEqual({ slug: "demo", name: "Demo Bistro", supportEmail: "support@seatline.dev" });
    expect(res.store?.legacyStoreId).toBe(1001);
    const me = await (await h.caller(res.token)).auth.me();
    expect(me.user.email).toBe("demo@seatline.dev");
  });

  it("stores only the hash of the token", async () => {
    const res = await (await h.caller()).auth.login({
      email: "demo@seatline.dev",
      password: "seatline-demo",
    });
    const rows = await h.db.db.select().from(sessions);
    expect(rows.some((r) => r.id === res.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it("a token carries 256 random bits (32 bytes, never repeated) and only its SHA-256 is kept", async () => {
    const anon = await h.caller();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      tokens.add((await anon.auth.login({ email: "demo@seatline.dev", password: "seatline-demo" })).token);
    }
    expect(tokens.size).toBe(5);
    for (const token of tokens) {
      expect(decodeBase32IgnorePadding(token.toUpperCase())).toHaveLength(32);
      const [row] = await h.db.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)));
      expect(row?.id).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
      expect(JSON.stringify(row)).not.toContain(token);
    }
    // Many fresh tokens: no repeats, and every base32 character turns up (no narrowed alphabet).
    const many = Array.from({ length: 2000 }, () => generateSessionToken());
    expect(new Set(many).size).toBe(many.length);
    expect(new Set(many.join("")).size).toBe(32);
  });

  it("logout ends only its own session: the same user's other session keeps working", async () => {
    const anon = await h.caller();
    const first = (await anon.auth.login({ email: "demo@seatline.dev", password: "seatline-demo" })).token;
    const second = (await anon.auth.login({ email: "demo@seatline.dev", password: "seatline-demo" })).token;
    await (await h.caller(first)).auth.logout();
    await expect((await h.caller(first)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await h.caller(second)).auth.me()).resolves.toMatchObject({
      user: { email: "demo@seatline.dev" },
    });
    expect(
      await h.db.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(first))),
    ).toEqual([]);
  });

  it("refuses a wrong password and an unknown e-mail with the documented text", async () => {
    const anon = await h.caller();
    for (const input of [
      { email: "demo@seatline.dev", password: "nope" },
      { email: "nobody@seatline.dev", password: "seatline-demo" },
    ]) {
      const err = await anon.auth.login(input).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCError);
      expect((err as TRPCError).code).toBe("UNAUTHORIZED");
      expect((err as TRPCError).message).toBe(LOGIN_FAILED);
    }
  });

  it("expires a session after 24 hours", async () => {
    const token = (
      await (await h.caller()).auth.login({ email: "rival@seatline.dev", password: "seatline-rival" })
    ).token;
    clock.advance(24 * 3600 * 1000 - 1000);
    await expect((await h.caller(token)).auth.me()).resolves.toBeTruthy();
    clock.advance(2000);
    await expect((await h.caller(token)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    clock.set("2026-11-21T18:00:00Z");
  });

  it("revokes a session on logout", async () => {
    const token = (
      await (await h.caller()).auth.login({ email: "demo@seatline.dev", password: "seatline-demo" })
    ).token;
    await (await h.caller(token)).auth.logout();
    await expect((await h.caller(token)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("REST: login answers {key}; wrong password 400 non_field_errors; logout revokes", async () => {
    const ok = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { username: "DEMO@seatline.dev", password: "seatline-demo" },
    });
    expect(ok.statusCode).toBe(200);
    const key = ok.json().key as string;
    const bad = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "demo@seatline.dev", password: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ non_field_errors: [LOGIN_FAILED] });
    const info = await h.app.inject({
      method: "GET",
      url: "/api/user_info/?email=demo@seatline.dev",
      headers: { authorization: `Token ${key}` },
    });
    expect(info.json()).toEqual({ company: "demo", store: 1 });
    const other = await h.app.inject({
      method: "GET",
      url: "/api/user_info/?email=rival@seatline.dev",
      headers: { authorization: `Token ${key}` },
    });
    expect(other.statusCode).toBe(403);
    const out = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/logout/",
      headers: { authorization: `Token ${key}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await h.app.inject({
      method: "GET",
      url: "/api/user_info/",
      headers: { authorization: `Token ${key}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it("REST: missing, malformed Authorization and malformed JSON get clear 4xx", async () => {
    const none = await h.app.inject({ method: "GET", url: "/api/user_info/" });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toMatch(/credentials/);
    const malformed = await h.app.inject({
      method: "GET",
      url: "/api/user_info/",
      headers: { authorization: "Basic abc" },
    });
    expect(malformed.statusCode).toBe(401);
    const json = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(json.statusCode).toBe(400);
    const big = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "a@b.c", password: "x".repeat(70_000) },
    });
    expect(big.statusCode).toBe(413);
  });

  it("a user without a store keeps a session whose store is null (clients show the documented alert)", async () => {
    const { users } = await import("@seatline/db");
    const { eq } = await import("drizzle-orm");
    const token = (
      await (await h.caller()).auth.login({ email: "rival@seatline.dev", password: "seatline-rival" })
    ).token;
    await h.db.db.update(users).set({ storeId: null }).where(eq(users.email, "rival@seatline.dev"));
    const me = await (await h.caller(token)).auth.me();
    expect(me.store).toBeNull();
    const res = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/logout/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 with a clear message after repeated failures for one e-mail from one address (more in login-limits.int.test.ts)", async () => {
    const { createDeps } = await import("../../deps");
    const { createTestDb } = await import("@seatline/db/testing");
    const { login } = await import("./login");
    const db = await createTestDb("pglite");
    const deps = createDeps(db, { rateLimits: true });
    try {
      for (let i = 0; i < 10; i++) {
        await expect(
          login(deps, { email: "demo@seatline.dev", password: "bad" }, "10.0.0.1"),
        ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
      }
      await expect(
        login(deps, { email: "demo@seatline.dev", password: "seatline-demo" }, "10.0.0.1"),
      ).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: "Too many sign-in attempts. Please wait a few minutes and try again.",
      });
      await expect(
        login(deps, { email: "rival@seatline.dev", password: "seatline-rival" }, "10.0.1.1"),
      ).resolves.toBeTruthy();
    } finally {
      await db.destroy();
    }
  });
});
