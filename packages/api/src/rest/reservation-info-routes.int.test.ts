import { testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY, TODAY, TOMORROW } from "../testing/reservation-kit";

const P = "/api/reservation_info";
const ZERO_UUID = "00000000-0000-4000-8000-000000000000";

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

/** Every staff path with a valid request for the demo store (legacy_store_id 1001). */
const staffCalls = (uuid: string, linkUuid: string) =>
  [
    ["GET", `${P}/get_reservations_by_date?company=demo&legacy_store_id=1001&date=${TOMORROW}`, undefined],
    ["POST", `${P}/update_reservation`, { legacy_store_id: 1001, uuid, special_requests: "Cake" }],
    ["POST", `${P}/send_courtesy_notification`, { legacy_store_id: 1001, uuid }],
    ["POST", `${P}/create_blackout_date`, { legacy_store_id: 1001, date: "2026-08-01" }],
    ["POST", `${P}/delete_blackout_date`, { legacy_store_id: 1001, date: "2026-08-01" }],
    ["GET", `${P}/get_reservation_configs?legacy_store_id=1001`, undefined],
    [
      "POST",
      `${P}/update_store_config`,
      {
        legacy_store_id: 1001,
        new_reservations_enabled: true,
        reservation_interval_minutes: 30,
        max_tables_per_interval: 4,
        max_persons_per_interval: 20,
      },
    ],
    ["GET", `${P}/get_store_access_links?legacy_store_id=1001`, undefined],
    ["POST", `${P}/post_store_access_link`, { legacy_store_id: 1001, link_code: "x-new" }],
    ["POST", `${P}/delete_store_access_link`, { legacy_store_id: 1001, uuid: linkUuid }],
  ] as const;

const withStore = (url: string, body: unknown, id: number) =>
  [
    url.replace("legacy_store_id=1001", `legacy_store_id=${id}`),
    body && { ...(body as object), legacy_store_id: id },
  ] as const;

describe.each(testDrivers())("reservation_info REST on %s", (kind) => {
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

  it("every staff path answers its payload shape, 401 without a session, 403 for another store, 404 for an unknown one", async () => {
    const created = (
      await call("POST", `${P}/create_reservation`, createBody({ reservation_time: "19:00" }))
    ).json();
    const uuid = created.payload.uuid as string;
    const link = (
      await call("POST", `${P}/post_store_access_link`, { legacy_store_id: 1001, link_code: "gone" })
    ).json();
    const shapes: Record<string, (p: Record<string, unknown>) => void> = {
      get_reservations_by_date: (p) => expect(Array.isArray(p.reservations)).toBe(true),
      update_reservation: (p) => expect(p).toMatchObject({ uuid, special_requests: "Cake" }),
      send_courtesy_notification: (p) => expect(p).toMatchObject({ uuid, notified: 1 }),
      create_blackout_date: (p) => expect(p).toEqual({ blackoutDates: [{ date: "2026-08-01" }] }),
      delete_blackout_date: (p) => expect(p).toEqual({ blackoutDates: [] }),
      get_reservation_configs: (p) =>
        expect(p).toEqual({
          active_config: {
            new_reservations_enabled: true,
            reservation_interval_minutes: 30,
            max_tables_per_interval: 4,
            max_persons_per_interval: 20,
          },
          company_slug: "demo",
          store_slug: "downtown",
        }),
      update_store_config: (p) => expect(p).toHaveProperty("active_config.max_tables_per_interval", 4),
      get_store_access_links: (p) =>
        expect(p.accessLinks).toEqual(
          expect.arrayContaining([{ uuid: link.payload.uuid, link_code: "gone", access_days: [] }]),
        ),
      post_store_access_link: (p) =>
        expect(p).toEqual({ uuid: expect.any(String), link_code: "x-new", access_days: [] }),
      delete_store_access_link: (p) => expect(p).toEqual({ deleted: link.payload.uuid }),
    };
    for (const [method, url, body] of staffCalls(uuid, link.payload.uuid)) {
      const name = url.split("/")[3]?.split("?")[0] ?? "";
      expect((await call(method, url, body, {})).statusCode, `${name} anonymous`).toBe(401);
      const [otherUrl, otherBody] = withStore(url, body, 2001);
      expect((await call(method, otherUrl, otherBody)).statusCode, `${name} other store`).toBe(403);
      const [ghostUrl, ghostBody] = withStore(url, body, 9999);
      expect((await call(method, ghostUrl, ghostBody)).statusCode, `${name} unknown store`).toBe(404);
      const ok = await call(method, url, body);
      expect(ok.statusCode, `${name}: ${ok.body}`).toBe(200);
      shapes[name]?.(ok.json().payload);
    }
  });

  it("every staff path answers 400 naming the field for bad input", async () => {
    const bad: [string, string, unknown, RegExp][] = [
      ["GET", `${P}/get_reservations_by_date?legacy_store_id=1001&date=2026-13-01`, undefined, /^date:/],
      ["GET", `${P}/get_reservations_by_date?date=${TODAY}`, undefined, /legacy_store_id/],
      ["POST", `${P}/update_reservation`, { legacy_store_id: 1001, uuid: "nope" }, /^uuid:/],
      [
        "POST",
        `${P}/update_reservation`,
        { legacy_store_id: 1001, uuid: ZERO_UUID },
        /Reservation not found/,
      ],
      ["POST", `${P}/send_courtesy_notification`, { legacy_store_id: 1001 }, /^uuid:/],
      ["POST", `${P}/create_blackout_date`, { legacy_store_id: 1001 }, /Please select a date to blackout\./],
      ["POST", `${P}/create_blackout_date`, { legacy_store_id: 1001, date: "2026-06-01" }, /past/],
      ["POST", `${P}/delete_blackout_date`, { legacy_store_id: 1001, date: "x" }, /^date:/],
      ["GET", `${P}/get_reservation_configs?legacy_store_id=abc`, undefined, /legacy_store_id/],
      [
        "POST",
        `${P}/update_store_config`,
        {
          legacy_store_id: 1001,
          new_reservations_enabled: true,
          reservation_interval_minutes: 45,
          max_tables_per_interval: 4,
          max_persons_per_interval: 20,
        },
        /15, 30 or 60/,
      ],
      ["GET", `${P}/get_store_access_links?legacy_store_id=-4`, undefined, /legacy_store_id/],
      [
        "POST",
        `${P}/post_store_access_link`,
        { legacy_store_id: 1001, link_code: "  " },
        /Please enter a link code\./,
      ],
      ["POST", `${P}/delete_store_access_link`, { legacy_store_id: 1001, uuid: 7 }, /^uuid:/],
    ];
    for (const [method, url, body, message] of bad) {
      const res = await call(method as "GET" | "POST", url, body);
      expect(res.statusCode === 400 || res.statusCode === 404, `${url} → ${res.statusCode}`).toBe(true);
      expect(res.json().payload).toBeNull();
      expect(res.json().system.message, url).toMatch(message);
    }
    const dup = await call("POST", `${P}/post_store_access_link`, {
      legacy_store_id: 1001,
      link_code: "x-new",
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().system.message).toBe("Link code already exists. Please choose a different one.");
  });

  it("post_store_access_link updates with access_days as a JSON-encoded list", async () => {
    const link = (
      await call("POST", `${P}/post_store_access_link`, { legacy_store_id: 1001, link_code: "jazz" })
    ).json();
    const res = await call("POST", `${P}/post_store_access_link`, {
      legacy_store_id: 1001,
      uuid: link.payload.uuid,
      link_code: "jazz",
      access_days: JSON.stringify(["2026-07-02", "2026-07-01T04:00:00.000Z", "2026-07-02"]),
    });
    expect(res.json().payload).toEqual({
      uuid: link.payload.uuid,
      link_code: "jazz",
      access_days: ["2026-07-01", "2026-07-02"],
    });
    const bad = await call("POST", `${P}/post_store_access_link`, {
      legacy_store_id: 1001,
      uuid: link.payload.uuid,
      access_days: "[not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().system.message).toMatch(/^access_days:/);
    const dates = await call(
      "GET",
      `${P}/get_blackout_dates?legacy_store_id=1001&link_code=jazz`,
      undefined,
      {},
    );
    expect(dates.json().payload).toEqual({ accessDates: ["2026-07-01", "2026-07-02"] });
  });

  it("update_reservation: status change, edit, and late edits refused", async () => {
    // Today's booking: a booking is seated from its date on (docs/product.md#reservation-statuses).
    const r = (
      await call(
        "POST",
        `${P}/create_reservation`,
        createBody({ reservation_date: TODAY, reservation_time: "20:00" }),
      )
    ).json().payload;
    const cancelled = await call("POST", `${P}/update_reservation`, {
      ...r,
      legacy_store_id: 1001,
      status: "CANCELLED",
    });
    expect(cancelled.json().payload.status).toBe("CANCELLED");
    const restored = await call("POST", `${P}/update_reservation`, {
      ...r,
      legacy_store_id: 1001,
      status: "PENDING",
    });
    expect(restored.json().payload.status).toBe("PENDING");
    const edited = await call("POST", `${P}/update_reservation`, {
      ...restored.json().payload,
      legacy_store_id: 1001,
      party_size: 6,
      reservation_time: "20:30",
    });
    expect(edited.json().payload).toMatchObject({
      party_size: 6,
      reservation_time: "20:30",
      status: "PENDING",
    });
    const seated = await call("POST", `${P}/update_reservation`, {
      uuid: r.uuid,
      legacy_store_id: 1001,
      status: "SEATED",
    });
    expect(seated.statusCode).toBe(200);
    const refused = await call("POST", `${P}/update_reservation`, {
      uuid: r.uuid,
      legacy_store_id: 1001,
      guest_name: "Bob",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().system.message).toMatch(/can be edited/);
  });

  it("nothing a client sends produces a 5xx", async () => {
    const junk: unknown[] = [
      {},
      [],
      "x",
      { legacy_store_id: 1e12 },
      { legacy_store_id: "1001", uuid: { $ne: 1 } },
    ];
    for (const path of [
      "create_reservation",
      "update_reservation",
      "send_courtesy_notification",
      "post_store_access_link",
      "update_store_config",
      "create_blackout_date",
    ]) {
      for (const body of junk) {
        for (const headers of [auth, {}]) {
          const res = await h.app.inject({
            method: "POST",
            url: `${P}/${path}`,
            payload: body as object,
            headers,
          });
          expect(res.statusCode, `${path} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });
});
