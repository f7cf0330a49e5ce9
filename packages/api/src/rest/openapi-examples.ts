/**
 * Examples of /api/openapi.json, from the demo data (packages/db/src/seed.ts: company demo, store 1 "downtown",
 * legacy_store_id 1001, demo@seatline.dev). Keyed by operationId; `response` is the payload of envelope paths.
 * The lint (no-invalid-media-type-examples) checks each against its schema.
 */

import { reportSummaryExample } from "./report-example";

type Examples = {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  response?: unknown;
};

const store = { company: "demo", store: 1 };
const legacy = { legacy_store_id: 1001 };
const date = "2026-11-21";
const entry = {
  id: 1,
  ticket_id: "A1",
  customer_id: "Maya",
  customer_name: "Maya",
  customer_number: "2125550123",
  party_size: 2,
  entered_time: "2026-11-21T23:05:00.000Z",
  notified_time: null,
  notified: 0,
  note: "",
  first_available: 1,
  indoor_area: 0,
  bar_area: 0,
  outdoor_area: 0,
  seated: 0,
  exited: 0,
  actual_waited_time: null,
  quoted_wait_time: 15,
  business_date: date,
};
const reservation = {
  uuid: "6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f",
  id: 1,
  legacy_store_id: 1001,
  reservation_date: date,
  reservation_time: "19:00",
  party_size: 4,
  guest_name: "Jordan Lee",
  link_code: null,
  guest_phone: "2125550187",
  guest_email: "jordan@example.com",
  seating_preference: "indoor",
  special_requests: "Window table if possible",
  notes: "",
  notified: 0,
  courtesy_notification_sent_at: [],
  is_late: false,
  status: "CONFIRMED",
  is_active_in_waitlist_view: true,
  created_at: "2026-11-20T15:12:00.000Z",
};
const kiosk = {
  waitlist_onoff: 1,
  announcement: "",
  first_available_okay: 1,
  indoor_seating_preferred: 1,
  bar_seating_preferred: 1,
  outdoor_seating_preferred: 0,
};
const tables = {
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
const link = { uuid: "0b7e5c1a-2d3f-4a6b-8c9d-1e2f3a4b5c6d", link_code: "friends", access_days: [date] };
const entryAction: Examples = { params: { id: "1" }, response: entry };

export const operationExamples: Record<string, Examples> = {
  login: { body: { email: "demo@seatline.dev", password: "seatline-demo" }, response: { key: "3q2…" } },
  logout: { response: { detail: "Successfully logged out." } },
  getUserInfo: { query: { email: "demo@seatline.dev" }, response: { company: "demo", store: 1 } },
  getWaitingNumbers: { query: store, response: { parties: 3, solo: 1 } },
  getWaitingTimes: {
    query: store,
    response: { solo_wait: 10, two_wait: 15, three_four_wait: 25, five_plus_wait: 40 },
  },
  getPartyInputSettings: { query: store, response: kiosk },
  changePartyInputSettings: { body: kiosk, response: kiosk },
  getTableSettings: { query: store, response: { ...tables, company: "demo" } },
  changeTableSettings: { body: { company: "demo", ...tables }, response: { ...tables, company: "demo" } },
  getTicket: { query: store, response: { ticketCnt: 2, ticketLetter: "A" } },
  addWaitingCustomer: {
    body: { customer_name: "Maya", customer_number: "2125550123", party_size: 2, first_available: 1 },
    response: entry,
  },
  listWaitingCustomers: { query: { ...store, date }, response: [entry] },
  createTestMessage: { body: { phone: "2125550123", ticket_number: "A1" }, response: { queued: true } },
  notifyCustomer: {
    ...entryAction,
    response: { ...entry, notified: 1, notified_time: "2026-11-21T23:20:00.000Z" },
  },
  notifyCustomerAgain: {
    ...entryAction,
    response: { ...entry, notified: 2, notified_time: "2026-11-21T23:25:00.000Z" },
  },
  seatCustomer: { ...entryAction, response: { ...entry, seated: 1, exited: 1, actual_waited_time: 22 } },
  deleteCustomer: { ...entryAction, response: { ...entry, exited: 1, actual_waited_time: 30 } },
  saveCustomerNote: {
    ...entryAction,
    body: { note: "High chair" },
    response: { ...entry, note: "High chair" },
  },
  listNonwaitingCustomers: {
    query: { ...store, date },
    response: [{ ...entry, seated: 1, exited: 1, actual_waited_time: 22 }],
  },
  putBackCustomer: entryAction,
  moveToHistorical: { query: store, response: { moved: 0 } },

  getReservationsByDate: {
    query: { company: "demo", ...legacy, date },
    response: { reservations: [reservation] },
  },
  createReservation: {
    body: {
      ...legacy,
      reservation_date: date,
      reservation_time: "19:00",
      party_size: 4,
      guest_name: "Jordan Lee",
      guest_phone: "2125550187",
      guest_email: "jordan@example.com",
      seating_preference: "indoor",
      special_requests: "Window table if possible",
    },
    response: reservation,
  },
  updateReservation: {
    body: { ...reservation, status: "SEATED" },
    response: { ...reservation, status: "SEATED" },
  },
  sendCourtesyNotification: {
    body: { ...legacy, uuid: reservation.uuid },
    response: { ...reservation, notified: 1, courtesy_notification_sent_at: ["2026-11-21T23:58:00.000Z"] },
  },
  getReservationTimeWindowsByDate: {
    query: { company: "demo", ...legacy, date, party_size: 4 },
    response: {
      time_windows: [
        { time: "18:30", available: true, persons_available: 16, tables_available: 3 },
        { time: "19:00", available: false, persons_available: 0, tables_available: 0 },
      ],
    },
  },
  getStoreDetailsByDate: {
    query: { company_slug: "demo", store_slug: "downtown" },
    response: {
      company_name: "Demo Bistro",
      address: "120 Main Street, New York, NY 10001",
      phone_number: "2125550142",
      legacy_store_id: 1001,
      hours: [{ dow: 1, open_time: 11, close_time: 22 }],
    },
  },
  getBlackoutDates: { query: legacy, response: { blackoutDates: [{ date: "2026-12-25" }] } },
  createBlackoutDate: {
    body: { ...legacy, date: "2026-12-25" },
    response: { blackoutDates: [{ date: "2026-12-25" }] },
  },
  deleteBlackoutDate: { body: { ...legacy, date: "2026-12-25" }, response: { blackoutDates: [] } },
  getReservationConfigs: {
    query: legacy,
    response: { active_config: config, company_slug: "demo", store_slug: "downtown" },
  },
  updateStoreConfig: { body: { ...legacy, ...config }, response: { active_config: config } },
  getStoreAccessLinks: { query: legacy, response: { accessLinks: [link] } },
  postStoreAccessLink: { body: { ...legacy, link_code: "friends" }, response: { ...link, access_days: [] } },
  deleteStoreAccessLink: { body: { ...legacy, uuid: link.uuid }, response: { deleted: link.uuid } },
  reportSummary: reportSummaryExample,
};

/** Error messages the paths answer, for the error examples. */
export const errorExamples: Record<number, string> = {
  400: "Must be at least 1.",
  401: "Authentication credentials were not provided or are invalid.",
  403: "You do not have access to this store.",
  404: "Store 1001 was not found.",
  409: "This party was already alerted; use Alert Again.",
  413: "Request body is too large (limit 65536 bytes).",
  415: "Unsupported Media Type: application/xml",
  429: "Too many requests. Please wait a minute and try again.",
  503: "The service is briefly unavailable. Please try again in a moment.",
};
