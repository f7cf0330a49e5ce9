/**
 * The host stand (docs/architecture.md "Device sessions"): an iPad a manager pairs once as a device, which the staff
 * take turns at with their own PINs. Locked, it opens nothing but its lock screen; opened by a person's PIN, it runs
 * the door's procedures (role "host") as that person, so the audit log names them; never a manager's or an owner's
 * page, never a legacy path. Targets come from appRouter and restRoutes, so a procedure added later is held to this
 * as soon as it exists.
 */

import { randomUUID } from "node:crypto";
import { auditLog, demoStores, sessions } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import {
  PAIR_NEEDS_MANAGER,
  STAND_IDLE_MS,
  STAND_LOCKED,
  STAND_ONLY,
  STAND_RUNS_THE_DOOR,
  STAND_SESSION_REFUSED,
  STAND_TOO_MANY_TRIES,
  TRIVIAL_STAND_PIN,
  WRONG_PASSWORD_FOR_PIN,
  WRONG_STAND_PIN,
} from "@seatline/domain";
import { desc, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { manualClock } from "../clock";
import { createDeps } from "../deps";
import { registerApi } from "../http";
import { restRoutes } from "../rest/plugin";
import { memoryCounters } from "../security/counters";
import { sessionIdOf } from "../services/auth/session-token";
import { STAND_TRY_LIMITS } from "../services/host-stand/stand-tries";
import { createHarness, type Harness } from "../testing/harness";
import { expectTrpcError, NOON_NY } from "../testing/reservation-kit";
import { STAFF_PASSWORD, staffTokenFor } from "../testing/staff-kit";
import { seedTrustData, type TrustIds } from "../testing/trust/fixtures";
import { callRest, callTrpc, type Reply } from "../testing/trust/http-calls";
import { restTargets } from "../testing/trust/rest-targets";
import { trpcTargets } from "../testing/trust/trpc-targets";
import { procedureList } from "./procedure-list";

const procedures = (await procedureList()).map(({ path, type, meta }) => ({
  path,
  type,
  role: meta?.role,
  standOwn: meta?.stand === "own",
}));
const demo = demoStores.find((s) => s.companySlug === "demo");
if (!demo) throw new Error("no demo store");

const brief = (r: Reply) => `${r.status} ${r.body.slice(0, 160)}`;
const refusedWith = (r: Reply, message: string) => r.status === 403 && r.body.includes(message);

describe.each(testDrivers())("the host stand on %s", (kind) => {
  let h: Harness;
  let ids: TrustIds;
  let stand: string;
  const clock = manualClock(NOON_NY);
  const pair = async (email: string, password: string) =>
    (await h.caller()).auth.login({ email, password, device: "stand" });
  /** A caller per call, as each HTTP request reads its session afresh. */
  const atStand = () => h.caller(stand);
  let ana: { id: string; token: string };
  let ben: { id: string; token: string };

  const person = async (email: string, name: string, pin: string) => {
    const token = await staffTokenFor(h, "host", email);
    const me = await (await h.caller(token)).auth.me();
    await (await h.caller(token)).stand.setMyPin({ name, pin, password: STAFF_PASSWORD });
    return { id: me.user.id, token };
  };

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    ids = await seedTrustData(h);
    stand = (await pair(demo.email, demo.password)).token;
    ana = await person("ana@demo.example", "Ana", "1357");
    ben = await person("ben@demo.example", "Ben", "2468");
  });
  afterAll(() => h.close());

  it("only a manager or an owner pairs a stand; it is a device, locked, and its lock screen lists people by name only", async () => {
    await expectTrpcError(pair("ana@demo.example", STAFF_PASSWORD), "FORBIDDEN", PAIR_NEEDS_MANAGER);
    const me = await (await atStand()).auth.me();
    expect(me).toMatchObject({ device: "stand", atStand: null });
    const people = await (await atStand()).stand.people();
    expect(people).toEqual([
      { id: ana.id, name: "Ana" },
      { id: ben.id, name: "Ben" },
      { id: ids.staffMember, name: "Member" },
    ]);
    // The stand's own procedures are a stand's: a person's session, even an owner's, is refused them.
    await expectTrpcError((await h.caller(ana.token)).stand.people(), "FORBIDDEN", STAND_ONLY);
  });

  it("locked, it opens nothing; opened by a PIN, the door's procedures only, and never a legacy path", async () => {
    const failures: string[] = [];
    const walk = async (open: boolean) => {
      let gated = 0;
      for (const { path, type, role, standOwn } of procedures) {
        const t = trpcTargets[path];
        if (t?.access !== "staff" || type === "subscription" || t.endsSession || standOwn) continue;
        // stand.lock is the stand's own; setMyPin would lock the stand it runs on (a new PIN ends the old one's).
        if (path === "stand.setMyPin" || path === "stand.removeMyPin") continue;
        const res = await callTrpc(h.app, path, type, t.input(ids), { token: stand });
        gated += 1;
        const want = role !== "host" ? STAND_RUNS_THE_DOOR : open ? null : STAND_LOCKED;
        if (want === null) {
          if (res.status === 401 || res.status === 403)
            failures.push(`${path} (open, as Ana): ${brief(res)}`);
        } else if (!refusedWith(res, want))
          failures.push(`${path} (${open ? "open" : "locked"}): ${brief(res)}`);
        // A call that locked the stand (kioskLock.lock clears its open time too) is opened again for the next.
        if (open && !(await (await atStand()).auth.me()).atStand)
          await (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" });
      }
      return gated;
    };
    expect(await walk(false)).toBeGreaterThan(80);
    await (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" });
    await walk(true);
    for (const route of restRoutes) {
      if (route.access === "public") continue;
      const key = `${route.method} ${route.url}`;
      const t = restTargets[key];
      if (!t) continue;
      const res = await callRest(h.app, t.control(ids), stand);
      if (!refusedWith(res, STAND_SESSION_REFUSED)) failures.push(`${key}: ${brief(res)}`);
    }
    expect(failures).toEqual([]);
    await (await atStand()).stand.lock();
  });

  it("acts as the person whose PIN opened it: the audit log names them, not the account that paired the iPad", async () => {
    await expectTrpcError(
      (await atStand()).stand.unlock({ userId: ana.id, pin: "2468" }),
      "FORBIDDEN",
      WRONG_STAND_PIN,
    );
    // Ana's PIN under another person's name answers exactly alike (rival's stand and demo's person: the tenant suite).
    await expectTrpcError(
      (await atStand()).stand.unlock({ userId: ids.staffMember, pin: "1357" }),
      "FORBIDDEN",
      WRONG_STAND_PIN,
    );
    expect(await (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" })).toEqual({
      unlocked: true,
      name: "Ana",
    });
    expect((await (await atStand()).auth.me()).atStand).toEqual({ id: ana.id, name: "Ana" });
    const tagged = await (await atStand()).guestBook.addTag({
      profileId: ids.guests.view,
      kind: "allergy",
      detail: "Sesame",
    });
    expect(JSON.stringify(tagged)).toContain("Sesame");
    const lines = await h.db.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, email: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(lines).toEqual([
      { action: "guest.sensitive_view", actor: ana.id, email: "ana@demo.example" },
      { action: "stand.unlock", actor: ana.id, email: "ana@demo.example" },
    ]);

    // Switch: Ben takes the stand, and what follows is his. A change that read the session while Ana held it and
    // reaches the check after the Switch is refused, not run as Ana (nor does it open the stand again).
    const readAsAna = await atStand();
    await (await atStand()).stand.lock();
    await expectTrpcError((await atStand()).waitlist.list(), "FORBIDDEN", STAND_LOCKED);
    await expectTrpcError(
      readAsAna.waitlist.add({ partySize: 2, name: "After The Lock", phone: "", seating: "bar" }),
      "FORBIDDEN",
      STAND_LOCKED,
    );
    await (await atStand()).stand.unlock({ userId: ben.id, pin: "2468" });
    await expectTrpcError(
      readAsAna.waitlist.add({ partySize: 2, name: "After The Switch", phone: "", seating: "bar" }),
      "FORBIDDEN",
      STAND_LOCKED,
    );
    expect((await (await atStand()).auth.me()).atStand).toEqual({ id: ben.id, name: "Ben" });
    await (await atStand()).stand.lock();
  });

  it("locks itself after the idle time without a change; a change pushes it on, reads do not", async () => {
    await (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" });
    clock.advance(STAND_IDLE_MS - 60_000);
    // A change (a party added) pushes the time on from now.
    await (await atStand()).waitlist.add({ partySize: 2, name: "Idle Test", phone: "", seating: "bar" });
    clock.advance(STAND_IDLE_MS - 60_000);
    expect((await (await atStand()).waitlist.list()).entries.map((e) => e.name)).toContain("Idle Test");
    // Reads alone (the list refreshes itself) never keep it open.
    clock.advance(61_000);
    await expectTrpcError((await atStand()).waitlist.list(), "FORBIDDEN", STAND_LOCKED);
    expect((await (await atStand()).auth.me()).atStand).toBeNull();
  });

  /** The API over HTTP with the counters on, and a stand of its own paired by the owner. */
  const limitedStand = async () => {
    const deps = createDeps(h.db, { clock, rateLimits: true, counters: memoryCounters() });
    const app = Fastify({ logger: false });
    await registerApi(app, deps);
    await app.ready();
    const token = (await pair(demo.email, demo.password)).token;
    const unlock = (userId: string, pin: string, at = token) =>
      callTrpc(app, "stand.unlock", "mutation", { userId, pin }, { token: at });
    /** Locks the stands a test opened, so the next tests find nobody at a stand but their own. */
    const done = async (...stands: string[]) => {
      for (const at of [token, ...stands])
        await callTrpc(app, "stand.lock", "mutation", undefined, { token: at });
      await app.close();
    };
    return { app, token, unlock, done };
  };
  const retryAfterOf = (r: { headers: Record<string, unknown> }) => Number(r.headers["retry-after"]);

  it("a person's PIN tries run out at that stand only: the others there, that person at another stand and their password still work", async () => {
    const { app, token, unlock, done } = await limitedStand();
    const other = (await pair(demo.email, demo.password)).token;
    for (let i = 0; i < STAND_TRY_LIMITS.person[0].max; i++)
      expect((await unlock(ana.id, "0000")).status).toBe(403);
    const refused = await app.inject({
      method: "POST",
      url: "/trpc/stand.unlock",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ userId: ana.id, pin: "1357" }),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(STAND_TOO_MANY_TRIES);
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(300);
    expect((await unlock(ben.id, "2468")).status).toBe(200);
    // Another stand, and Ana's own sign-in, know nothing of it.
    expect((await unlock(ana.id, "1357", other)).status).toBe(200);
    expect(
      (await (await h.caller()).auth.login({ email: "ana@demo.example", password: STAFF_PASSWORD })).token,
    ).toBeTruthy();
    await done(other);
  });

  it("a stand counts every try, made-up people included, and past its tries it waits longer each round", async () => {
    const { app, token, unlock, done } = await limitedStand();
    // Made-up people are refused like a wrong PIN, and counted against the stand.
    const [first, second] = STAND_TRY_LIMITS.stand;
    for (let i = 0; i < first.max; i++) {
      const res = await unlock(randomUUID(), "4829");
      expect(res.status, res.body).toBe(403);
      expect(res.body).toContain(WRONG_STAND_PIN);
    }
    const waitFive = await app.inject({
      method: "POST",
      url: "/trpc/stand.unlock",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ userId: ana.id, pin: "1357" }),
    });
    expect(waitFive.statusCode, waitFive.body).toBe(429);
    expect(retryAfterOf(waitFive)).toBeLessThanOrEqual(first.windowMs / 1000);
    // Another stand of the store opens with the same person and PIN.
    const elsewhere = (await pair(demo.email, demo.password)).token;
    expect((await unlock(ana.id, "1357", elsewhere)).status).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + first.windowMs + 1000);
      for (let i = first.max; i < second.max; i++)
        expect((await unlock(randomUUID(), "4829")).status).toBe(403);
      vi.setSystemTime(Date.now() + first.windowMs + 1000);
      const waitLonger = await app.inject({
        method: "POST",
        url: "/trpc/stand.unlock",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: JSON.stringify({ userId: ana.id, pin: "1357" }),
      });
      expect(waitLonger.statusCode, waitLonger.body).toBe(429);
      expect(retryAfterOf(waitLonger)).toBeGreaterThan(first.windowMs / 1000);
    } finally {
      vi.useRealTimers();
    }
    await done(elsewhere);
  });

  it("a PIN is set with the person's own password; a new PIN, a removed one or signing out everywhere locks their stand", async () => {
    const own = await h.caller(ana.token);
    await expectTrpcError(
      own.stand.setMyPin({ name: "Ana", pin: "8642", password: "not-my-password" }),
      "FORBIDDEN",
      WRONG_PASSWORD_FOR_PIN,
    );
    expect(await own.stand.myPin()).toEqual({ name: "Ana", pinSet: true });

    await (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" });
    await own.stand.setMyPin({ name: "Ana R.", pin: "9753", password: STAFF_PASSWORD });
    expect((await (await atStand()).auth.me()).atStand).toBeNull();
    await expectTrpcError(
      (await atStand()).stand.unlock({ userId: ana.id, pin: "1357" }),
      "FORBIDDEN",
      WRONG_STAND_PIN,
    );

    await (await atStand()).stand.unlock({ userId: ana.id, pin: "9753" });
    await (await h.caller(await h.tokenFor("demo"))).staff.revokeSessions({ userId: ana.id });
    expect((await (await atStand()).auth.me()).atStand).toBeNull();
    const [row] = await h.db.db.select().from(sessions).where(eq(sessions.device, "stand")).limit(1);
    expect(row?.actingUserId ?? null).toBeNull();

    const again = await h.caller(await staffTokenFor(h, "host", "ana@demo.example"));
    await again.stand.removeMyPin();
    expect(await again.stand.myPin()).toEqual({ name: null, pinSet: false });
    expect((await (await atStand()).stand.people()).map((p) => p.name)).toEqual(["Ben", "Member"]);
  });

  it("a stand PIN too easy to guess is refused with a plain sentence; 6 digits are taken", async () => {
    const own = await h.caller(await staffTokenFor(h, "host", "dana@demo.example"));
    for (const pin of ["1234", "0000", "1111", "4321", "1987", "1212", "2580", "123456", "121212"]) {
      await expectTrpcError(
        own.stand.setMyPin({ name: "Dana", pin, password: STAFF_PASSWORD }),
        "BAD_REQUEST",
        `pin: ${TRIVIAL_STAND_PIN}`,
      );
    }
    expect(await own.stand.myPin()).toEqual({ name: null, pinSet: false });
    await own.stand.setMyPin({ name: "Dana", pin: "583920", password: STAFF_PASSWORD });
    const dana = (await (await atStand()).stand.people()).find((p) => p.name === "Dana");
    expect(await (await atStand()).stand.unlock({ userId: dana?.id ?? "", pin: "583920" })).toMatchObject({
      name: "Dana",
    });
    await (await atStand()).stand.lock();
  });

  it("locked or open, the stand's auth.me names people only: no e-mail of the pairing account, the store's account or the company", async () => {
    const locked = await callTrpc(h.app, "auth.me", "query", undefined, { token: stand });
    expect(locked.status).toBe(200);
    expect(locked.body).not.toContain("@");
    const me = await (await atStand()).auth.me();
    expect(me.user.email).toBe("");
    expect(me.store?.accountEmail).toBe("");
    expect(me.company?.supportEmail).toBe("");
    expect(me.store?.name).toBeTruthy();
    await (await atStand()).stand.unlock({ userId: ben.id, pin: "2468" });
    const open = await callTrpc(h.app, "auth.me", "query", undefined, { token: stand });
    expect(open.body).toContain('"name":"Ben"');
    expect(open.body).not.toContain("@");
    await (await atStand()).stand.lock();
    // A person's own sign-in still reads its e-mail and the store's.
    const own = await (await h.caller(ben.token)).auth.me();
    expect(own.user.email).toBe("ben@demo.example");
    expect(own.store?.accountEmail).toContain("@");
  });

  it("End all sessions ends the member's stand PIN too; a role change locks a stand they are at", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const eve = await person("eve@demo.example", "Eve", "7391");
    await (await atStand()).stand.unlock({ userId: eve.id, pin: "7391" });
    await owner.staff.changeRole({ userId: eve.id, role: "manager" });
    expect((await (await atStand()).auth.me()).atStand).toBeNull();
    await expectTrpcError((await atStand()).waitlist.list(), "FORBIDDEN", STAND_LOCKED);

    await owner.staff.revokeSessions({ userId: eve.id });
    expect((await (await atStand()).stand.people()).map((p) => p.name)).not.toContain("Eve");
    await expectTrpcError(
      (await atStand()).stand.unlock({ userId: eve.id, pin: "7391" }),
      "FORBIDDEN",
      WRONG_STAND_PIN,
    );
    // Their password still signs in (End all sessions is not a deactivation), with no PIN until they set one.
    const again = await h.caller(await staffTokenFor(h, "manager", "eve@demo.example"));
    expect(await again.stand.myPin()).toEqual({ name: null, pinSet: false });
  });

  it("a deactivated member leaves every lock screen and the stand they are at; their history keeps their name", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const finn = await person("finn@demo.example", "Finn", "8264");
    await (await atStand()).stand.unlock({ userId: finn.id, pin: "8264" });
    await (await atStand()).waitlist.add({
      partySize: 2,
      name: "Before Finn Left",
      phone: "",
      seating: "bar",
    });
    const readAsFinn = await atStand();
    await owner.staff.deactivate({ userId: finn.id });

    expect((await (await atStand()).auth.me()).atStand).toBeNull();
    await expectTrpcError(
      readAsFinn.waitlist.add({ partySize: 2, name: "After Finn Left", phone: "", seating: "bar" }),
      "FORBIDDEN",
      STAND_LOCKED,
    );
    expect((await (await atStand()).stand.people()).map((p) => p.name)).not.toContain("Finn");
    await expectTrpcError(
      (await atStand()).stand.unlock({ userId: finn.id, pin: "8264" }),
      "FORBIDDEN",
      WRONG_STAND_PIN,
    );
    // A stand that read Finn before the deactivation landed runs nothing as him either.
    const [standRow] = await h.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(stand)));
    await h.db.db
      .update(sessions)
      .set({ actingUserId: finn.id, hostUntil: new Date(clock.now().getTime() + STAND_IDLE_MS) })
      .where(eq(sessions.id, standRow?.id ?? ""));
    await expectTrpcError((await atStand()).waitlist.list(), "FORBIDDEN", STAND_LOCKED);
    await (await atStand()).stand.lock();

    const lines = await h.db.db
      .select({ action: auditLog.action, email: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, finn.id));
    expect(lines.map((l) => l.action)).toContain("stand.unlock");
    expect(lines.every((l) => l.email === "finn@demo.example")).toBe(true);
  });
});
