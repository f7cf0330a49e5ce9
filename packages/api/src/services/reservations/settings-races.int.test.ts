/**
 * Settings changes under real concurrency (PostgreSQL: a connection pool, so the calls truly overlap; PGlite is one
 * connection and runs them one by one, which proves nothing about races, so these run on PostgreSQL only).
 */
import { testDrivers } from "@seatline/db/testing";
import { reservationMessages as M } from "@seatline/domain";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { NOON_NY } from "../../testing/reservation-kit";

const P = "/api/reservation_info";
const onPostgres = testDrivers().includes("postgres");

/** An outcome as HTTP would show it: 200, or the status of the refusal (409 conflict, 500 internal…). */
async function outcome(call: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await call;
    return { status: 200 };
  } catch (e) {
    if (!(e instanceof TRPCError)) return { status: 500, message: String(e) };
    const status = e.code === "CONFLICT" ? 409 : e.code === "INTERNAL_SERVER_ERROR" ? 500 : 400;
    return { status, message: e.message };
  }
}

describe.runIf(onPostgres)("settings races on postgres", () => {
  let h: Harness;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    h = await createHarness("postgres", { clock: manualClock(NOON_NY), poolMax: 20 });
    const token = await h.tokenFor("demo");
    staff = await h.caller(token);
    auth = { authorization: `Token ${token}` };
  });
  afterAll(() => h.close());

  it("45 concurrent creates and renames to one code: only 200 or the documented 409, exactly one winner", async () => {
    const renamed = await Promise.all(
      Array.from({ length: 25 }, (_, i) => staff.reservations.accessLinks.create({ linkCode: `r${i}` })),
    );
    const code = "race-day";
    const calls: Promise<{ status: number; message?: string }>[] = [];
    for (let i = 0; i < 45; i++) {
      const link = renamed[i % 25];
      if (!link) throw new Error("no link");
      if (i % 9 === 0) {
        // The legacy path: create (no uuid) or rename (uuid).
        const body =
          i % 2 === 0
            ? { legacy_store_id: 1001, link_code: code }
            : { legacy_store_id: 1001, uuid: link.uuid, link_code: code, access_days: "[]" };
        calls.push(
          h.app
            .inject({ method: "POST", url: `${P}/post_store_access_link`, payload: body, headers: auth })
            .then((r) => ({ status: r.statusCode, message: r.json().system?.message })),
        );
      } else if (i % 2 === 0) {
        calls.push(outcome(staff.reservations.accessLinks.create({ linkCode: code })));
      } else {
        calls.push(
          outcome(staff.reservations.accessLinks.update({ uuid: link.uuid, linkCode: code, accessDays: [] })),
        );
      }
    }
    const results = await Promise.all(calls);
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      JSON.stringify(results),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 409)) expect(r.message).toBe(M.linkCodeTaken);
    const links = await staff.reservations.accessLinks.list();
    expect(links.filter((l) => l.linkCode === code)).toHaveLength(1);
  });

  it("10 concurrent addDate calls on one link: all 10 dates kept; mixed add/remove/legacy updates lose nothing", async () => {
    const link = await staff.reservations.accessLinks.create({ linkCode: "dates-race" });
    const days = Array.from({ length: 10 }, (_, i) => `2026-07-${String(i + 10).padStart(2, "0")}`);
    const added = await Promise.all(
      days.map((date) => outcome(staff.reservations.accessLinks.addDate({ uuid: link.uuid, date }))),
    );
    expect(added.map((r) => r.status)).toEqual(days.map(() => 200));
    const [after] = (await staff.reservations.accessLinks.list()).filter((l) => l.uuid === link.uuid);
    expect(after?.accessDays).toEqual(days);
    // Removes of five and adds of five others at once: exactly the expected set remains.
    const more = Array.from({ length: 5 }, (_, i) => `2026-08-0${i + 1}`);
    await Promise.all([
      ...days.slice(0, 5).map((date) => staff.reservations.accessLinks.removeDate({ uuid: link.uuid, date })),
      ...more.map((date) => staff.reservations.accessLinks.addDate({ uuid: link.uuid, date })),
    ]);
    const [final] = (await staff.reservations.accessLinks.list()).filter((l) => l.uuid === link.uuid);
    expect(final?.accessDays).toEqual([...days.slice(5), ...more]);
  });

  it("10 concurrent blackout dates: all kept", async () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-09-${String(i + 10).padStart(2, "0")}`);
    await Promise.all(days.map((date) => staff.reservations.blackoutDates.add({ date })));
    expect(await staff.reservations.blackoutDates.list()).toEqual(expect.arrayContaining(days));
  });
});

describe.runIf(!onPostgres)("settings races", () => {
  it.skip("run on PostgreSQL only (set TEST_DATABASE_URL): PGlite is one connection, so calls cannot overlap", () => {});
});
