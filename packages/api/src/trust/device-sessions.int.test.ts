/**
 * Devices and people (docs/architecture.md "Device sessions"): a kiosk paired by a manager holds a device session that
 * every staff procedure and legacy path refuses, but for the kiosk's own guest-facing procedures; its host screen's
 * procedures answer only while the server's PIN check holds the screen open. Targets come from appRouter and
 * restRoutes, so a procedure added later is refused to a kiosk unless it says otherwise.
 */
import { demoStores } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import {
  DEVICE_SESSION_REFUSED,
  HOST_SCREEN_LOCKED,
  KIOSK_HOST_IDLE_MS,
  PAIR_NEEDS_MANAGER,
  STAND_ONLY,
} from "@seatline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { restRoutes } from "../rest/plugin";
import { createHarness, type Harness } from "../testing/harness";
import { expectTrpcError, NOON_NY } from "../testing/reservation-kit";
import { STAFF_PASSWORD, staffTokenFor } from "../testing/staff-kit";
import { seedTrustData, type TrustIds } from "../testing/trust/fixtures";
import { callRest, callTrpc, type Reply } from "../testing/trust/http-calls";
import { restTargets } from "../testing/trust/rest-targets";
import { trpcTargets } from "../testing/trust/trpc-targets";
import type { KioskUse } from "../trpc";
import { procedureList } from "./procedure-list";

const procedures = (await procedureList()).map(({ path, type, meta }) => ({
  path,
  type,
  kiosk: meta?.kiosk,
  standOwn: meta?.stand === "own",
}));
const demo = demoStores.find((s) => s.companySlug === "demo");
if (!demo) throw new Error("no demo store");

const brief = (r: Reply) => `${r.status} ${r.body.slice(0, 160)}`;
const refusedAsDevice = (r: Reply) => r.status === 403 && r.body.includes(DEVICE_SESSION_REFUSED);
const refusedNotStand = (r: Reply) => r.status === 403 && r.body.includes(STAND_ONLY);
const refusedLocked = (r: Reply) => r.status === 403 && r.body.includes(HOST_SCREEN_LOCKED);

describe("the kiosk's procedures", () => {
  it("are its guest screens, its lock, live updates and its host screen's settings, and nothing else", () => {
    const allowed = Object.fromEntries(procedures.filter((p) => p.kiosk).map((p) => [p.path, p.kiosk]));
    expect(allowed).toEqual({
      "waitlist.kioskState": "guest",
      "waitlist.join": "guest",
      "waitlist.leaseTickets": "guest",
      "kioskLock.status": "guest",
      "kioskLock.unlock": "guest",
      "kioskLock.lock": "guest",
      "events.streamTicket": "guest",
      "events.onStoreChange": "guest",
      "settings.getKiosk": "host",
      "settings.saveKiosk": "host",
    } satisfies Record<string, KioskUse>);
  });
});

describe.each(testDrivers())("device sessions on %s", (kind) => {
  let h: Harness;
  let ids: TrustIds;
  let kiosk: string;
  const clock = manualClock(NOON_NY);
  const pair = async (email: string, password: string) =>
    (await h.caller()).auth.login({ email, password, device: "kiosk" });

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    ids = await seedTrustData(h);
    kiosk = (await pair(demo.email, demo.password)).token;
  });
  afterAll(() => h.close());

  it("only a manager or an owner pairs a kiosk; the session says it is a device", async () => {
    await staffTokenFor(h, "host");
    await expectTrpcError(pair("host@demo.example", STAFF_PASSWORD), "FORBIDDEN", PAIR_NEEDS_MANAGER);
    await staffTokenFor(h, "manager");
    expect((await pair("manager@demo.example", STAFF_PASSWORD)).device).toBe("kiosk");
    expect((await (await h.caller(kiosk)).auth.me()).device).toBe("kiosk");
    expect((await (await h.caller(await h.tokenFor("demo"))).auth.me()).device).toBeNull();
  });

  it("every staff procedure and legacy path refuses it; the kiosk's own answer; the host screen's are locked", async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const { path, type, kiosk: use, standOwn } of procedures) {
      const t = trpcTargets[path];
      if (t?.access !== "staff" || type === "subscription" || t.endsSession) continue;
      const res = await callTrpc(h.app, path, type, t.input(ids), { token: kiosk });
      if (standOwn) {
        refused += 1;
        if (!refusedNotStand(res)) failures.push(`${path} (the host stand's own): ${brief(res)}`);
      } else if (!use) {
        refused += 1;
        if (!refusedAsDevice(res)) failures.push(`${path}: ${brief(res)}`);
      } else if (use === "host") {
        if (!refusedLocked(res)) failures.push(`${path} (host screen, locked): ${brief(res)}`);
      } else if (res.status === 401 || res.status === 403) {
        failures.push(`${path} (the kiosk's own): ${brief(res)}`);
      }
    }
    for (const route of restRoutes) {
      if (route.access === "public") continue;
      const key = `${route.method} ${route.url}`;
      const t = restTargets[key];
      if (!t) continue;
      refused += 1;
      const res = await callRest(h.app, t.control(ids), kiosk);
      if (!refusedAsDevice(res)) failures.push(`${key}: ${brief(res)}`);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    console.log(`device sessions (${kind}): ${refused} calls refused to a kiosk`);
  });

  it("the PIN opens the host screen on the server for the idle time, each call pushes it on, Back to kiosk locks it", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    await owner.kioskLock.setPin({ pin: "4821" });
    // A caller per call, as each HTTP request reads its session afresh.
    const device = () => h.caller(kiosk);
    const save = async (announcement: string) => (await device()).settings.saveKiosk({ announcement });
    const read = async () => (await device()).settings.getKiosk();
    // The walk above unlocked it with the owner's password (kioskLock.unlock's call): start locked.
    await (await device()).kioskLock.lock();
    await expectTrpcError(save("Guessed our way in"), "FORBIDDEN", HOST_SCREEN_LOCKED);

    expect(await (await device()).kioskLock.unlock({ secret: "4821" })).toEqual({
      unlocked: true,
      with: "pin",
    });
    expect(await save("Patio open")).toMatchObject({ announcement: "Patio open" });
    clock.advance(KIOSK_HOST_IDLE_MS - 1_000);
    expect(await read()).toMatchObject({ announcement: "Patio open" });
    // Pushed on by the last call: still open past the first unlock's time.
    clock.advance(KIOSK_HOST_IDLE_MS - 1_000);
    expect(await read()).toMatchObject({ announcement: "Patio open" });
    // Left alone for the idle time: locked, whatever the browser shows.
    clock.advance(KIOSK_HOST_IDLE_MS + 1_000);
    await expectTrpcError(save("Still mine?"), "FORBIDDEN", HOST_SCREEN_LOCKED);

    await (await device()).kioskLock.unlock({ secret: "4821" });
    // A call that read its session while the screen was open and reaches the check after Back to kiosk landed.
    const readBeforeTheLock = await device();
    expect(await (await device()).kioskLock.lock()).toEqual({ locked: true });
    await expectTrpcError(
      readBeforeTheLock.settings.saveKiosk({ announcement: "Sneaked in" }),
      "FORBIDDEN",
      HOST_SCREEN_LOCKED,
    );
    await expectTrpcError(read(), "FORBIDDEN", HOST_SCREEN_LOCKED);
    // The PIN opens this kiosk's screen only: a person's session is unchanged by it and still needs its role.
    expect((await owner.settings.getKiosk()).announcement).toBe("Patio open");
    await owner.kioskLock.removePin();
  });

  it("an unlocked host screen still opens nothing of the staff console", async () => {
    await (await h.caller(kiosk)).kioskLock.unlock({ secret: demo.password });
    const device = await h.caller(kiosk);
    expect(await device.settings.getKiosk()).toBeTruthy();
    for (const call of [
      () => device.waitlist.list(),
      () => device.kioskLock.setPin({ pin: "1111" }),
      () => device.settings.getTables(),
    ])
      await expectTrpcError(call(), "FORBIDDEN", DEVICE_SESSION_REFUSED);
    await device.kioskLock.lock();
  });
});
