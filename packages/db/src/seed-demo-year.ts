/**
 * The demo store's past year (issues 17 and 18), so a newcomer's Reports tab shows real figures: the walk-ins
 * (seed-history.ts), the bookings (seed-bookings.ts) and every text they were sent with the replies and opt-outs
 * (seed-texts.ts), for the 365 business days before today in store time, and the last four weeks' seatings at tables
 * (seed-seatings.ts); nothing today or later. Deterministic for a
 * seed (the PRNG of the quote simulator): each part draws from its own stream, so changing one leaves the others.
 */
import { addDays, seededRng, storeDate, storeInstant } from "@seatline/domain";
import type { Executor } from "./client";
import type { OpeningHours } from "./schema/index";
import { insertBookings, planBookings, planUpcomingBookings } from "./seed-bookings";
import { demoGuests } from "./seed-guests";
import { dayStartMs, seedDemoHistory } from "./seed-history";
import { seedDemoSeatings } from "./seed-seatings";
import { insertSettledTexts, settleTexts } from "./seed-texts";

export const DEMO_YEAR_DAYS = 365;
/** The demo's book ahead: today's later times and this many days after today. */
export const UPCOMING_DAYS = 7;
const GUESTS = 6000;

export interface DemoYearStore {
  id: string;
  name: string;
  phone: string;
  timezone: string;
  hours: readonly OpeningHours[];
}

export interface DemoYear {
  visits: number;
  bookings: number;
  texts: number;
  optOuts: number;
  /** Seatings at tables (one per party; seed-seatings.ts). */
  seatings: number;
}

/**
 * Today's later bookings and the next 7 days' (each CONFIRMED), with the confirmation texts and the reminders sent
 * before now, so the Reservations tab of a fresh `pnpm start` has a book to work on. Texts to a phone that replied STOP
 * in the past year are left out, as queueText would; the reminders still to come are the dispatcher's to queue.
 */
async function seedUpcomingBookings(
  db: Executor,
  store: DemoYearStore,
  now: Date,
  o: {
    seed: number;
    guests: ReturnType<typeof demoGuests>;
    dayStartMs: (date: string) => number;
    optedOut: ReadonlySet<string>;
  },
): Promise<number> {
  const today = storeDate(store.timezone, now);
  const nowMs = now.getTime();
  const plans = planUpcomingBookings(seededRng(o.seed + 4), {
    timezone: store.timezone,
    hours: store.hours,
    from: today,
    to: addDays(today, UPCOMING_DAYS),
    guests: o.guests,
    dayStartMs: o.dayStartMs,
    nowMs,
  });
  const texts = (await insertBookings(db, store, plans)).filter(
    (t) => t.sendMs < nowMs && !o.optedOut.has(t.guest.phone),
  );
  const settled = settleTexts(seededRng(o.seed + 5), store.id, texts, nowMs);
  // Only the texts: no reply or opt-out is invented for the days ahead.
  await insertSettledTexts(db, { messages: settled.messages, inbound: [], optOuts: [] });
  return plans.length;
}

export async function seedDemoYear(
  db: Executor,
  store: DemoYearStore,
  now: Date,
  opts: { seed?: number; upcoming?: boolean } = {},
): Promise<DemoYear> {
  const seed = opts.seed ?? 18;
  const tz = store.timezone;
  const today = storeDate(tz, now);
  const guests = demoGuests(seededRng(seed), GUESTS);
  const walkIns = await seedDemoHistory(db, store, now, {
    days: DEMO_YEAR_DAYS,
    guests,
    rng: seededRng(seed + 1),
  });
  const starts = new Map<string, number>();
  const plans = planBookings(seededRng(seed + 2), {
    timezone: tz,
    hours: store.hours,
    from: addDays(today, -DEMO_YEAR_DAYS),
    to: addDays(today, -1),
    guests,
    dayStartMs: (date) => {
      let ms = starts.get(date);
      if (ms === undefined) {
        ms = dayStartMs(tz, date);
        starts.set(date, ms);
      }
      return ms;
    },
  });
  const bookingTexts = await insertBookings(db, store, plans);
  const settled = settleTexts(
    seededRng(seed + 3),
    store.id,
    [...walkIns.texts, ...bookingTexts],
    storeInstant(tz, today, "00:00").getTime(),
  );
  await insertSettledTexts(db, settled);
  // The last four weeks' seated parties at tables, so Reports' Tables section shows real turns.
  const seatings = await seedDemoSeatings(db, store, today, seededRng(seed + 6));
  const upcoming = opts.upcoming
    ? await seedUpcomingBookings(db, store, now, {
        seed,
        guests,
        dayStartMs: (date) => dayStartMs(tz, date),
        optedOut: new Set(settled.optOuts.map((o) => String(o.phone))),
      })
    : 0;
  return {
    visits: walkIns.visits,
    bookings: plans.length + upcoming,
    texts: settled.messages.length,
    optOuts: settled.optOuts.length,
    seatings,
  };
}
