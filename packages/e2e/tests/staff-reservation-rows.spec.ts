import type { APIRequestContext, Page } from "@playwright/test";
import {
  bookOnDashboard,
  clickPartyAction,
  DASHBOARD_LEAD_DEFAULT,
  setDashboardLead,
  storeWithTimeLeft,
} from "../src/dashboard-kit";
import { baseURL } from "../src/env";
import { trpcQuery, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

let api: APIRequestContext;
/** Stores whose Dashboard lead a test widened (bookOnDashboard), put back to the default after. */
const widened = new Set<string>();

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
});
test.afterAll(async () => {
  for (const key of widened) await setDashboardLead(api, key, DASHBOARD_LEAD_DEFAULT);
  await api.dispose();
});

/** Books today's first open time at the store and makes sure the booking is on its Dashboard, whatever the hour. */
async function bookForDashboard(store: { key: string; tz: string }, name: string) {
  widened.add(store.key);
  const booked = await bookOnDashboard(api, store, name);
  expect(booked).not.toBeNull();
  return booked as NonNullable<typeof booked>;
}

/** Alerting a booking more than 30 minutes before its time asks first (docs/product.md#alerts): say yes. */
async function confirmEarlyAlert(page: Page, minutesAway: number) {
  const early = page.getByRole("dialog", { name: "Alert this booking early?" });
  if (minutesAway > 30) await early.getByRole("button", { name: "Alert now" }).click();
  else await expect(early).toHaveCount(0);
}

test("a reservation booked for today shows first ('Res', amber), alerts twice, and Seat removes it", async ({
  page,
}) => {
  const store = await storeWithTimeLeft(api);
  // The end-to-end servers open both demo stores all day and they are three hours apart: one always has a time left.
  if (!store) throw new Error("no reservation time left today in either demo store");
  await openDashboard(page, store.who);
  const name = uniqueName("Booked");
  const booked = await bookForDashboard(store, name);

  const row = waitlistRow(page, name);
  // Live (the poll comes every 10 s), with room for a busy machine.
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row).toHaveAttribute("data-late", "false");
  await expect(row.getByRole("cell").first()).toHaveText("Res");
  await expect(row).toContainText("(555) 223 - 0000");
  await expect(row).toContainText("UPCOMING");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Indoor");
  // Reservation rows come before walk-ins.
  const firstWalkIn = page.getByTestId("walk-in-row").first();
  if ((await firstWalkIn.count()) > 0) {
    const [resBox, walkBox] = await Promise.all([row.boundingBox(), firstWalkIn.boundingBox()]);
    expect(resBox?.y ?? 0).toBeLessThan(walkBox?.y ?? 0);
  }

  await row.getByRole("button", { name: /^Alert:/ }).click();
  await confirmEarlyAlert(page, booked.minutesAway);
  await expect(row.getByRole("button", { name: /^Alert Again:/ })).toBeEnabled();
  // The wait cell: the booking's time and status, then the minutes since its alert.
  await expect(row.getByRole("cell").nth(3).getByTestId("since-alert")).toHaveText("alerted 0 min ago");
  await row.getByRole("button", { name: /^Alert Again:/ }).click();
  await expect(row.getByRole("button", { name: /^Alerted 2x:/ })).toBeDisabled();

  await row.getByRole("button", { name: /^Seat / }).click();
  await expect(waitlistRow(page, name)).toHaveCount(0);
});

test("the delete icon marks a reservation NO_SHOW; failures show the server's message, then the documented text", async ({
  page,
}) => {
  const store = await storeWithTimeLeft(api);
  // The end-to-end servers open both demo stores all day and they are three hours apart: one always has a time left.
  if (!store) throw new Error("no reservation time left today in either demo store");
  const { key } = store;
  await openDashboard(page, store.who);
  const name = uniqueName("Noshow");
  const booked = await bookForDashboard(store, name);
  const row = waitlistRow(page, name);
  // Live (the poll comes every 10 s), with room for a busy machine.
  await expect(row).toBeVisible({ timeout: 5000 });

  // A refused call: the server's own message first, then the text of docs/product.md#errors.
  const refuse = (message: string) => ({
    status: 409,
    contentType: "application/json",
    body: JSON.stringify([{ error: { message, code: -32009, data: { code: "CONFLICT", httpStatus: 409 } } }]),
  });
  await page.route("**/trpc/reservations.courtesyNotify**", (r) => r.fulfill(refuse("Phone is off today.")));
  await row.getByRole("button", { name: /^Alert:/ }).click();
  await confirmEarlyAlert(page, booked.minutesAway);
  await expect(page.getByText("Phone is off today.")).toBeVisible();
  await expect(page.getByText("Failed to alert reservation. Please try again.")).toBeVisible();

  await page.route("**/trpc/reservations.setStatus**", (r) => r.fulfill(refuse("Table is taken.")));
  await clickPartyAction(page, row, /^Delete /);
  await expect(page.getByText("Table is taken.")).toBeVisible();
  await expect(page.getByText("Failed to update reservation status. Please try again.")).toBeVisible();
  await page.unroute("**/trpc/reservations.setStatus**");

  await clickPartyAction(page, row, /^Delete /);
  await expect(waitlistRow(page, name)).toHaveCount(0);
  const { date } = await trpcQuery<{ date: string }>(api, key, "waitlist.list");
  const all = await trpcQuery<{ uuid: string; status: string }[]>(api, key, "reservations.list", { date });
  expect(all.find((r) => r.uuid === booked.uuid)?.status).toBe("NO_SHOW");
});
