/** Contract specs of the auth and host_info operations (see contract-kit.ts). */
import type { Api, OpSpec, Req } from "./contract-kit";
import { TODAY } from "./contract-kit";

const H = "/api/host_info";
const store = { company: "demo", store: 1 };
const kiosk = {
  waitlist_onoff: 1,
  announcement: "",
  first_available_okay: 1,
  indoor_seating_preferred: 1,
  bar_seating_preferred: 1,
  outdoor_seating_preferred: 0,
};
const tables = {
  company: "demo",
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

export function hostInfoSpecs(api: Api): OpSpec[] {
  let n = 0;
  const ok = async (method: string, path: string, req: Req) => {
    const res = await api.send(method, path, req);
    if (res.statusCode >= 300) throw new Error(`setup ${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** A new walk-in, after the given actions. */
  const entry = async (...actions: string[]) => {
    n += 1;
    const body = { customer_name: `Contract ${n}`, party_size: 2 };
    const { id } = (await ok("POST", `${H}/waiting_customers`, { body })) as { id: number };
    for (const a of actions) await ok("PUT", `${H}/${a}/:id`, { params: { id } });
    return id;
  };
  const setWaitlist = (on: 0 | 1) =>
    ok("POST", `${H}/change_party_input_settings`, { body: { ...kiosk, waitlist_onoff: on } });
  const byId = (id: number, body?: unknown): Req => ({ params: { id }, ...(body ? { body } : {}) });
  const badId: Req = { params: { id: "abc" } };
  const unknownId: Req = { params: { id: 999_999_999 } };
  const get = (op: string, extra: Partial<OpSpec> = {}): OpSpec => ({
    op,
    valid: () => ({ query: store }),
    bad: () => ({ query: { ...store, store: "abc" } }),
    ...extra,
  });

  return [
    {
      op: "login",
      valid: () => ({ auth: "none", body: { email: "demo@seatline.dev", password: "seatline-demo" } }),
      bad: () => ({ auth: "none", body: { email: "demo@seatline.dev" } }),
    },
    {
      op: "logout",
      valid: async () => {
        const res = await api.send("POST", "/api/dj-rest-auth/login/", {
          auth: "none",
          body: { email: "demo@seatline.dev", password: "seatline-demo" },
        });
        return { auth: { token: (res.json() as { key: string }).key } };
      },
      bad: () => ({ query: { x: "\u0000" } }),
    },
    {
      op: "getUserInfo",
      valid: () => ({ query: { email: "demo@seatline.dev" } }),
      bad: () => ({ query: { email: "demo\u0000" } }),
      other: () => ({ query: { email: "rival@seatline.dev" } }),
    },
    get("getWaitingNumbers"),
    get("getWaitingTimes"),
    get("getPartyInputSettings"),
    {
      op: "changePartyInputSettings",
      valid: () => ({ body: kiosk }),
      bad: () => ({ body: { ...kiosk, waitlist_onoff: 5 } }),
    },
    get("getTableSettings"),
    {
      op: "changeTableSettings",
      valid: () => ({ body: tables }),
      bad: () => ({ body: { ...tables, two_tables_total: -1 } }),
      // The body's company is ignored (docs/product.md#records); a store named in the query is checked.
      other: () => ({ query: { company: "rival", store: 1 }, body: tables }),
      unknown: () => ({ query: { company: "nobody", store: 1 }, body: tables }),
    },
    get("getTicket"),
    {
      op: "addWaitingCustomer",
      valid: () => ({ body: { customer_name: "Maya", customer_number: "2125552368", party_size: 2 } }),
      bad: () => ({ body: { customer_name: "Maya", party_size: 0 } }),
      conflict: async () => {
        await setWaitlist(0);
        return {
          body: { customer_name: "Maya", party_size: 2 },
          after: async () => void (await setWaitlist(1)),
        };
      },
    },
    get("listWaitingCustomers", {
      valid: () => ({ query: { ...store, date: TODAY } }),
      bad: () => ({ query: { ...store, date: "June" } }),
    }),
    {
      op: "createTestMessage",
      valid: () => ({ body: { phone: "2125552368", ticket_number: "A1" } }),
      bad: () => ({ body: { phone: "123", ticket_number: "A1" } }),
    },
    {
      op: "notifyCustomer",
      valid: async () => byId(await entry()),
      bad: () => badId,
      unknown: () => unknownId,
      conflict: async () => byId(await entry("notify_customer")),
    },
    {
      op: "notifyCustomerAgain",
      valid: async () => byId(await entry("notify_customer")),
      bad: () => badId,
      unknown: () => unknownId,
      conflict: async () => byId(await entry()),
    },
    {
      op: "seatCustomer",
      valid: async () => byId(await entry()),
      bad: () => badId,
      unknown: () => unknownId,
      conflict: async () => byId(await entry("seat_customer")),
    },
    {
      op: "deleteCustomer",
      valid: async () => byId(await entry()),
      bad: () => badId,
      unknown: () => unknownId,
      conflict: async () => byId(await entry("delete_customer")),
    },
    {
      op: "saveCustomerNote",
      valid: async () => byId(await entry(), { note: "High chair" }),
      bad: async () => byId(await entry(), { note: 5 }),
      unknown: () => ({ ...unknownId, body: { note: "High chair" } }),
    },
    get("listNonwaitingCustomers", {
      valid: () => ({ query: { ...store, date: TODAY } }),
      bad: () => ({ query: { ...store, date: "June" } }),
    }),
    {
      op: "putBackCustomer",
      valid: async () => byId(await entry("seat_customer")),
      bad: () => badId,
      unknown: () => unknownId,
      conflict: async () => byId(await entry()),
    },
    get("moveToHistorical"),
  ];
}
