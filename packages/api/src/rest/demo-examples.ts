/**
 * The demo data the paths' examples are made of (packages/db/src/seed.ts: company demo, store 1 "downtown",
 * legacy_store_id 1001, demo@seatline.dev). Each path declares its own examples beside it (`examples` of its
 * route); the lint (no-invalid-media-type-examples) checks each against its schema.
 */

export const store = { company: "demo", store: 1 };
export const legacy = { legacy_store_id: 1001 };
export const date = "2026-11-21";
export const entry = {
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
export const reservation = {
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
export const kiosk = {
  waitlist_onoff: 1,
  announcement: "",
  first_available_okay: 1,
  indoor_seating_preferred: 1,
  bar_seating_preferred: 1,
  outdoor_seating_preferred: 0,
};
export const tables = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};
export const config = {
  new_reservations_enabled: true,
  reservation_interval_minutes: 30,
  max_tables_per_interval: 4,
  max_persons_per_interval: 20,
};
export const link = {
  uuid: "0b7e5c1a-2d3f-4a6b-8c9d-1e2f3a4b5c6d",
  link_code: "friends",
  access_days: [date],
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
