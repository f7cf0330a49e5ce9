import type { APIRequestContext } from "@playwright/test";
import { demo, rival } from "./env";
import { apiKey, trpcMutation } from "./staff-api";

export interface Hours {
  dow: number;
  open_time: number;
  close_time: number;
}

/** Every day 00:00-24:00: the suite's stores are open whenever it runs (global-setup.ts). */
export const allDay: Hours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: 0, close_time: 24 }));

/** The demo seed's hours (packages/db/src/seed.ts): 11:00-22:00, Friday and Saturday to 23:30. */
export const demoHours: Hours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
  dow,
  open_time: 11,
  close_time: dow === 5 || dow === 6 ? 23.5 : 22,
}));

/** Saves a store's opening hours as its staff (Settings → Opening Hours' own call). */
export async function saveHours(request: APIRequestContext, key: string, hours: Hours[]) {
  await trpcMutation(request, key, "settings.saveOpeningHours", { hours });
}

/**
 * Guests may join only inside a store's opening hours, and the suite runs at any hour in CI, so both demo stores are
 * opened all day before any spec runs; a spec that needs other hours sets them and puts these back.
 */
export async function openDemoStoresAllDay(request: APIRequestContext) {
  for (const who of [demo, rival]) await saveHours(request, await apiKey(request, who), allDay);
}

/** ISO weekday (1 Mon .. 7 Sun) and its name of today in a time zone. */
export function zonedWeekday(tz: string, at = new Date()): { dow: number; name: string } {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: tz, weekday: "long" }).format(at);
  const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  return { dow: names.indexOf(name) + 1, name };
}
