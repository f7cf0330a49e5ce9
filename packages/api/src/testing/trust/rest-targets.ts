/**
 * How to call every legacy /api path against the demo store's data. The trust suites walk restRoutes and fail for
 * a path missing here, so a new path cannot escape the tenant-isolation and hostile-input checks.
 */

import { TODAY, TOMORROW } from "../reservation-kit";
import { BLACKOUT, type EntryRole, LINK_DAY, type TrustIds } from "./fixtures";
import { type RestCall, withId } from "./http-calls";
import type { Access, RivalOutcome } from "./trpc-targets";

export interface RestTarget {
  access: Access;
  rival: RivalOutcome;
  /** Demo's own valid call: the control of the isolation suite and the seed of generated payloads. */
  control: (ids: TrustIds) => RestCall;
  /** Rival's attempts at demo's data (each must be refused with 403/404); the control itself when absent. */
  attacks?: (ids: TrustIds) => RestCall[];
  showsGuests?: boolean;
  endsSession?: boolean;
}

const H = "/api/host_info";
const R = "/api/reservation_info";
const DEMO = { company: "demo", store: 1 };
const RIVAL = { company: "rival", store: 1 };

/** A host_info read: company/store name demo's store (403 for rival). */
const hostGet = (path: string, extra: Record<string, unknown> = {}, showsGuests = false): RestTarget => ({
  access: "staff",
  rival: "refused",
  control: () => ({ method: "GET", url: `${H}/${path}`, query: { ...DEMO, ...extra } }),
  showsGuests,
});

/** A host_info POST naming demo's store in the query, the body, or both. */
const hostPost = (path: string, body: Record<string, unknown>, inBody = true): RestTarget => ({
  access: "staff",
  rival: "refused",
  control: () => ({
    method: "POST",
    url: `${H}/${path}`,
    query: DEMO,
    body: inBody ? { ...body, company: "demo", store_num: 1 } : body,
  }),
  attacks: () => [
    { method: "POST", url: `${H}/${path}`, query: DEMO, body },
    ...(inBody
      ? [{ method: "POST" as const, url: `${H}/${path}`, body: { ...body, company: "demo", store_num: 1 } }]
      : []),
  ],
});

/** PUT /api/host_info/<path>/{id} on a demo entry: by id alone (404), naming demo (403), naming rival (404). */
const entryPut = (path: string, role: EntryRole, body?: Record<string, unknown>): RestTarget => ({
  access: "staff",
  rival: "refused",
  control: (ids) => ({ method: "PUT", url: withId(`${H}/${path}/:id`, ids.entries[role]), body }),
  attacks: (ids) => {
    const url = withId(`${H}/${path}/:id`, ids.entries[role]);
    return [
      { method: "PUT", url, body },
      { method: "PUT", url, query: DEMO, body },
      { method: "PUT", url, query: RIVAL, body },
    ];
  },
});

/**
 * A reservation_info staff call with legacy_store_id in the query (GET) or body (POST): naming demo's store (403);
 * when it points at a demo record, also naming rival's own store with demo's record (404).
 */
const resv = (
  method: "GET" | "POST",
  path: string,
  fields: (ids: TrustIds) => Record<string, unknown> = () => ({}),
  pointsAtRecord = false,
  showsGuests = false,
): RestTarget => {
  const call = (ids: TrustIds, legacy: number): RestCall => {
    const data = { legacy_store_id: legacy, ...fields(ids) };
    return method === "GET"
      ? { method, url: `${R}/${path}`, query: data }
      : { method, url: `${R}/${path}`, body: data };
  };
  return {
    access: "staff",
    rival: "refused",
    control: (ids) => call(ids, 1001),
    attacks: (ids) => [call(ids, 1001), ...(pointsAtRecord ? [call(ids, 2001)] : [])],
    showsGuests,
  };
};

/** An owner's report or export for a month around the seeded day, naming demo's store (403 for rival). */
const report = (path: string, showsGuests: boolean): RestTarget => ({
  access: "staff",
  rival: "refused",
  control: () => ({
    method: "GET",
    url: `/api/reports/${path}`,
    query: { legacy_store_id: 1001, from: "2026-05-27", to: "2026-06-25" },
  }),
  showsGuests,
});

const publicGet = (path: string, query: (ids: TrustIds) => Record<string, unknown>): RestTarget => ({
  access: "public",
  rival: "public",
  control: (ids) => ({ method: "GET", url: `${R}/${path}`, query: query(ids) }),
});

const booking = {
  reservation_date: TOMORROW,
  party_size: 2,
  guest_name: "Pat Public",
  guest_email: "pat@public.example",
  guest_phone: "5557654322",
  seating_preference: "bar",
  special_requests: "",
  link_code: null,
};
const kioskBody = {
  waitlist_onoff: 1,
  announcement: "Welcome",
  first_available_okay: 1,
  indoor_seating_preferred: 1,
  bar_seating_preferred: 1,
  outdoor_seating_preferred: 0,
};
const tablesBody = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};
const config = {
  new_reservations_enabled: true,
  reservation_interval_minutes: 30,
  max_tables_per_interval: 4,
  max_persons_per_interval: 20,
};

export const restTargets: Record<string, RestTarget> = {
  "POST /api/dj-rest-auth/login/": {
    access: "public",
    rival: "public",
    control: () => ({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      body: { email: "demo@seatline.dev", password: "not-the-password" },
    }),
  },
  "POST /api/dj-rest-auth/logout/": {
    access: "session",
    rival: "scoped",
    endsSession: true,
    control: () => ({ method: "POST", url: "/api/dj-rest-auth/logout/" }),
  },
  "GET /api/user_info/": {
    access: "session",
    rival: "refused",
    control: () => ({ method: "GET", url: "/api/user_info/", query: { email: "demo@seatline.dev" } }),
  },

  [`GET ${H}/waiting_numbers`]: hostGet("waiting_numbers"),
  [`GET ${H}/waiting_times`]: hostGet("waiting_times"),
  [`GET ${H}/get_party_input_settings`]: hostGet("get_party_input_settings"),
  [`POST ${H}/change_party_input_settings`]: hostPost("change_party_input_settings", kioskBody),
  [`GET ${H}/get_table_settings`]: hostGet("get_table_settings"),
  [`POST ${H}/change_table_settings`]: hostPost(
    "change_table_settings",
    { ...tablesBody, company: "demo" },
    false,
  ),
  [`GET ${H}/get_ticket`]: hostGet("get_ticket"),
  [`POST ${H}/waiting_customers`]: hostPost("waiting_customers", { customer_name: "Walk In", party_size: 2 }),
  [`GET ${H}/waiting_customers`]: hostGet("waiting_customers", { date: TODAY }, true),
  [`POST ${H}/create_test_message`]: hostPost("create_test_message", {
    phone: "5556000000",
    ticket_number: "A1",
  }),
  [`PUT ${H}/notify_customer/:id`]: entryPut("notify_customer", "restNotify"),
  [`PUT ${H}/notify_customer_again/:id`]: entryPut("notify_customer_again", "restNotifyAgain"),
  [`PUT ${H}/seat_customer/:id`]: entryPut("seat_customer", "restSeat"),
  [`PUT ${H}/delete_customer/:id`]: entryPut("delete_customer", "restDelete"),
  [`PUT ${H}/customer_note/:id`]: entryPut("customer_note", "restNote", { note: "Hijacked" }),
  [`GET ${H}/nonwaiting_customers`]: hostGet("nonwaiting_customers", { date: TODAY }, true),
  [`PUT ${H}/put_back_customer/:id`]: entryPut("put_back_customer", "restPutBack"),
  [`GET ${H}/move_to_historical`]: hostGet("move_to_historical"),

  [`GET ${R}/get_reservations_by_date`]: {
    ...resv("GET", "get_reservations_by_date", () => ({ company: "demo", date: TOMORROW }), false, true),
    // Rival's own legacy_store_id with demo's company slug is refused too.
    attacks: () => [
      {
        method: "GET",
        url: `${R}/get_reservations_by_date`,
        query: { legacy_store_id: 1001, date: TOMORROW },
      },
      {
        method: "GET",
        url: `${R}/get_reservations_by_date`,
        query: { legacy_store_id: 2001, company: "demo", date: TOMORROW },
      },
    ],
  },
  // Public, but a signed-in staff caller books for its own store: rival naming demo's store is refused.
  [`POST ${R}/create_reservation`]: {
    access: "public",
    rival: "refused",
    control: () => ({
      method: "POST",
      url: `${R}/create_reservation`,
      body: { legacy_store_id: 1001, ...booking, reservation_time: "21:30" },
    }),
  },
  [`POST ${R}/update_reservation`]: resv(
    "POST",
    "update_reservation",
    (ids) => ({ uuid: ids.reservations.restUpdate, status: "CANCELLED" }),
    true,
  ),
  [`POST ${R}/send_courtesy_notification`]: resv(
    "POST",
    "send_courtesy_notification",
    (ids) => ({ uuid: ids.reservations.restCourtesy }),
    true,
  ),
  [`GET ${R}/get_reservation_time_windows_by_date`]: publicGet(
    "get_reservation_time_windows_by_date",
    () => ({
      company: "demo",
      legacy_store_id: 1001,
      date: TOMORROW,
      party_size: 2,
    }),
  ),
  [`GET ${R}/get_store_details_by_date`]: publicGet("get_store_details_by_date", () => ({
    company_slug: "demo",
    store_slug: "downtown",
  })),
  [`GET ${R}/get_blackout_dates`]: publicGet("get_blackout_dates", (ids) => ({
    legacy_store_id: 1001,
    link_code: ids.linkCodes.restUpdate,
  })),
  [`POST ${R}/create_blackout_date`]: resv("POST", "create_blackout_date", () => ({
    date: BLACKOUT.restAdd,
  })),
  [`POST ${R}/delete_blackout_date`]: resv("POST", "delete_blackout_date", () => ({
    date: BLACKOUT.restRemove,
  })),
  [`GET ${R}/get_reservation_configs`]: resv("GET", "get_reservation_configs"),
  [`POST ${R}/update_store_config`]: resv("POST", "update_store_config", () => config),
  [`GET ${R}/get_store_access_links`]: resv("GET", "get_store_access_links"),
  [`POST ${R}/post_store_access_link`]: ((): RestTarget => {
    const update = resv(
      "POST",
      "post_store_access_link",
      (ids) => ({
        uuid: ids.links.restUpdate,
        link_code: "VIP-renamed",
        access_days: JSON.stringify([LINK_DAY, "2026-06-22"]),
      }),
      true,
    );
    const create: RestCall = {
      method: "POST",
      url: `${R}/post_store_access_link`,
      body: { legacy_store_id: 1001, link_code: "VIP-new" },
    };
    return { ...update, attacks: (ids) => [...(update.attacks?.(ids) ?? []), create] };
  })(),
  [`POST ${R}/delete_store_access_link`]: resv(
    "POST",
    "delete_store_access_link",
    (ids) => ({ uuid: ids.links.restDelete }),
    true,
  ),

  "GET /api/reports/summary": report("summary", false),
  "GET /api/reports/visits.csv": report("visits.csv", true),
  "GET /api/reports/reservations.csv": report("reservations.csv", true),
  "GET /api/reports/texts.csv": report("texts.csv", true),
  "GET /api/reports/notify.csv": report("notify.csv", true),
  "GET /api/reports/tables.csv": report("tables.csv", true),
  // Compressed: the leak grep cannot read into it (the CSV paths show what it holds).
  "GET /api/reports/export.zip": report("export.zip", false),
};
