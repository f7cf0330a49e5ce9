import type { APIRequestContext } from "@playwright/test";
import {
  bookOnDashboard,
  DASHBOARD_LEAD_DEFAULT,
  openDashboardAnySize,
  partyItem,
  setDashboardLead,
  storeWithTimeLeft,
} from "../src/dashboard-kit";
import { baseURL } from "../src/env";
import { trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { reservationRow, zonedToday } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";
import { expectTouchTargets } from "../src/touch-targets";

/**
 * The host stand's iPad by touch (docs/product.md#arrived, #reservations-tab): a booking of today marked partly arrived
 * on the Dashboard, then arrived on the Reservations tab beside the day's covers per shift, then seated; and the Add
 * party dialog's size stepper. Today's first open time in either demo store (storeWithTimeLeft), whatever the hour.
 */
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

interface DayCovers {
  shifts: { label: string; covers: number; bookings: number }[];
  total: { covers: number; bookings: number };
}

let api: APIRequestContext;
let widened: string | null = null;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
});
test.afterAll(async () => {
  if (widened) await setDashboardLead(api, widened, DASHBOARD_LEAD_DEFAULT);
  await api.dispose();
});

test("a booking partly arrived, then arrived, shows its badge and the covers per shift; the size stepper by touch", async ({
  page,
}) => {
  const store = await storeWithTimeLeft(api);
  // The end-to-end servers open both demo stores all day and they are three hours apart: one always has a time left.
  if (!store) throw new Error("no reservation time left today in either demo store");
  widened = store.key;
  const name = uniqueName("Arriving");
  const booked = await bookOnDashboard(api, store, name);
  expect(booked).not.toBeNull();
  const uuid = booked?.uuid ?? "";
  await trpcMutation(api, store.key, "reservations.update", { uuid, partySize: 4 });

  await openDashboardAnySize(page, store.who);
  const item = partyItem(page, name);
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.getByRole("button", { name: /^Arrival: / }).tap();
  await page.getByRole("menuitem", { name: /^Partly arrived, 2 of 4: / }).tap();
  await expect(item.getByTestId("arrival-badge")).toHaveText("Partly arrived · 2 of 4");
  await expectTouchTargets(page);

  // The Reservations tab of today: the same badge, the day's covers per shift as the server counts them.
  await page.getByRole("tab", { name: "Reservations" }).tap();
  const row = reservationRow(page, name);
  const badge = row.getByTestId("arrival-badge");
  await expect(badge).toHaveText("Partly arrived · 2 of 4");
  const covers = await trpcQuery<DayCovers>(api, store.key, "reservations.shiftCovers", {
    date: zonedToday(store.tz),
  });
  const lines = page.getByTestId("shift-line");
  await expect(lines).toHaveCount(covers.shifts.length);
  for (const [i, s] of covers.shifts.entries()) {
    await expect(lines.nth(i)).toHaveText(new RegExp(`^${s.label} · \\d+ covers? · \\d+ bookings?$`));
  }
  const { covers: c, bookings: b } = covers.total;
  await expect(page.getByTestId("day-covers")).toHaveText(
    `Day · ${c} ${c === 1 ? "cover" : "covers"} · ${b} ${b === 1 ? "booking" : "bookings"}`,
  );
  // The badge wraps between words in the narrow Status column, never inside one.
  const wrapped = await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(wrapped).toBe(true);

  await badge.tap();
  await page.getByRole("menuitem", { name: /^Arrived, all 4: / }).tap();
  await expect(badge).toHaveText("Arrived");
  const list = await trpcQuery<{ uuid: string; status: string; arrivedCount: number | null }[]>(
    api,
    store.key,
    "reservations.list",
    { date: zonedToday(store.tz) },
  );
  expect(list.find((r) => r.uuid === uuid)).toMatchObject({ status: "CONFIRMED", arrivedCount: 4 });
  await expectTouchTargets(page);

  // Back on the Dashboard: arrived, and Seat works from there.
  await page.getByRole("tab", { name: "Dashboard" }).tap();
  await expect(item.getByTestId("arrival-badge")).toHaveText("Arrived");
  await item.getByRole("button", { name: /^Seat / }).tap();
  await expect(partyItem(page, name)).toHaveCount(0);

  // Add party: − and + of 44 px either side of the number; typing still works.
  await page.getByRole("button", { name: "Add party" }).tap();
  const add = page.getByRole("dialog", { name: "Add party" });
  const size = add.getByLabel("Party size");
  await size.fill("2");
  await add.getByRole("button", { name: "One person more" }).tap();
  await add.getByRole("button", { name: "One person more" }).tap();
  await add.getByRole("button", { name: "One person fewer" }).tap();
  await expect(size).toHaveValue("3");
  const [minus, box, plus] = await Promise.all([
    add.getByRole("button", { name: "One person fewer" }).boundingBox(),
    size.boundingBox(),
    add.getByRole("button", { name: "One person more" }).boundingBox(),
  ]);
  expect(minus?.width).toBeGreaterThanOrEqual(44);
  expect(minus?.height).toBeGreaterThanOrEqual(44);
  expect(plus?.height).toBeGreaterThanOrEqual(44);
  // The number between the buttons.
  const middle = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  expect(minus?.x ?? 0).toBeLessThan(middle);
  expect(plus?.x ?? 0).toBeGreaterThan(middle);
  await add.getByRole("button", { name: "Cancel" }).tap();
  await expect(add).toHaveCount(0);
});
