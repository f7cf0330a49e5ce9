/**
 * The demo store's bookings over its year (the Reservations part of the report): 10-25 a day, busier on Friday and
 * Saturday, at the store's 30-minute slots with lunch and dinner peaks and within the default slot capacity (4
 * tables, 20 guests), mostly parties of 2 and 4; about 55% from the public page, 35% by staff, 10% through the legacy
 * /api; 87% seated, 8% cancelled, 5% no show. Each booking has its confirmation text and the 24 h and 2 h reminders
 * (reminderTimes, quiet hours and all) up to when it was cancelled; about 4 in 10 of the guests who came confirmed by
 * replying 1 to a reminder (outcome already_confirmed: bookings are made CONFIRMED), and some cancelled by replying 9.
 * planBookings covers dates before today only; planUpcomingBookings adds the book ahead (today's later times and the
 * next days), every one CONFIRMED and still to come, within the same capacity.
 */
import {
  addDays,
  DEFAULT_REMINDER_HOURS,
  fitsInSlot,
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  isoWeekday,
  type Rng,
  type SlotBooking,
  slotTimesForDate,
  slotUsage,
  timeToMinutes,
  toGsm7,
} from "@seatline/domain";
import type { Executor } from "./client";
import type { OpeningHours } from "./schema/index";
import type { ReservationSourceValue, ReservationStatus, SeatingPreference } from "./schema/reservations";
import { insertJsonRows } from "./seed-bulk";
import type { DemoGuest } from "./seed-guests";
import { pickGuest } from "./seed-guests";
import { reminderClock } from "./seed-reminders";
import type { PlannedReply, PlannedText } from "./seed-texts";

/** Mean bookings by ISO weekday (1 = Monday). */
const DAILY_MEAN = [0, 11, 12, 14, 16, 22, 24, 18];
const PARTY_SIZES = [2, 3, 4, 5, 6];
const PARTY_WEIGHTS = [50, 12, 26, 6, 6];
const SOURCES: ReservationSourceValue[] = ["public", "staff", "legacy"];
const SOURCE_WEIGHTS = [55, 35, 10];
/** Mean days booked ahead, by source. */
const LEAD_DAYS: Record<ReservationSourceValue, number> = { public: 6, staff: 3, legacy: 4, notify: 1 };
const STATUSES: ReservationStatus[] = ["SEATED", "CANCELLED", "NO_SHOW"];
const STATUS_WEIGHTS = [87, 8, 5];
const CAPACITY = { maxTablesPerInterval: 4, maxPersonsPerInterval: 20 };
const REQUESTS = [
  "Birthday",
  "High chair please",
  "Window table if possible",
  "Anniversary",
  "Wheelchair access",
];
const MIN = 60_000;

export interface PlannedBooking {
  uuid: string;
  date: string;
  time: string;
  partySize: number;
  guest: DemoGuest;
  source: ReservationSourceValue;
  status: ReservationStatus;
  seatingPreference: SeatingPreference;
  specialRequests: string;
  email: string;
  createdMs: number;
  updatedMs: number;
  /** The reminders sent (before any cancellation), and the reply one of them got. */
  reminders: { hours: number; atMs: number; reply?: PlannedReply }[];
}

export interface BookingYearInput {
  timezone: string;
  hours: readonly OpeningHours[];
  /** First and last business date (last = yesterday). */
  from: string;
  to: string;
  guests: readonly DemoGuest[];
  /** The instant a store-local date's midnight is. */
  dayStartMs: (date: string) => number;
}

function uuidOf(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = "4";
  hex[16] = (8 + Math.floor(rng.next() * 4)).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Lunch (12:30) and dinner (19:15) peaks over a floor: a slot's weight by its store-local minute. */
function slotWeight(minute: number): number {
  const bump = (at: number, sd: number) => Math.exp(-(((minute - at) / sd) ** 2) / 2);
  return 0.15 + bump(750, 45) + 2.2 * bump(1155, 60);
}

export function planBookings(rng: Rng, input: BookingYearInput): PlannedBooking[] {
  const out: PlannedBooking[] = [];
  const reminders = reminderClock(input.timezone);
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const slots = slotTimesForDate(input.hours, date, 30);
    if (slots.length === 0) continue;
    const weights = slots.map((t) => slotWeight(timeToMinutes(t)));
    const n = Math.min(28, Math.max(8, rng.poisson(DAILY_MEAN[isoWeekday(date)] ?? 15)));
    const taken: SlotBooking[] = [];
    const start0 = input.dayStartMs(date);
    for (let k = 0; k < n; k++) {
      const partySize = PARTY_SIZES[rng.pick(PARTY_WEIGHTS)] ?? 2;
      let time: string | undefined;
      for (let tries = 0; tries < 6 && time === undefined; tries++) {
        const t = slots[rng.pick(weights)];
        if (t && fitsInSlot(slotUsage(t, taken, CAPACITY), partySize)) time = t;
      }
      if (time === undefined) continue;
      const status = STATUSES[rng.pick(STATUS_WEIGHTS)] ?? "SEATED";
      if (status !== "CANCELLED") taken.push({ reservationTime: time, partySize });
      out.push(planOne(rng, input, reminders, date, time, partySize, status, start0));
    }
  }
  return out;
}

export interface UpcomingBookingsInput extends BookingYearInput {
  /** Now: today's bookings start at least 30 minutes after it; every booking was made before it. */
  nowMs: number;
}

/**
 * The book ahead for the demo (`pnpm start` opens a Reservations tab with bookings): from `from` (today) to `to`, a
 * day's usual number of bookings spread over the slots still to come, each CONFIRMED, made some days before (always
 * before now), with the reminders already due by now; capacity as for the past year.
 */
export function planUpcomingBookings(rng: Rng, input: UpcomingBookingsInput): PlannedBooking[] {
  const out: PlannedBooking[] = [];
  const reminders = reminderClock(input.timezone);
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const start0 = input.dayStartMs(date);
    const all = slotTimesForDate(input.hours, date, 30);
    const slots = all.filter((t) => start0 + timeToMinutes(t) * MIN >= input.nowMs + 30 * MIN);
    if (slots.length === 0) continue;
    const weights = slots.map((t) => slotWeight(timeToMinutes(t)));
    const share =
      weights.reduce((a, b) => a + b, 0) / all.reduce((a, t) => a + slotWeight(timeToMinutes(t)), 0);
    const n = Math.min(28, rng.poisson((DAILY_MEAN[isoWeekday(date)] ?? 15) * share));
    const taken: SlotBooking[] = [];
    for (let k = 0; k < n; k++) {
      const partySize = PARTY_SIZES[rng.pick(PARTY_WEIGHTS)] ?? 2;
      let time: string | undefined;
      for (let tries = 0; tries < 6 && time === undefined; tries++) {
        const t = slots[rng.pick(weights)];
        if (t && fitsInSlot(slotUsage(t, taken, CAPACITY), partySize)) time = t;
      }
      if (time === undefined) continue;
      taken.push({ reservationTime: time, partySize });
      out.push(planOne(rng, input, reminders, date, time, partySize, "CONFIRMED", start0, input.nowMs));
    }
  }
  return out;
}

function planOne(
  rng: Rng,
  input: BookingYearInput,
  reminderAt: ReturnType<typeof reminderClock>,
  date: string,
  time: string,
  partySize: number,
  status: ReservationStatus,
  start0: number,
  /** An upcoming booking's now: made before it, only the reminders due by then sent. */
  nowMs?: number,
): PlannedBooking {
  const startMs = start0 + timeToMinutes(time) * MIN;
  const guest = pickGuest(rng, input.guests);
  const source = SOURCES[rng.pick(SOURCE_WEIGHTS)] ?? "staff";
  // Booked some days ahead, between 9:00 and 22:00; a same-day booking at least half an hour before.
  const lead = Math.min(60, Math.floor(rng.exp(LEAD_DAYS[source])));
  let createdMs = input.dayStartMs(addDays(date, -lead)) + Math.floor((540 + rng.next() * 780) * MIN);
  if (createdMs > startMs - 30 * MIN) createdMs = startMs - Math.floor((30 + rng.next() * 150) * MIN);
  if (nowMs !== undefined && createdMs > nowMs - 10 * MIN)
    createdMs = nowMs - Math.floor((10 + rng.next() * 600) * MIN);
  const sent = reminderAt(startMs, createdMs, DEFAULT_REMINDER_HOURS);
  if (nowMs !== undefined) {
    const [first = "", last = ""] = guest.name.toLowerCase().split(" ");
    return {
      uuid: uuidOf(rng),
      date,
      time,
      partySize,
      guest,
      source,
      status,
      seatingPreference: rng.next() < 0.8 ? "first_available" : "indoor",
      specialRequests: rng.next() < 0.08 ? (REQUESTS[Math.floor(rng.next() * REQUESTS.length)] ?? "") : "",
      email: source === "public" ? `${first}.${last}@example.com` : "",
      createdMs,
      updatedMs: createdMs,
      reminders: sent.filter((r) => r.atMs < nowMs),
    };
  }
  let reminders: PlannedBooking["reminders"] = sent;
  let updatedMs: number;
  const replyAt = (atMs: number) => Math.min(startMs - 5 * MIN, atMs + Math.floor(rng.exp(20 * MIN)));
  if (status === "CANCELLED") {
    const last = sent.at(-1);
    if (last && rng.next() < 0.45) {
      updatedMs = replyAt(last.atMs);
      reminders = sent.map((r) =>
        r === last ? { ...r, reply: { afterMs: updatedMs, body: "9", outcome: "cancelled" } } : r,
      );
    } else {
      updatedMs = createdMs + Math.floor(rng.next() * Math.max(MIN, startMs - 15 * MIN - createdMs));
      reminders = sent.filter((r) => r.atMs < updatedMs);
    }
  } else {
    updatedMs =
      status === "SEATED"
        ? startMs + Math.floor((rng.next() * 20 - 5) * MIN)
        : startMs + Math.floor((15 + rng.next() * 15) * MIN);
    const first = sent[0];
    if (first && rng.next() < (status === "SEATED" ? 0.42 : 0.08)) {
      const reply = {
        afterMs: replyAt(first.atMs),
        body: rng.next() < 0.8 ? "1" : "Yes",
        outcome: "already_confirmed",
      };
      reminders = sent.map((r) => (r === first ? { ...r, reply } : r));
    }
  }
  const [first = "", last = ""] = guest.name.toLowerCase().split(" ");
  const pref = rng.next();
  return {
    uuid: uuidOf(rng),
    date,
    time,
    partySize,
    guest,
    source,
    status,
    seatingPreference: pref < 0.8 ? "first_available" : pref < 0.92 ? "indoor" : "bar",
    specialRequests: rng.next() < 0.08 ? (REQUESTS[Math.floor(rng.next() * REQUESTS.length)] ?? "") : "",
    email: source === "public" && rng.next() < 0.7 ? `${first}.${last}@example.com` : "",
    createdMs,
    updatedMs,
    reminders,
  };
}

/** Inserts the bookings; answers their texts (confirmation and reminders, with the replies), for seed-texts.ts. */
export async function insertBookings(
  db: Executor,
  store: { id: string; name: string; phone: string },
  plans: readonly PlannedBooking[],
): Promise<PlannedText[]> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const ids = await insertJsonRows<{ id: number; uuid: string }>(
    db,
    "reservations",
    plans.map((p) => ({
      uuid: p.uuid,
      store_id: store.id,
      reservation_date: p.date,
      reservation_time: p.time,
      party_size: p.partySize,
      guest_name: p.guest.name,
      guest_phone: p.guest.phone,
      guest_email: p.email,
      seating_preference: p.seatingPreference,
      special_requests: p.specialRequests,
      status: p.status,
      source: p.source,
      created_at: iso(p.createdMs),
      updated_at: iso(p.updatedMs),
    })),
    ["id", "uuid"],
  );
  const idOf = new Map(ids.map((r) => [r.uuid, r.id]));
  const longDates = new Map<string, string>();
  const texts: PlannedText[] = [];
  const call = store.phone ? ` To change or cancel, call ${formatPhone(store.phone)}.` : "";
  for (const p of plans) {
    const reservationId = idOf.get(p.uuid) ?? null;
    let date = longDates.get(p.date);
    if (date === undefined) {
      date = formatLongDate(p.date);
      longDates.set(p.date, date);
    }
    const what = `${formatPartySize(p.partySize)} on ${date} at ${formatTime12(p.time)}`;
    texts.push({
      atMs: p.createdMs,
      sendMs: p.createdMs + 1_500,
      kind: "reservation_confirmed",
      guest: p.guest,
      body: toGsm7(
        `${store.name}: your reservation for ${what} is confirmed. Please arrive 10 minutes early.${call}`,
      ),
      waitlistEntryId: null,
      reservationId,
    });
    for (const r of p.reminders) {
      texts.push({
        // The scheduler queues a reminder up to 6 hours ahead; the outbox sends it at its time.
        atMs: Math.max(p.createdMs + MIN, r.atMs - 6 * 3_600_000),
        sendMs: r.atMs + 1_500,
        notBeforeMs: r.atMs,
        dedupeKey: `reminder:${p.uuid}:${p.date}T${p.time}:${r.hours}h`,
        kind: "reservation_reminder",
        guest: p.guest,
        body: toGsm7(
          `${store.name}: reminder of your reservation for ${what}. Reply 1 to confirm or 9 to cancel.`,
        ),
        waitlistEntryId: null,
        reservationId,
        ...(r.reply ? { reply: r.reply } : {}),
      });
    }
  }
  return texts;
}
