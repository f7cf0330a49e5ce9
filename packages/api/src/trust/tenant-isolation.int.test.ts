/**
 * Tenant isolation: rival's staff calls every tRPC procedure and every legacy path against the demo store's data
 * (its entries, reservations, links; its company, store number, legacy_store_id) and is refused or kept to its own
 * store, with demo's rows unchanged; anonymous callers get no guest data from any public target and a 401 from the
 * rest. Targets come from appRouter and restRoutes: a procedure or path missing from the target tables fails here.
 */
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createContext } from "../context";
import { restRoutes } from "../rest/plugin";
import { createCaller } from "../root";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY } from "../testing/reservation-kit";
import { guestLeaks, seedTrustData, standTokenFor, type TrustIds } from "../testing/trust/fixtures";
import { callRest, callTrpc, type Reply } from "../testing/trust/http-calls";
import { restTargets } from "../testing/trust/rest-targets";
import { changedTables, storeDigest } from "../testing/trust/snapshot";
import { type TrpcTarget, trpcTargets, withDecoys } from "../testing/trust/trpc-targets";
import { procedureList } from "./procedure-list";

const procedures = (await procedureList()).map(({ path, type }) => ({ path, type }));
const restKeys = restRoutes.map((r) => `${r.method} ${r.url}`);

function trpcTarget(path: string): TrpcTarget {
  const t = trpcTargets[path];
  if (!t) throw new Error(`no target for ${path}`);
  return t;
}

const ok = (r: Reply) => r.status >= 200 && r.status < 300;
const refused = (r: Reply) => r.status === 403 || r.status === 404;
const brief = (r: Reply) => `${r.status} ${r.body.slice(0, 160)}`;

describe("target tables", () => {
  it("list every tRPC procedure and every legacy path, and nothing else", () => {
    const paths = procedures.map((p) => p.path);
    expect(
      paths.filter((p) => !trpcTargets[p]),
      "procedures without a trust target",
    ).toEqual([]);
    expect(
      Object.keys(trpcTargets).filter((p) => !paths.includes(p)),
      "stale tRPC targets",
    ).toEqual([]);
    expect(
      restKeys.filter((k) => !restTargets[k]),
      "legacy paths without a trust target",
    ).toEqual([]);
    expect(
      Object.keys(restTargets).filter((k) => !restKeys.includes(k)),
      "stale REST targets",
    ).toEqual([]);
    for (const r of restRoutes) expect(restTargets[`${r.method} ${r.url}`]?.access, r.url).toBe(r.access);
  });
});

describe.each(testDrivers())("tenant isolation on %s", (kind) => {
  let h: Harness;
  let ids: TrustIds;
  let demoToken: string;
  let rivalToken: string;
  /** Each store's host stand, for the stand's own procedures (a person's session is refused them). */
  let demoStand: string;
  let rivalStand: string;
  const clock = manualClock(NOON_NY);
  const freshToken = async (who: "demo" | "rival") => {
    const email = `${who}@seatline.dev`;
    return (await (await h.caller()).auth.login({ email, password: `seatline-${who}` })).token;
  };

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    // Noon in New York is 9:00 in Los Angeles, before the rival store opens: both stores open all day here, the
    // hours are join-hours.int.test.ts's subject.
    await openAllDay(h.db.db);
    ids = await seedTrustData(h);
    demoToken = await h.tokenFor("demo");
    rivalToken = await h.tokenFor("rival");
    demoStand = await standTokenFor(h, "demo");
    rivalStand = await standTokenFor(h, "rival");
  });
  afterAll(() => h.close());

  it("rival staff is refused on demo's records and kept to its own store everywhere else; demo's rows stay as they were", async () => {
    const before = await storeDigest(h.db.db, ids.demoStoreId);
    const failures: string[] = [];
    let calls = 0;
    for (const { path, type } of procedures) {
      const t = trpcTarget(path);
      if (type === "subscription" || t.rival === "public") continue;
      const token = t.device ? rivalStand : t.endsSession ? await freshToken("rival") : rivalToken;
      const input = t.rival === "scoped" ? withDecoys(ids, t.input(ids)) : t.input(ids);
      const res = await callTrpc(h.app, path, type, input, { token });
      calls += 1;
      const fine = t.rival === "refused" ? refused(res) : ok(res) || refused(res);
      if (!fine) failures.push(`${path} (${t.rival}): ${brief(res)}`);
      const leaks = guestLeaks(res.body);
      if (leaks.length) failures.push(`${path} leaked ${leaks.join(", ")}`);
    }
    for (const key of restKeys) {
      const t = restTargets[key];
      if (!t || t.rival === "public") continue;
      const token = t.endsSession ? await freshToken("rival") : rivalToken;
      for (const call of t.attacks?.(ids) ?? [t.control(ids)]) {
        const res = await callRest(h.app, call, token);
        calls += 1;
        const fine = t.rival === "refused" ? refused(res) : ok(res);
        if (!fine) failures.push(`${key} ${JSON.stringify(call.query ?? call.body ?? {})}: ${brief(res)}`);
        const leaks = guestLeaks(res.body);
        if (leaks.length) failures.push(`${key} leaked ${leaks.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await storeDigest(h.db.db, ids.demoStoreId))).toEqual([]);
    // Rival's logouts ended only rival's own sessions.
    expect((await callTrpc(h.app, "auth.me", "query", undefined, { token: demoToken })).status).toBe(200);
    console.log(`tenant isolation (${kind}): ${calls} cross-store calls refused or scoped`);
  });

  it("a rival subscription hears nothing of demo's changes, and hears its own", async () => {
    const subscriptions = procedures.filter((p) => p.type === "subscription").map((p) => p.path);
    // guest.onStatus follows the store of the token's entry: see services/guest/guest-status.int.test.ts.
    expect(subscriptions).toEqual(["events.onStoreChange", "guest.onStatus"]);
    const ac = new AbortController();
    const ctx = await createContext(h.deps, { authorization: `Bearer ${rivalToken}` });
    const rival = createCaller(ctx, { signal: ac.signal });
    const stream = await rival.events.onStoreChange(withDecoys(ids, undefined) as undefined);
    const next = stream[Symbol.asyncIterator]().next();
    try {
      await (await h.caller(demoToken)).settings.saveKiosk({
        waitlistOn: true,
        announcement: "Demo only",
        firstAvailableOkay: true,
        indoorSeatingPreferred: true,
        barSeatingPreferred: true,
        outdoorSeatingPreferred: false,
      });
      const quiet = await Promise.race([
        next.then(() => "event"),
        new Promise((r) => setTimeout(() => r("quiet"), 400)),
      ]);
      expect(quiet).toBe("quiet");
      await rival.waitlist.join({ partySize: 1, name: "Rival Guest" });
      const own = await Promise.race([next, new Promise((r) => setTimeout(() => r("timeout"), 5000))]);
      expect(own, "rival's own change").not.toBe("timeout");
      // A tracked event: [id, data, marker].
      const value = (own as IteratorResult<unknown[]>).value;
      expect(value?.[1]).toMatchObject({ topic: "waitlist" });
    } finally {
      ac.abort();
    }
  });

  it("anonymous callers get no guest data from public targets and a 401 from every other target", async () => {
    const before = await storeDigest(h.db.db, ids.demoStoreId);
    const failures: string[] = [];
    let publicCalls = 0;
    for (const { path, type } of procedures) {
      if (type === "subscription") continue;
      const t = trpcTarget(path);
      const res = await callTrpc(h.app, path, type, t.input(ids));
      if (t.access !== "public") {
        if (res.status !== 401) failures.push(`${path} anonymous: ${brief(res)}`);
        continue;
      }
      publicCalls += 1;
      if (path !== "auth.login" && !ok(res)) failures.push(`${path} anonymous: ${brief(res)}`);
      const leaks = guestLeaks(res.body);
      if (leaks.length) failures.push(`${path} leaked ${leaks.join(", ")}`);
    }
    for (const key of restKeys) {
      const t = restTargets[key];
      if (!t) continue;
      const res = await callRest(h.app, t.control(ids));
      if (t.access !== "public") {
        if (res.status !== 401) failures.push(`${key} anonymous: ${brief(res)}`);
        continue;
      }
      publicCalls += 1;
      if (!key.includes("/login/") && !ok(res)) failures.push(`${key} anonymous: ${brief(res)}`);
      const leaks = guestLeaks(res.body);
      if (leaks.length) failures.push(`${key} leaked ${leaks.join(", ")}`);
    }
    expect(failures).toEqual([]);
    expect(publicCalls).toBeGreaterThanOrEqual(9);
    // The only changes anonymous callers made: the two public bookings and the remote join (with their texts and
    // the ticket counter and their guests' profiles in the guest book), the guest who left the line with their own
    // status link, an invitation accepted with its own link (users), and the guest who moved their booking with its
    // own /r/ link (its history).
    const changed = changedTables(before, await storeDigest(h.db.db, ids.demoStoreId));
    const allowed = [
      "reservations",
      "reservation_changes",
      "messages",
      "waitlist_entries",
      "ticket_counters",
      "guest_profiles",
      "users",
    ];
    expect(changed.filter((t) => !allowed.includes(t))).toEqual([]);
  });

  it("control: demo's own staff makes every one of those calls successfully, and its reads show the seeded guests", async () => {
    const failures: string[] = [];
    for (const { path, type } of procedures) {
      const t = trpcTarget(path);
      if (type === "subscription" || path === "auth.login") continue;
      const token = t.device ? demoStand : t.endsSession ? await freshToken("demo") : demoToken;
      const res = await callTrpc(h.app, path, type, t.input(ids), { token });
      if (!ok(res)) failures.push(`${path}: ${brief(res)}`);
      if (t.showsGuests && guestLeaks(res.body).length === 0) failures.push(`${path} showed no seeded guest`);
    }
    for (const key of restKeys) {
      const t = restTargets[key];
      if (!t || key.includes("/login/")) continue;
      const token = t.endsSession ? await freshToken("demo") : demoToken;
      const res = await callRest(h.app, t.control(ids), token);
      if (!ok(res)) failures.push(`${key}: ${brief(res)}`);
      if (t.showsGuests && guestLeaks(res.body).length === 0) failures.push(`${key} showed no seeded guest`);
    }
    expect(failures).toEqual([]);
  });
});
