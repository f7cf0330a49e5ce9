/**
 * The demo store's past year (issues 17 and 18), so a newcomer's Reports tab shows real figures: the walk-ins
 * (seed-history.ts), the bookings (seed-bookings.ts) and every text they were sent with the replies and opt-outs
 * (seed-texts.ts), for the 365 business days before today in store time; nothing today or later. Deterministic for a
 * seed (the PRNG of the quote simulator): each part draws from its own stream, so changing one leaves the others.
 */
import { addDays, seededRng, storeDate, storeInstant } from "@seatline/domain";
import type { Executor } from "./client";
import type { OpeningHours } from "./schema/index";
import { insertBookings, planBookings } from "./seed-bookings";
import { demoGuests } from "./seed-guests";
import { dayStartMs, seedDemoHistory } from "./seed-history";
import { insertSettledTexts, settleTexts } from "./seed-texts";

export const DEMO_YEAR_DAYS = 365;
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
}

export async function seedDemoYear(
  db: Executor,
  store: DemoYearStore,
  now: Date,
  opts: { seed?: number } = {},
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
  return {
    visits: walkIns.visits,
    bookings: plans.length,
    texts: settled.messages.length,
    optOuts: settled.optOuts.length,
  };
}
