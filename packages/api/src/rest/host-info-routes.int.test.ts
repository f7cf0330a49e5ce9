import { listStoreMessages, messages, ticketCounters, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { seatedAtNoTable } from "../testing/quote-kit";
import { hostInfoRoutes } from "./host-info-routes";

const OWN = "company=demo&store=1";
const OTHER = "company=rival&store=1";
const UNKNOWN = "company=nobody&store=1";

/** One request per host_info path, with its query (store reference) and a valid body. */
const calls: {
  method: "GET" | "POST" | "PUT";
  path: string;
  body?: object;
  scoped: "query" | "body" | "optional";
}[] = [
  { method: "GET", path: "waiting_numbers", scoped: "query" },
  { method: "GET", path: "waiting_times", scoped: "query" },
  { method: "GET", path: "get_party_input_settings", scoped: "query" },
  {
    method: "POST",
    path: "change_party_input_settings",
    scoped: "optional",
    body: {
      waitlist_onoff: 1,
      announcement: "",
      first_available_okay: 1,
      indoor_seating_preferred: 1,
      bar_seating_preferred: 1,
      outdoor_seating_preferred: 0,
    },
  },
  { method: "GET", path: "get_table_settings", scoped: "query" },
  {
    method: "POST",
    path: "change_table_settings",
    scoped: "optional",
    body: {
      company: "demo",
      solo_tables_total: 4,
      solo_tables_turn_avg: 30,
      two_tables_total: 6,
      two_tables_turn_avg: 45,
      three_four_tables_total: 5,
      three_four_tables_turn_avg: 60,
      five_plus_tables_total: 2,
      five_plus_tables_turn_avg: 75,
    },
  },
  { method: "GET", path: "get_ticket", scoped: "query" },
  {
    method: "POST",
    path: "waiting_customers",
    scoped: "optional",
    body: { customer_name: "Zed", party_size: 2 },
  },
  { method: "GET", path: "waiting_customers", scoped: "query" },
  {
    method: "POST",
    path: "create_test_message",
    scoped: "optional",
    body: { phone: "5552234567", ticket_number: "A1" },
  },
  { method: "PUT", path: "notify_customer/:id", scoped: "optional" },
  { method: "PUT", path: "notify_customer_again/:id", scoped: "optional" },
  { method: "PUT", path: "seat_customer/:id", scoped: "optional" },
  { method: "PUT", path: "delete_customer/:id", scoped: "optional" },
  { method: "PUT", path: "customer_note/:id", scoped: "optional", body: { note: "booth" } },
  { method: "GET", path: "nonwaiting_customers", scoped: "query" },
  { method: "PUT", path: "put_back_customer/:id", scoped: "optional" },
  { method: "GET", path: "move_to_historical", scoped: "query" },
];

describe.each(testDrivers())("host_info REST paths on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let rival: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    demo = await h.tokenFor("demo");
    rival = await h.tokenFor("rival");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ticketCnt: 0, ticketLetter: "a" });
  });

  const req = (method: string, url: string, token: string | null, payload?: object) =>
    h.app.inject({
      method: method as "GET",
      url: `/api/host_info/${url}`,
      headers: token ? { authorization: `Token ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const join = async (name: string, extra: object = {}) => {
    const res = await req("POST", `waiting_customers?${OWN}`, demo, {
      customer_name: name,
      party_size: 2,
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; ticket_id: string };
  };

  it("the table covers every host_info route", () => {
    const routed = hostInfoRoutes.map((r) => `${r.method} ${r.url.replace("/api/host_info/", "")}`).sort();
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(routed);
    expect(routed).toHaveLength(18);
  });

  it.each(calls)("$method $path: 401 without a session", async (c) => {
    const res = await req(c.method, `${c.path.replace(":id", "1")}?${OWN}`, null, c.body);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/credentials/);
  });

  it.each(calls)("$method $path: 403 for another store, 404 for an unknown one", async (c) => {
    const { id } = await join("Scope");
    const path = c.path.replace(":id", String(id));
    const other = await req(c.method, `${path}?${OTHER}`, demo, c.body);
    expect(other.statusCode).toBe(403);
    const unknown = await req(c.method, `${path}?${UNKNOWN}`, demo, c.body);
    expect(unknown.statusCode).toBe(404);
    if (c.scoped === "optional" && c.method === "POST") {
      const inBody = await req(c.method, path, demo, { ...c.body, company: "rival", store_num: 1 });
      expect(inBody.statusCode).toBe(c.path === "change_table_settings" ? 200 : 403);
    }
  });

  it("GET paths that name the store need company and store (400 naming the field)", async () => {
    for (const c of calls.filter((x) => x.scoped === "query")) {
      const noCompany = await req("GET", `${c.path}?store=1`, demo);
      expect(noCompany.statusCode).toBe(400);
      expect(noCompany.json().field).toBe("company");
      const nul = await req("GET", `${c.path}?company=demo%00&store=1`, demo);
      expect(nul.statusCode).toBe(400);
      expect(nul.json().field).toBe("company");
      const twice = await req("GET", `${c.path}?company=demo&company=rival&store=1`, demo);
      expect(twice.statusCode).toBe(400);
      const badStore = await req("GET", `${c.path}?company=demo&store=abc`, demo);
      expect(badStore.statusCode).toBe(400);
      expect(badStore.json().field).toBe("store");
    }
  });

  it("PUT paths by id: 404 for an unknown id and for an id of another store (never its data), 400 for a bad id", async () => {
    const { id } = await join("Mine");
    for (const c of calls.filter((x) => x.method === "PUT")) {
      const unknown = await req("PUT", c.path.replace(":id", "999999"), demo, c.body);
      expect(unknown.statusCode).toBe(404);
      const theirs = await req("PUT", c.path.replace(":id", String(id)), rival, c.body);
      expect(theirs.statusCode).toBe(404);
      expect(JSON.stringify(theirs.json())).not.toContain("Mine");
      const bad = await req("PUT", c.path.replace(":id", "abc"), demo, c.body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe("id");
    }
  });

  it("waiting numbers, times, ticket and the kiosk POST with the server's ticket", async () => {
    // waiting_times passes the estimator's figures through: a walk-in seated at no table earlier today makes the empty
    // room untrusted, so they are the queue model's arithmetic rather than the 0 of a floor whose tables all stand free
    // (testing/quote-kit.ts).
    const storeId = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    expect((await req("GET", `get_ticket?${OWN}`, demo)).json()).toEqual({ ticketCnt: 0, ticketLetter: "a" });
    const posted = await req("POST", "waiting_customers", demo, {
      company: "demo",
      store_num: 1,
      ticket_id: "Q7",
      customer_id: "ignored",
      customer_name: " Ann ",
      customer_number: "(555) 223-4567",
      party_size: 3,
      first_available: 0,
      indoor_area: 0,
      bar_area: 0,
      outdoor_area: 1,
      notified: 0,
      seated: 0,
      exited: 0,
      quoted_wait_time: 5,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({
      id: expect.any(Number),
      ticket_id: "A0",
      customer_id: "Ann",
      customer_name: "Ann",
      customer_number: "5552234567",
      party_size: 3,
      entered_time: "2026-11-21T18:00:00.000Z",
      notified_time: null,
      notified: 0,
      note: "",
      first_available: 0,
      indoor_area: 0,
      bar_area: 0,
      outdoor_area: 1,
      seated: 0,
      exited: 0,
      actual_waited_time: null,
      quoted_wait_time: 0,
      business_date: "2026-11-21",
    });
    await join("Solo", { party_size: 1 });
    expect((await req("GET", `get_ticket?${OWN}`, demo)).json()).toEqual({ ticketCnt: 2, ticketLetter: "a" });
    expect((await req("GET", `waiting_numbers?${OWN}`, demo)).json()).toEqual({ parties: 1, solo: 1 });
    expect((await req("GET", `waiting_times?${OWN}`, demo)).json()).toEqual({
      // the estimator on a store with no history and no seat of the group in the queue model's look-back (the party
      // of one seated two hours ago is past three solo turns): (ahead + 1) × turn ÷ (tables + 1), with one solo
      // waiting (1 + 1) × 30 ÷ (4 + 1) = 12 and one three (1 + 1) × 60 ÷ (5 + 1) = 20; no two or five-plus waits: 0
      solo_wait: 12,
      two_wait: 0,
      three_four_wait: 20,
      five_plus_wait: 0,
    });
    const list = await req("GET", `waiting_customers?${OWN}&date=2026-11-21`, demo);
    expect(list.json().map((e: { customer_name: string }) => e.customer_name)).toEqual(["Ann", "Solo"]);
    expect((await req("GET", `waiting_customers?${OWN}&date=2026-11-20`, demo)).json()).toEqual([]);
  });

  it("kiosk POST: 400 naming the field", async () => {
    const cases: [object, string][] = [
      [{ party_size: 2 }, "customer_name"],
      [{ customer_name: "  ", party_size: 2 }, "customer_name"],
      [{ customer_name: "A", party_size: 0 }, "party_size"],
      [{ customer_name: "A", party_size: 51 }, "party_size"],
      [{ customer_name: "A", party_size: "two" }, "party_size"],
      [{ customer_name: "A", party_size: 2, customer_number: "12345" }, "customer_number"],
      [{ customer_name: "A", party_size: 2, bar_area: 7 }, "bar_area"],
      [{ customer_name: "A\u0000B", party_size: 2 }, "customer_name"],
      [{ customer_name: ["A"], party_size: 2 }, "customer_name"],
      [{ company: "demo\u0000", customer_name: "A", party_size: 2 }, "company"],
    ];
    for (const [body, field] of cases) {
      const res = await req("POST", "waiting_customers", demo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().detail).toMatch(new RegExp(`^${field}: `));
    }
    const notJson = await h.app.inject({
      method: "POST",
      url: "/api/host_info/waiting_customers",
      headers: { authorization: `Token ${demo}`, "content-type": "application/json" },
      payload: "{oops",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("alert, alert again, refused third; seat, delete, note, history, put back; move to historical", async () => {
    const a = await join("A", { customer_number: "5552234567" });
    const b = await join("B");
    // PUT with an empty JSON body, as legacy clients send it.
    const alert = await h.app.inject({
      method: "PUT",
      url: `/api/host_info/notify_customer/${a.id}`,
      headers: { authorization: `Token ${demo}`, "content-type": "application/json", "content-length": "0" },
    });
    expect(alert.statusCode).toBe(200);
    expect(alert.json()).toMatchObject({ id: a.id, notified: 1, notified_time: "2026-11-21T18:00:00.000Z" });
    expect((await req("PUT", `notify_customer_again/${a.id}`, demo)).json().notified).toBe(2);
    const third = await req("PUT", `notify_customer_again/${a.id}`, demo);
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toMatch(/Alerted 2x/);
    const storeId = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
    expect((await listStoreMessages(h.db.db, storeId)).map((m) => m.kind)).toEqual([
      "join",
      "ready",
      "ready_again",
    ]);

    expect((await req("PUT", `customer_note/${b.id}`, demo, { note: "  window " })).json().note).toBe(
      "window",
    );
    const blank = await req("PUT", `customer_note/${b.id}`, demo, { note: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe("note");
    expect((await req("PUT", `customer_note/${b.id}`, demo, {})).json().field).toBe("note");
    expect((await req("PUT", `customer_note/${b.id}`, demo, { note: "a\u0000" })).statusCode).toBe(400);
    expect((await req("PUT", `customer_note/${b.id}`, demo, { note: "line 1\nline 2" })).json().note).toBe(
      "line 1\nline 2",
    );

    clock.advance(7 * 60_000 + 30_000);
    expect((await req("PUT", `seat_customer/${a.id}`, demo)).json()).toMatchObject({
      seated: 1,
      exited: 1,
      actual_waited_time: 7,
    });
    expect((await req("PUT", `delete_customer/${b.id}`, demo)).json()).toMatchObject({
      seated: 0,
      exited: 1,
      actual_waited_time: 7,
    });
    expect((await req("PUT", `seat_customer/${a.id}`, demo)).statusCode).toBe(409);
    const hist = (await req("GET", `nonwaiting_customers?${OWN}&date=2026-11-21`, demo)).json();
    expect(hist.map((e: { customer_name: string; seated: number }) => [e.customer_name, e.seated])).toEqual([
      ["A", 1],
      ["B", 0],
    ]);
    const back = await req("PUT", `put_back_customer/${b.id}`, demo);
    expect(back.json()).toMatchObject({
      exited: 0,
      seated: 0,
      actual_waited_time: null,
      entered_time: "2026-11-21T18:00:00.000Z",
    });
    expect((await req("GET", `waiting_customers?${OWN}`, demo)).json()).toHaveLength(1);
    expect((await req("GET", `nonwaiting_customers?${OWN}&date=2026-11-40`, demo)).statusCode).toBe(400);

    clock.advance(12 * 3600_000); // 01:07 the next day in New York
    expect((await req("GET", `move_to_historical?${OWN}`, demo)).json()).toEqual({ moved: 1 });
    expect((await req("GET", `move_to_historical?${OWN}`, demo)).json()).toEqual({ moved: 0 });
  });

  it("settings round trip with flags as 1/0; 400 naming the field", async () => {
    const saved = await req("POST", `change_party_input_settings?${OWN}`, demo, {
      waitlist_onoff: 0,
      announcement: "Back at 5",
      first_available_okay: 1,
      indoor_seating_preferred: 0,
      bar_seating_preferred: true,
      outdoor_seating_preferred: "1",
    });
    const expected = {
      waitlist_onoff: 0,
      announcement: "Back at 5",
      first_available_okay: 1,
      indoor_seating_preferred: 0,
      bar_seating_preferred: 1,
      outdoor_seating_preferred: 1,
    };
    expect(saved.json()).toEqual(expected);
    expect((await req("GET", `get_party_input_settings?${OWN}`, demo)).json()).toEqual(expected);
    const off = await req("POST", "waiting_customers", demo, { customer_name: "X", party_size: 2 });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toMatch(/waitlist is closed/);
    const badFlag = await req("POST", "change_party_input_settings", demo, {
      ...expected,
      waitlist_onoff: 2,
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().field).toBe("waitlist_onoff");
    await req("POST", "change_party_input_settings", demo, {
      ...expected,
      waitlist_onoff: 1,
      announcement: "",
    });

    const tables = (await req("GET", `get_table_settings?${OWN}`, demo)).json();
    expect(tables).toEqual({
      company: "demo",
      solo_tables_total: 4,
      solo_tables_turn_avg: 30,
      two_tables_total: 6,
      two_tables_turn_avg: 45,
      three_four_tables_total: 5,
      three_four_tables_turn_avg: 60,
      five_plus_tables_total: 2,
      five_plus_tables_turn_avg: 75,
    });
    const changed = await req("POST", "change_table_settings", demo, { ...tables, two_tables_total: "8" });
    expect(changed.json()).toEqual({ ...tables, two_tables_total: 8 });
    const badTables = await req("POST", "change_table_settings", demo, {
      ...tables,
      five_plus_tables_turn_avg: -5,
    });
    expect(badTables.statusCode).toBe(400);
    expect(badTables.json().field).toBe("five_plus_tables_turn_avg");
    const missing = await req("POST", "change_table_settings", demo, { company: "demo" });
    expect(missing.json().field).toBe("solo_tables_total");
    await req("POST", "change_table_settings", demo, tables);
  });

  it("create_test_message queues a text: 202 {queued: true}; 400 naming the field", async () => {
    const res = await req("POST", "create_test_message", demo, {
      phone: "555-223-4567",
      ticket_number: "B3",
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    const [text] = await h.db.db.select().from(messages);
    expect(text).toMatchObject({ kind: "test", toPhone: "5552234567", status: "pending" });
    expect(text?.body).toContain("B3");
    const noPhone = await req("POST", "create_test_message", demo, { ticket_number: "B3" });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().field).toBe("phone");
    const badTicket = await req("POST", "create_test_message", demo, {
      phone: "5552234567",
      ticket_number: "<script>",
    });
    expect(badTicket.json().field).toBe("ticket_number");
  });
});
