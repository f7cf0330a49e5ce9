import type { Page } from "@playwright/test";
import {
  expectWelcome,
  kioskState,
  openHostScreen,
  restoreKioskSettings,
  signInKiosk,
  TABLET,
} from "../src/kiosk";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

test.beforeEach(async ({ page }) => {
  await signInKiosk(page);
});

// These tests change the demo store's kiosk settings: put them back whatever happens.
test.afterEach(async ({ page }) => {
  await restoreKioskSettings(page);
});

// The host screen is locked: each visit unlocks it with the staff password (kiosk-pin.spec.ts tests the lock).
async function openHost(page: Page) {
  await openHostScreen(page);
  await expect(page).toHaveURL(/\/app\/host$/);
}

test("waitlist off: the welcome screen shows only 'Please wait to be seated!'", async ({ page }) => {
  await openHost(page);
  const waitlist = page.getByRole("switch", { name: /^Waitlist (On|Off)$/ });
  await expect(waitlist).toBeChecked();
  await expect(waitlist).toHaveAccessibleName("Waitlist On");
  await waitlist.click({ force: true });
  await expect(waitlist).not.toBeChecked();
  await expect(waitlist).toHaveAccessibleName("Waitlist Off");
  await expect.poll(async () => (await kioskState(page)).settings.waitlistOn).toBe(false);

  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText("Please wait to be seated!", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "GET STARTED" })).toHaveCount(0);
  await expect(page.getByText("Current Wait")).toHaveCount(0);
  await expect(page.getByText(/Please press the button below/)).toHaveCount(0);
  // The way back to the host screen stays.
  await openHost(page);
  await page.getByRole("switch", { name: "Waitlist Off" }).click({ force: true });
  await expect(page.getByRole("switch", { name: "Waitlist On" })).toBeChecked();
  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await expectWelcome(page);
});

test("a kiosk on the welcome screen follows the host's change at once", async ({ page, context }) => {
  const kiosk = await context.newPage();
  await kiosk.goto("/app");
  await expectWelcome(kiosk);
  await openHost(page);
  await page.getByRole("switch", { name: "Waitlist On" }).click({ force: true });
  await expect(kiosk.getByText("Please wait to be seated!", { exact: true })).toBeVisible({ timeout: 3000 });
  await page.getByRole("switch", { name: "Waitlist Off" }).click({ force: true });
  await expect(kiosk.getByRole("button", { name: "GET STARTED" })).toBeVisible({ timeout: 3000 });
});

test("announcement: Save only when changed, disabled again after saving; the welcome screen shows it", async ({
  page,
}) => {
  await openHost(page);
  const section = page.getByRole("region", { name: "Announcement" });
  const save = section.getByRole("button", { name: "Save" });
  const text = `Patio opens at 5 pm ${Math.random().toString(36).slice(2, 6)}`;
  await expect(save).toBeDisabled();
  await section.getByLabel("Announcement to the home screen").fill(text);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();
  await expect.poll(async () => (await kioskState(page)).settings.announcement).toBe(text);

  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveText(text);
});

test("party input options: the party step shows the toggles the host enabled", async ({ page }) => {
  await openHost(page);
  const section = page.getByRole("region", { name: "Party Input Options" });
  const save = section.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await section.getByRole("switch", { name: "Outdoor Seating Preferred" }).click({ force: true });
  await section.getByRole("switch", { name: "Bar Seating Preferred" }).click({ force: true });
  await expect(save).toBeEnabled();
  // Back to what was saved: nothing to save.
  await section.getByRole("switch", { name: "Bar Seating Preferred" }).click({ force: true });
  await section.getByRole("switch", { name: "Bar Seating Preferred" }).click({ force: true });
  await save.click();
  await expect(save).toBeDisabled();
  await expect
    .poll(async () => (await kioskState(page)).settings)
    .toMatchObject({ outdoorSeatingPreferred: true, barSeatingPreferred: false });

  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page.getByRole("button", { name: "Outdoor Seating Preferred" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bar Seating Preferred" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Indoor Seating Preferred" })).toBeVisible();
});

test("a failed save shows the documented message and keeps Save enabled", async ({ page }) => {
  await openHost(page);
  await page.route(/\/trpc\/[^?]*settings\.saveKiosk/, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { message: "boom", code: -32603, data: { code: "INTERNAL_SERVER_ERROR" } } },
    }),
  );
  const section = page.getByRole("region", { name: "Announcement" });
  await section.getByLabel("Announcement to the home screen").fill("Will not be saved");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error saving settings. Please try again.", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Save" })).toBeEnabled();
  expect((await kioskState(page)).settings.announcement).toBe("");
});

test("Sign Out ends the kiosk session", async ({ page }) => {
  await openHost(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/app");
  await expect(page).toHaveURL(/\/login$/);
  // Sign back in so afterEach can restore the settings.
  await signInKiosk(page);
});
