/**
 * The role matrix (docs/product.md#staff-roles): every tRPC procedure and every legacy path declares the least role
 * that may call it, and a host's or a manager's token on anything above its role is refused with a 403 naming who
 * can, while every role allowed passes the gate. Targets come from appRouter and restRoutes (like the tenant
 * suite), so a new procedure or path is in the matrix as soon as it exists.
 */
import { users } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { roleAllows, roleRefusal, type StaffRole, staffRoles } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { restRoutes } from "../rest/plugin";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY } from "../testing/reservation-kit";
import { staffTokenFor } from "../testing/staff-kit";
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

const brief = (r: Reply) => `${r.status} ${r.body.slice(0, 160)}`;
/** Refused by the role gate: a 403 whose message names the roles that may. */
const roleRefused = (r: Reply, needed: StaffRole) => r.status === 403 && r.body.includes(roleRefusal(needed));

describe("declared roles", () => {
  it("every staff procedure declares a role (but the host stand's own, which no person calls), and nothing else does", () => {
    const missing: string[] = [];
    for (const p of procedures) {
      const access = trpcTargets[p.path]?.access;
      if (access === "staff" && !p.role && !p.standOwn) missing.push(`${p.path}: staff without a role`);
      if (p.standOwn && p.role) missing.push(`${p.path}: the stand's own with role ${p.role}`);
      if (access !== "staff" && p.role) missing.push(`${p.path}: ${access} with role ${p.role}`);
    }
    for (const r of restRoutes) {
      if (r.access === "staff" && !staffRoles.includes(r.role)) missing.push(`${r.method} ${r.url}: no role`);
    }
    expect(missing).toEqual([]);
  });

  it("owners alone export and manage staff; managers change the settings; hosts run the door", () => {
    const roleOf = Object.fromEntries(procedures.map((p) => [p.path, p.role]));
    const restRoleOf = Object.fromEntries(restRoutes.map((r) => [`${r.method} ${r.url}`, r.role]));
    expect(roleOf["waitlist.seat"]).toBe("host");
    expect(roleOf["reservations.create"]).toBe("host");
    expect(roleOf["texting.marks"]).toBe("host");
    expect(roleOf["settings.saveOpeningHours"]).toBe("manager");
    expect(roleOf["kioskLock.setPin"]).toBe("manager");
    expect(roleOf["settings.saveTables"]).toBe("manager");
    expect(roleOf["notify.updateSettings"]).toBe("manager");
    expect(roleOf["staff.invites"]).toBe("owner");
    expect(roleOf["staff.revokeInvite"]).toBe("owner");
    expect(restRoleOf["GET /api/reports/export.zip"]).toBe("owner");
    expect(restRoleOf["GET /api/reports/visits.csv"]).toBe("owner");
    for (const [path, role] of Object.entries(roleOf)) {
      if (path.startsWith("staff.") || path.startsWith("privacy.")) expect(role, path).toBe("owner");
      // Special-access links are a setting (docs/product.md#staff-roles), every change of them: deletes included.
      if (path.startsWith("reservations.accessLinks.")) expect(role, path).toBe("manager");
    }
  });
});

describe.each(testDrivers())("role matrix on %s", (kind) => {
  let h: Harness;
  let ids: TrustIds;
  const tokens = {} as Record<StaffRole, string>;
  const clock = manualClock(NOON_NY);

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    ids = await seedTrustData(h);
    tokens.owner = await h.tokenFor("demo");
    tokens.manager = await staffTokenFor(h, "manager");
    tokens.host = await staffTokenFor(h, "host");
  });
  afterAll(() => h.close());

  it("a role below a procedure's or path's gets 403 naming who can; every role allowed passes the gate", async () => {
    const failures: string[] = [];
    let refusals = 0;
    for (const { path, type, role } of procedures) {
      const t = trpcTargets[path];
      if (!t || !role || type === "subscription") continue;
      // The lower roles first: a refused call changes nothing, so the allowed ones still find the records.
      for (const who of staffRoles) {
        const res = await callTrpc(h.app, path, type, t.input(ids), { token: tokens[who] });
        if (roleAllows(who, role)) {
          if (res.status === 401 || roleRefused(res, role)) failures.push(`${path} as ${who}: ${brief(res)}`);
        } else {
          refusals += 1;
          if (!roleRefused(res, role)) failures.push(`${path} as ${who} (needs ${role}): ${brief(res)}`);
        }
      }
    }
    for (const route of restRoutes) {
      if (route.access !== "staff") continue;
      const key = `${route.method} ${route.url}`;
      const t = restTargets[key];
      if (!t) continue;
      for (const who of staffRoles) {
        const res = await callRest(h.app, t.control(ids), tokens[who]);
        if (roleAllows(who, route.role)) {
          if (res.status === 401 || roleRefused(res, route.role))
            failures.push(`${key} as ${who}: ${brief(res)}`);
        } else {
          refusals += 1;
          if (!roleRefused(res, route.role))
            failures.push(`${key} as ${who} (needs ${route.role}): ${brief(res)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusals).toBeGreaterThan(20);
    console.log(`role matrix (${kind}): ${refusals} calls refused by role`);
  });

  it("a role change applies to the member's next call, without signing in again", async () => {
    const token = await staffTokenFor(h, "host", "promoted@demo.example");
    const asHost = await callTrpc(h.app, "settings.getTables", "query", undefined, { token });
    expect(roleRefused(asHost, "manager"), brief(asHost)).toBe(true);
    const me = await callTrpc(h.app, "auth.me", "query", undefined, { token });
    expect(me.body).toContain('"role":"host"');
    await h.db.db.update(users).set({ role: "manager" }).where(eq(users.email, "promoted@demo.example"));
    const asManager = await callTrpc(h.app, "settings.getTables", "query", undefined, { token });
    expect(asManager.status, brief(asManager)).toBe(200);
  });
});
