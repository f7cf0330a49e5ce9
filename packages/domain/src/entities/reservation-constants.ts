/**
 * Reservation constants and messages (docs/product.md#records, #validation, #limits) without zod, so that a browser bundle that needs only these
 * (the public booking page) does not carry the schemas. The package's index takes them from here;
 * entities/reservations.ts re-exports the ones the package's modules import from it.
 */

export const reservationStatuses = ["PENDING", "CONFIRMED", "CANCELLED", "SEATED", "NO_SHOW"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const seatingPreferences = ["first_available", "indoor", "outdoor", "bar"] as const;
export type SeatingPreference = (typeof seatingPreferences)[number];

/** docs/product.md#limits. */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 12;
export const reservationIntervals = [15, 30, 60] as const;
export const MAX_TABLES_RANGE = { min: 1, max: 10 } as const;
export const MAX_PERSONS_RANGE = { min: 5, max: 50, step: 5 } as const;
/** "Bookings open N days ahead" (a reservation setting; public page only). */
export const BOOKING_HORIZON_RANGE = { min: 1, max: 365, default: 90 } as const;
/**
 * How many minutes before its time a booking joins the host's Dashboard (a reservation setting): 0 (at its time) to
 * a whole day; 60 by default, so the live line is not crowded with the evening's bookings all afternoon.
 */
export const DASHBOARD_LEAD_RANGE = { min: 0, max: 1440, default: 60 } as const;
/** Staff may book further ahead than guests, but not without bound. */
export const STAFF_BOOKING_MAX_DAYS = 730;
/** Upcoming (PENDING or CONFIRMED, today or later) bookings one phone may hold at a store when booking on the public page. */
export const PUBLIC_BOOKINGS_PER_PHONE = 3;
/** Courtesy notifications per reservation (docs/product.md#limits, "Alert limit 2 per entry"). */
export const RESERVATION_ALERT_LIMIT = 2;
/** The Reservations tab's search reaches this many days back (and forward as far as staff can book). */
export const RESERVATION_SEARCH_DAYS_BACK = 30;
/** At most this many bookings answer one search (the nearest dates first); the screen says when there are more. */
export const RESERVATION_SEARCH_LIMIT = 50;

export const reservationMessages = {
  name: "Please enter the guest's full name.",
  phone: "Please enter a 10-digit phone number.",
  email: "Please enter a valid email address.",
  partySize: `Party size must be between ${MIN_PARTY_SIZE} and ${MAX_PARTY_SIZE}.`,
  date: "Please choose a valid date (YYYY-MM-DD).",
  time: "Please choose a valid time (HH:MM).",
  seating: "Seating preference must be first_available, indoor, outdoor or bar.",
  interval: "Time slot increment must be 15, 30 or 60 minutes.",
  maxTables: "Max reservations per slot must be between 1 and 10.",
  maxPersons: "Max people per slot must be between 5 and 50, in steps of 5.",
  horizon: `Bookings open must be a whole number of days between ${BOOKING_HORIZON_RANGE.min} and ${BOOKING_HORIZON_RANGE.max}.`,
  dashboardLead: `Show bookings on the Dashboard must be a whole number of minutes between ${DASHBOARD_LEAD_RANGE.min} and ${DASHBOARD_LEAD_RANGE.max}.`,
  staffTooFar: "Reservations can be made at most 2 years ahead.",
  tooManyForPhone: `This phone number already has ${PUBLIC_BOOKINGS_PER_PHONE} upcoming reservations here. Please call the restaurant to book another.`,
  blackoutDate: "Please select a date to blackout.",
  accessDate: "Please select a date to add.",
  linkCode: "Please enter a link code.",
  linkCodeTaken: "Link code already exists. Please choose a different one.",
  pastDate: "Reservations cannot be made for a past date.",
  blackedOut: "Reservations are not available on this date.",
  notAccessDay: "This date is not available for this reservation link.",
  closed: "The restaurant takes no reservations at this time.",
  slotFull: "This time slot is no longer available. Please choose another time.",
  pastSlot: "This time has already passed. Please choose a later time.",
  disabled: "This restaurant is not accepting new reservations online right now.",
  notFound: "Reservation not found.",
  storeNotFound: "Store not found.",
  notEditable: "Only upcoming reservations that are not late can be edited.",
  alertLimit: "This reservation has already been alerted twice.",
  notAlertable: "Only pending or confirmed reservations can be alerted.",
  searchQuery: "Please type 2 to 80 characters of a name or phone number to search.",
  linkNotFound: "Access link not found.",
  pastAccessDate: "Access dates cannot be in the past.",
  pastBlackoutDate: "Blackout dates cannot be in the past.",
} as const;

/** The refusal of a public booking beyond the store's horizon. */
export function beyondHorizonMessage(days: number): string {
  return `Reservations open ${days} ${days === 1 ? "day" : "days"} ahead. Please choose an earlier date.`;
}
