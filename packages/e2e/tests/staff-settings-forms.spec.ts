import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { rival } from "../src/env";
import { signIn } from "../src/login";
import { dayButton, showDate } from "../src/public-page";
import {
  addDays,
  axeViolations,
  calendarDay,
  longDate,
  pickDate,
  pngSize,
  RIVAL_TZ,
  zonedToday,
} from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

// Settings tests change the rival store (demo data other specs rely on stays as seeded) and put values back.
test.use({ viewport: { width: 1366, height: 768 } });

async function openSettings(page: Page) {
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 2 })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
}

const section = (page: Page, name: string) => page.getByRole("region", { name });

test("title, support phone, sections in order, Sign Out; axe finds nothing", async ({ page }) => {
  await openSettings(page);
  await expect(page.getByText("For technical support, call (800) 555-0123")).toBeVisible();
  const titles = await page.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toEqual([
    "Announcement",
    "Table Information",
    // The tables themselves (docs/product.md#the-floor), whose counts Table Information shows.
    "Floor Plan",
    "Party Input Options",
    "Waitlist On/Off",
    "Kiosk PIN",
    "Opening Hours",
    "Reservation Settings",
    // Also: the reservation reminder texts (docs/product.md#reminders), beside the reservation settings.
    "Reservation Reminders",
    // The notify list's hold, cutoff and quiet hours (docs/product.md#notify-me).
    "Notify List",
    "Special Access Links",
    // An owner's only (docs/product.md#staff-roles): the rival account is its store's owner.
    "Staff",
    "Guest privacy",
    "Audit log",
  ]);
  await page.screenshot({ path: test.info().outputPath("staff-settings.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("announcement and party input options: Save enables on change, saves, survives a reload", async ({
  page,
}) => {
  await openSettings(page);
  const announcement = section(page, "Announcement");
  const save = announcement.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  const text = `Patio opens at noon ${Date.now()}`;
  await announcement.getByLabel("Announcement to the home screen").fill(text);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();

  const options = section(page, "Party Input Options");
  const outdoor = options.getByRole("switch", { name: "Outdoor Seating Preferred" });
  const optionsSave = options.getByRole("button", { name: "Save" });
  const wasOn = await outdoor.isChecked();
  await expect(optionsSave).toBeDisabled();
  await outdoor.click({ force: true });
  await expect(optionsSave).toBeEnabled();
  await outdoor.click({ force: true });
  await expect(optionsSave).toBeDisabled();
  await outdoor.click({ force: true });
  await optionsSave.click();
  await expect(optionsSave).toBeDisabled();

  await page.reload();
  await expect(section(page, "Announcement").getByLabel("Announcement to the home screen")).toHaveValue(text);
  const reloaded = section(page, "Party Input Options").getByRole("switch", {
    name: "Outdoor Seating Preferred",
  });
  await expect(reloaded).toBeChecked({ checked: !wasOn });

  // Put the rival store back.
  await section(page, "Announcement").getByLabel("Announcement to the home screen").fill("");
  await section(page, "Announcement").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "Announcement").getByRole("button", { name: "Save" })).toBeDisabled();
  await reloaded.click({ force: true });
  await section(page, "Party Input Options").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "Party Input Options").getByRole("button", { name: "Save" })).toBeDisabled();
});

test("table information: Save disabled while a field is empty or not a number or nothing changed", async ({
  page,
}) => {
  await openSettings(page);
  const tables = section(page, "Table Information");
  const save = tables.getByRole("button", { name: "Save" });
  const soloTables = tables.getByRole("group", { name: "Party of 1" }).getByLabel("Tables");
  const original = await soloTables.inputValue();
  await expect(save).toBeDisabled();
  await soloTables.fill("");
  await expect(save).toBeDisabled();
  await soloTables.fill("abc");
  await expect(save).toBeDisabled();
  await soloTables.fill(original);
  await expect(save).toBeDisabled();
  const changed = String(Number(original) + 3);
  await soloTables.fill(changed);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  const again = section(page, "Table Information")
    .getByRole("group", { name: "Party of 1" })
    .getByLabel("Tables");
  await expect(again).toHaveValue(changed);
  await again.fill(original);
  await section(page, "Table Information").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "Table Information").getByRole("button", { name: "Save" })).toBeDisabled();
});

test("waitlist on/off saves at once and survives a reload", async ({ page }) => {
  await openSettings(page);
  const toggle = section(page, "Waitlist On/Off").getByRole("switch", { name: "Waitlist on" });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  const again = section(page, "Waitlist On/Off").getByRole("switch", { name: "Waitlist on" });
  await expect(again).not.toBeChecked();
  await again.click({ force: true });
  await expect(again).toBeChecked();
  await expect(again).toBeEnabled();
});

test("reservation settings: choices, Save enable/disable, survives a reload", async ({ page }) => {
  await openSettings(page);
  const res = section(page, "Reservation Settings");
  const save = res.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await res.getByRole("textbox", { name: "Time Slot Increment" }).click();
  await expect(page.getByRole("option")).toHaveText(["15 Minutes", "30 Minutes", "1 Hour"]);
  await page.getByRole("option", { name: "1 Hour" }).click();
  await expect(save).toBeEnabled();
  await res.getByRole("textbox", { name: "Max People Per Slot" }).click();
  await expect(page.getByRole("option")).toHaveText([
    "5",
    "10",
    "15",
    "20",
    "25",
    "30",
    "35",
    "40",
    "45",
    "50",
  ]);
  await page.getByRole("option", { name: "35" }).click();
  await res.getByRole("textbox", { name: "Max Reservations Per Slot" }).click();
  await expect(page.getByRole("option")).toHaveCount(10);
  await page.keyboard.press("Escape");
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  const again = section(page, "Reservation Settings");
  await expect(again.getByRole("textbox", { name: "Time Slot Increment" })).toHaveValue("1 Hour");
  await expect(again.getByRole("textbox", { name: "Max People Per Slot" })).toHaveValue("35");
  // Back to the seeded 30 minutes and 20 people.
  await again.getByRole("textbox", { name: "Time Slot Increment" }).click();
  await page.getByRole("option", { name: "30 Minutes" }).click();
  await again.getByRole("textbox", { name: "Max People Per Slot" }).click();
  await page.getByRole("option", { name: "20" }).click();
  await again.getByRole("button", { name: "Save", exact: true }).click();
  await expect(again.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
});

test("bookings open N days ahead: a whole number 1-365, saved, and the public calendar disables later dates", async ({
  page,
}) => {
  await openSettings(page);
  const res = section(page, "Reservation Settings");
  const save = res.getByRole("button", { name: "Save", exact: true });
  const horizon = res.getByRole("textbox", { name: "Bookings Open (Days Ahead)" });
  await expect(horizon).toHaveValue("90");
  await horizon.fill("0");
  await expect(res.getByText("Enter a whole number of days from 1 to 365.")).toBeVisible();
  await expect(save).toBeDisabled();
  await horizon.fill("10");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  try {
    await page.reload();
    await expect(
      section(page, "Reservation Settings").getByRole("textbox", { name: "Bookings Open (Days Ahead)" }),
    ).toHaveValue("10");
    // The public page of the store: today + 10 can be picked, the day after cannot.
    const today = zonedToday(RIVAL_TZ);
    await page.goto("/rival/uptown");
    await showDate(page, addDays(today, 10));
    await expect(dayButton(page, addDays(today, 10))).toBeEnabled();
    await showDate(page, addDays(today, 11));
    await expect(dayButton(page, addDays(today, 11))).toBeDisabled();
  } finally {
    await page.goto("/staff/app/settings");
    const again = section(page, "Reservation Settings");
    await again.getByRole("textbox", { name: "Bookings Open (Days Ahead)" }).fill("90");
    await again.getByRole("button", { name: "Save", exact: true }).click();
    await expect(again.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  }
});

test("show bookings on the Dashboard N minutes before: whole minutes 0-1440, default 60, saved", async ({
  page,
}) => {
  await openSettings(page);
  const res = section(page, "Reservation Settings");
  const save = res.getByRole("button", { name: "Save", exact: true });
  const name = "Show Bookings on the Dashboard (Minutes Before)";
  const lead = res.getByRole("textbox", { name });
  await expect(lead).toHaveValue("60");
  await lead.fill("1441");
  await expect(res.getByText("Enter a whole number of minutes from 0 to 1440.")).toBeVisible();
  await expect(save).toBeDisabled();
  await lead.fill("90");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  try {
    await page.reload();
    await expect(section(page, "Reservation Settings").getByRole("textbox", { name })).toHaveValue("90");
  } finally {
    const again = section(page, "Reservation Settings");
    await again.getByRole("textbox", { name }).fill("60");
    await again.getByRole("button", { name: "Save", exact: true }).click();
    await expect(again.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  }
});

test("blackout dates: required, added, disabled in the reservation calendar, removed", async ({ page }) => {
  const date = addDays(zonedToday(RIVAL_TZ), 13);
  await openSettings(page);
  const res = section(page, "Reservation Settings");
  await res.getByRole("button", { name: "Add Blackout Date" }).click();
  await expect(res.getByText("Please select a date to blackout.")).toBeVisible();
  await pickDate(page, res.getByRole("button", { name: "Date to blackout" }), date);
  await res.getByRole("button", { name: "Add Blackout Date" }).click();
  await expect(res.getByRole("list", { name: "Blackout dates" })).toContainText(longDate(date));
  await expect(res.getByRole("button", { name: `Remove blackout date ${longDate(date)}` })).toHaveCount(1);

  // The reservation modal's calendar refuses the date.
  await page.goto("/staff/app/reservations");
  await page.getByRole("button", { name: "Add Reservation" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Reservation" });
  const day = await calendarDay(dialog, date);
  await expect(day).toBeDisabled();
  await expect(await calendarDay(dialog, addDays(date, 1))).toBeEnabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/staff/app/settings");
  const again = section(page, "Reservation Settings");
  await again.getByRole("button", { name: `Remove blackout date ${longDate(date)}` }).click();
  await expect(again.getByRole("button", { name: `Remove blackout date ${longDate(date)}` })).toHaveCount(0);
});

test("public page link: Copy shows 'Copied!' for 2 s; QR downloads as rival-uptown.png at 370×370", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSettings(page);
  const res = section(page, "Reservation Settings");
  const link = res.getByRole("link", { name: /\/rival\/uptown$/ });
  await expect(link).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/rival\/uptown$/);
  await res.getByRole("button", { name: "Copy" }).click();
  const clickedAt = Date.now();
  await expect(res.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/rival\/uptown$/);
  await expect(res.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });
  const shownFor = Date.now() - clickedAt;
  console.log(`Copied! shown for about ${shownFor} ms`);
  expect(shownFor).toBeGreaterThanOrEqual(1900);
  // The upper bound leaves room for a loaded machine; the 2 s timer is what the lower bound checks.
  expect(shownFor).toBeLessThan(3500);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    res.getByRole("button", { name: "Download QR Code" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("rival-uptown.png");
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 370, height: 370 });
});

test("a failed save shows the documented text and keeps the edit", async ({ page }) => {
  await page.route(/\/trpc\/settings\.saveTables/, (route) =>
    route.fulfill({
      status: 500,
      json: [
        {
          error: {
            message: "Internal server error",
            code: -32603,
            data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "settings.saveTables" },
          },
        },
      ],
    }),
  );
  await openSettings(page);
  const tables = section(page, "Table Information");
  const field = tables.getByRole("group", { name: "Party of 2" }).getByLabel("Avg. Turn (min)");
  await field.fill("50");
  await tables.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error saving settings. Please try again.")).toBeVisible();
  await expect(page.getByText("Internal server error")).toHaveCount(0);
  await expect(field).toHaveValue("50");
  await expect(tables.getByRole("button", { name: "Save" })).toBeEnabled();
});
