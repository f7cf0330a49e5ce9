/**
 * The host stand (docs/architecture.md "Device sessions"): an iPad a manager pairs once as a device, which the staff
 * take turns at with their own PINs. Locked, it opens nothing but its lock screen; opened by a person's PIN, it runs
 * the door's procedures (role "host") as that person, so the audit log names them; never a manager's or an owner's
 * page, never a legacy path. Targets come from appRouter and restRoutes, so a procedure added later is held to this
 * as soon as it exists.
 */
import { auditLog, demoStores, sessions } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import {
  PAIR_NEEDS_MANAGER,
  STAND_IDLE_MS,
  STAND_LOCKED,
  STAND_ONLY,
  STAND_RUNS_THE_DOOR,
  STAND_SESSION_REFUSED,
  TOO_MANY_UNLOCKS,
  WRONG_PASSWORD_FOR_PIN,
  WRONG_STAND_PIN,
} from "@seatline/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createContext } from "../context";
import { createDeps } from "../deps";
import { restRoutes } from "../rest/plugin";
import { createCaller } from "../root";
import { memoryCounters } from "../security/counters";
import { UNLOCK_LIMITS } from "../services/kiosk-lock/unlock-limits";
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

  it("a person's PIN tries run out for that person only; the others and the manager's password still work", async () => {
    const limited = createDeps(h.db, { clock, rateLimits: true, counters: memoryCounters() });
    const call = async () =>
      createCaller(await createContext(limited, { authorization: `Bearer ${stand}`, ip: "127.0.0.1" }));
    for (let i = 0; i < UNLOCK_LIMITS.perStore.max; i++)
      await expectTrpcError((await call()).stand.unlock({ userId: ana.id, pin: "0000" }), "FORBIDDEN");
    await expectTrpcError(
      (await call()).stand.unlock({ userId: ana.id, pin: "1357" }),
      "TOO_MANY_REQUESTS",
      TOO_MANY_UNLOCKS,
    );
    expect(await (await call()).stand.unlock({ userId: ben.id, pin: "2468" })).toMatchObject({ name: "Ben" });
    expect((await pair(demo.email, demo.password)).device).toBe("stand");
    await (await call()).stand.lock();
  });

  it("a PIN is set with the person's own password; a new PIN, a removed one or signing out everywhere locks their stand", async () => {
    const own = await h.caller(ana.token);
    await expectTrpcError(
      own.stand.setMyPin({ name: "Ana", pin: "9999", password: "not-my-password" }),
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
});
