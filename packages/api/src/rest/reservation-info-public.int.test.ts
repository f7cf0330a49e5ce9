import { testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY, TOMORROW } from "../testing/reservation-kit";

const P = "/api/reservation_info";

const createBody = (o: Record<string, unknown> = {}) => ({
  legacy_store_id: 1001,
  reservation_date: TOMORROW,
  reservation_time: "18:00",
  party_size: 2,
  guest_name: "Ada Lovelace",
  guest_email: "ada@example.com",
  guest_phone: "5552234567",
  seating_preference: "bar",
  special_requests: "",
  link_code: null,
  ...o,
});

describe.each(testDrivers())("reservation_info public paths on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let auth: { authorization: string };
  const call = (
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = auth,
  ) => h.app.inject({ method, url, payload: payload as object | undefined, headers });
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    auth = { authorization: `Token ${await h.tokenFor("demo")}` };
  });
  afterAll(() => h.close());

  it("create_reservation: staff caller books for its own store; anonymous books publicly and sees only its booking", async () => {
    const staffRes = await call("POST", `${P}/create_reservation`, createBody());
    expect(staffRes.statusCode).toBe(200);
    expect(staffRes.json().system.message).toBeTypeOf("string");
    expect(staffRes.json().payload).toMatchObject({
      legacy_store_id: 1001,
      reservation_date: TOMORROW,
      reservation_time: "18:00",
      party_size: 2,
      guest_phone: "5552234567",
      seating_preference: "bar",
      status: "CONFIRMED",
      is_late: false,
      courtesy_notification_sent_at: [],
      is_active_in_waitlist_view: true,
    });
    const anon = await call(
      "POST",
      `${P}/create_reservation`,
      createBody({ guest_phone: "(555) 987 - 6543" }),
      {},
    );
    expect(anon.statusCode).toBe(200);
    expect(anon.json().payload).toMatchObject({ guest_phone: "5559876543", status: "CONFIRMED" });
    expect(JSON.stringify(anon.json())).not.toContain("5552234567");
    expect(
      (await call("POST", `${P}/create_reservation`, createBody({ legacy_store_id: 2001 }))).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `${P}/create_reservation`, createBody({ legacy_store_id: 9999 }), {})).statusCode,
    ).toBe(404);
    const bad = await call("POST", `${P}/create_reservation`, createBody({ party_size: 13 }), {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().system.message).toMatch(/^party_size: Party size must be between 1 and 12\./);
    const phone = await call("POST", `${P}/create_reservation`, createBody({ guest_phone: "123" }), {});
    expect(phone.json().system.message).toMatch(/^guest_phone:/);
    const noStore = await call(
      "POST",
      `${P}/create_reservation`,
      createBody({ legacy_store_id: undefined }),
      {},
    );
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().system.message).toMatch(/legacy_store_id/);
  });
  it("public paths: time windows, store details, blackout dates answer anonymous callers with no guest data", async () => {
    const tw = await call(
      "GET",
      `${P}/get_reservation_time_windows_by_date?company=demo&legacy_store_id=1001&date=${TOMORROW}&party_size=2`,
      undefined,
      {},
    );
    expect(tw.statusCode).toBe(200);
    const windows = tw.json().payload.time_windows as Record<string, unknown>[];
    expect(windows[0]).toEqual({
      time: "11:00",
      available: true,
      persons_available: 20,
      tables_available: 4,
    });
    expect(windows.find((w) => w.time === "18:00")).toMatchObject({
      tables_available: 2,
      persons_available: 16,
    });
    expect(tw.body).not.toMatch(/Ada|555|example/);
    const details = await call(
      "GET",
      `${P}/get_store_details_by_date?company_slug=demo&store_slug=downtown`,
      undefined,
      {},
    );
    expect(details.json().payload).toEqual({
      company_name: "Demo Bistro",
      address: "120 Main Street, New York, NY 10001",
      phone_number: "2125550142",
      legacy_store_id: 1001,
      hours: expect.any(Array),
    });
    const blackout = await call(
      "GET",
      `${P}/get_blackout_dates?legacy_store_id=1001&link_code=null`,
      undefined,
      {},
    );
    expect(blackout.json().payload).toEqual({ blackoutDates: [] });
    expect(
      (await call("GET", `${P}/get_blackout_dates?legacy_store_id=9999`, undefined, {})).statusCode,
    ).toBe(404);
    expect((await call("GET", `${P}/get_blackout_dates`, undefined, {})).statusCode).toBe(400);
    expect(
      (await call("GET", `${P}/get_store_details_by_date?company_slug=demo&store_slug=nope`, undefined, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `${P}/get_store_details_by_date?company_slug=demo`, undefined, {})).json().system
        .message,
    ).toMatch(/^store_slug:/);
    const wrongCompany = `${P}/get_reservation_time_windows_by_date?company=rival&legacy_store_id=1001&date=${TOMORROW}`;
    expect((await call("GET", wrongCompany, undefined, {})).statusCode).toBe(404);
    const badDate = `${P}/get_reservation_time_windows_by_date?legacy_store_id=1001&date=tomorrow`;
    expect((await call("GET", badDate, undefined, {})).json().system.message).toMatch(/^date:/);
    const badParty = `${P}/get_reservation_time_windows_by_date?legacy_store_id=1001&date=${TOMORROW}&party_size=40`;
    expect((await call("GET", badParty, undefined, {})).json().system.message).toMatch(/^party_size:/);
  });
});
