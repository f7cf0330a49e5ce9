import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { demo, rival } from "./env";
import { signIn } from "./login";
import { apiKey, bookToday, firstSlotToday, trpcMutation, trpcQuery } from "./staff-api";
import { DEMO_TZ, RIVAL_TZ, zonedInstant, zonedToday } from "./staff-reservations-kit";

/**
 * The Dashboard at any width: a table row per party on wide screens, a card per party below 900 px
 * (apps/staff/src/dashboard/use-dashboard-layout.ts). These helpers find a party either way.
 */
const PARTY = [
  '[data-testid="reservation-row"]',
  '[data-testid="walk-in-row"]',
  '[data-testid="reservation-card"]',
  '[data-testid="walk-in-card"]',
].join(", ");

/** Every party on the Dashboard, bookings first, as rows or cards. */
export function partyItems(page: Page): Locator {
  return page.locator(PARTY);
}

/** The row or card of a guest (names are unique per test). */
export function partyItem(page: Page, name: string): Locator {
  return partyItems(page).filter({ hasText: name });
}

/** The list itself: the "Waitlist" table on wide screens, the "Waitlist" list of cards on narrow ones. */
export function waitlistAnySize(page: Page): Locator {
  return page.getByRole("table", { name: "Waitlist" }).or(page.getByRole("list", { name: "Waitlist" }));
}

/** Signs in at /staff/login and waits for the Dashboard (table or cards) and its live event stream. */
export async function openDashboardAnySize(page: Page, who: { email: string; password: string }) {
  const live = page.waitForResponse((r) => r.url().includes("events.onStoreChange"));
  await signIn(page, "/staff/login", who);
  await live;
  await expect(waitlistAnySize(page)).toBeVisible();
}

/** A party's size as shown: the card's big figure, or the table's Size cell. */
export function partySize(item: Locator): Locator {
  return item.getByTestId("party-size");
}

/**
 * A store with a reservation time left today: demo (New York) or, late in the evening there, rival (Los Angeles,
 * three hours behind), so tests that need a booking today run at almost any hour instead of skipping.
 */
export async function storeWithTimeLeft(api: APIRequestContext) {
  for (const [who, tz] of [
    [demo, DEMO_TZ],
    [rival, RIVAL_TZ],
  ] as const) {
    const key = await apiKey(api, who);
    if (await firstSlotToday(api, key)) return { who, key, tz };
  }
  return null;
}

/** A booking joins the Dashboard this many minutes before its time unless the store says otherwise. */
export const DASHBOARD_LEAD_DEFAULT = 60;

/** Sets the store's "Show bookings on the Dashboard" lead (Reservation Settings), keeping the rest of its config. */
export async function setDashboardLead(api: APIRequestContext, key: string, minutes: number) {
  const { activeConfig } = await trpcQuery<{ activeConfig: Record<string, unknown> }>(
    api,
    key,
    "reservations.config.get",
  );
  await trpcMutation(api, key, "reservations.config.update", {
    ...activeConfig,
    dashboardLeadMinutes: minutes,
  });
}

/**
 * Books today's first open time for a guest and makes sure the booking is on the Dashboard: a booking joins it only
 * from the store's lead (60 min) before its time, and before opening the first time can be hours away, so then the
 * store's lead is widened to the whole day. Callers put the default back with setDashboardLead(…, 60) after.
 * Answers the booking and its minutes away, or null when no time is left today.
 */
export async function bookOnDashboard(
  api: APIRequestContext,
  store: { key: string; tz: string },
  guestName: string,
) {
  const booked = await bookToday(api, store.key, guestName);
  if (!booked) return null;
  const at = zonedInstant(store.tz, zonedToday(store.tz), booked.reservationTime.slice(0, 5));
  const minutesAway = Math.floor((at.getTime() - Date.now()) / 60_000);
  if (minutesAway > DASHBOARD_LEAD_DEFAULT) await setDashboardLead(api, store.key, 24 * 60);
  return { ...booked, minutesAway };
}

/**
 * Clicks one of a party's actions. The one-line rows (the Dashboard's default on a wide screen) keep the note, Edit
 * party and delete in the row's "More actions" menu, under the same names as the buttons of roomy rows and cards:
 * there the menu is opened first.
 */
export async function clickPartyAction(page: Page, item: Locator, name: RegExp | string) {
  const more = item.getByRole("button", { name: /^More actions: / });
  if ((await more.count()) > 0) {
    await more.click();
    await page.getByRole("menu").getByRole("menuitem", { name }).click();
  } else {
    await item.getByRole("button", { name }).click();
  }
}
