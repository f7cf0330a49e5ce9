import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { expectAccessible, uniquePhone } from "../src/guest";
import { addDays, choosePartySize, pickDate, tapTime, uniqueName } from "../src/public-page";
import { apiKey, trpcMutation, trpcQuery } from "../src/staff-api";
import { expect, test } from "../src/test";
import { expectTouchTargets } from "../src/touch-targets";

/**
 * Full times on the public page at 375×667 (docs/product.md#public-page, #notify-me): a full time stays in the grid,
 * disabled and marked Full; the arrows skip it; tapping it asks the notify list for that time, and the server has
 * the request for exactly that time. A date days ahead: nothing here depends on the hour the suite runs at.
 */

test.use({ viewport: { width: 375, height: 667 } });

const slugs = { companySlug: "demo", storeSlug: "downtown" };
const FULL = "19:00";
const DAYS_AHEAD = 10;

interface NotifyRow {
  id: number;
  guestName: string;
  partySize: number;
  windowStart: string;
  windowEnd: string;
}

let api: APIRequestContext;
let key: string;
let date: string;
const bookings: string[] = [];

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
  const { today } = await trpcQuery<{ today: string }>(api, key, "public.bookableDates", slugs);
  date = addDays(today, DAYS_AHEAD);
  // Fill 7:00 PM: book until the slot refuses (another story of this worker may have booked there already).
  for (let i = 0; i < 30; i++) {
    try {
      const r = await trpcMutation<{ uuid: string }>(api, key, "reservations.create", {
        reservationDate: date,
        reservationTime: FULL,
        partySize: 2,
        guestName: uniqueName("Full Filler"),
        guestPhone: uniquePhone(),
        seatingPreference: "first_available",
        specialRequests: "",
      });
      bookings.push(r.uuid);
    } catch {
      break;
    }
  }
});

test.afterAll(async () => {
  for (const uuid of bookings) {
    await trpcMutation(api, key, "reservations.setStatus", { uuid, status: "CANCELLED" });
  }
  const rows = await trpcQuery<NotifyRow[]>(api, key, "notify.day", { date });
  for (const row of rows) await trpcMutation(api, key, "notify.remove", { requestId: row.id });
  await api.dispose();
});

const timeButton = (page: Page, time: string) => page.locator(`button[data-time="${time}"]`);

test("a full time shows as Full, cannot be booked, the arrows skip it, and its Notify me asks for that time", async ({
  page,
}) => {
  expect(bookings.length).toBeGreaterThan(0);
  await page.goto("/demo/downtown");
  await choosePartySize(page, 2);
  await pickDate(page, date);

  // In its place between the open times, disabled and marked Full, whole on the screen.
  const full = timeButton(page, FULL);
  await expect(timeButton(page, "18:30")).toHaveAccessibleName("6:30pm");
  await expect(full).toBeVisible();
  await expect(full).toHaveText(/7:00pm\s*Full/);
  await expect(full).toHaveAccessibleName("7:00pm, full");
  await expect(full).toBeDisabled();
  await expect(timeButton(page, "19:30")).toBeEnabled();
  await full.scrollIntoViewIfNeeded();
  const box = await full.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await full.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectTouchTargets(page);
  await page.screenshot({ path: "/tmp/pubshots/e2e-full-times-375.png", fullPage: true });

  // Tapping it chooses no time (Submit still waits for one); it opens the notify panel for 7:00 PM.
  await tapTime(page, FULL);
  await expect(page.locator('[data-time][aria-checked="true"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Reservation" })).toBeDisabled();
  const panel = page.getByRole("region", { name: "Notify me if a table frees up" });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("From")).toHaveValue(FULL);
  await expect(panel.getByLabel("To")).toHaveValue(FULL);
  // Only full times can be asked for: 6:30 PM and 7:30 PM are open, so the window is 7:00 PM alone.
  await expect(panel.getByLabel("From").locator("option")).toHaveText(["7:00 PM"]);
  const guest = { name: uniqueName("Nia Notify"), phone: uniquePhone() };
  await panel.getByLabel("Full Name").fill(guest.name);
  await panel.getByLabel("Phone Number").fill(guest.phone);
  await expectTouchTargets(page);
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/pubshots/e2e-full-times-notify-375.png", fullPage: true });
  await panel.getByRole("button", { name: "Add me to the list" }).click();
  await expect(page.getByTestId("notify-done")).toContainText("You're on the list");

  // The server has the request, for that time and party.
  const rows = await trpcQuery<NotifyRow[]>(api, key, "notify.day", { date });
  expect(rows.find((r) => r.guestName === guest.name)).toMatchObject({
    partySize: 2,
    windowStart: FULL,
    windowEnd: FULL,
  });

  // The arrows skip it: from 6:30 PM the next time is 7:30 PM.
  await timeButton(page, "18:30").click();
  await expect(timeButton(page, "18:30")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(timeButton(page, "19:30")).toBeFocused();
  await expect(timeButton(page, "19:30")).toBeChecked();
  await expect(full).not.toBeChecked();
});

test("the keyboard's way in: 'Full? Notify me' beside the times opens the panel for the first full time", async ({
  page,
}) => {
  await page.goto("/demo/downtown");
  await choosePartySize(page, 2);
  await pickDate(page, date);
  const hint = page.getByRole("button", { name: "Full? Notify me" });
  await expect(hint).toBeVisible();
  await expect(timeButton(page, FULL)).toHaveAccessibleDescription("Full? Notify me");
  await hint.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Notify me if a table frees up" });
  await expect(panel.getByLabel("From")).toHaveValue(FULL);
  await expect(panel.getByRole("heading", { name: "Notify me if a table frees up" })).toBeFocused();
  // Close puts it away; the way in is back.
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
  await expect(hint).toBeVisible();
});
