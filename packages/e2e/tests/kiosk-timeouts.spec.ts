import type { Page } from "@playwright/test";
import { expectWelcome, guestName, signInKiosk, TABLET, typeOnKeypad, walkToPhone } from "../src/kiosk";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

// The kiosk keeps the documented real time-outs (10 s, 90000 ms); Playwright's fake clock fast-forwards through them.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await signInKiosk(page);
});

async function takeTicket(page: Page) {
  await walkToPhone(page, guestName("Clock Guest"), 3);
  await typeOnKeypad(page, "5554443333");
  await page.getByRole("button", { name: "GET A TICKET" }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(page.getByText("You're all set! Your ticket number is:")).toBeVisible();
}

test("the confirmation returns to the start after 10 seconds, and the flow starts afresh", async ({
  page,
}) => {
  await takeTicket(page);
  await page.clock.fastForward(9_000);
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await page.clock.fastForward(1_500);
  await expectWelcome(page);
  // Reset: size 1, first available, no name, no phone; the old ticket is gone.
  await page.goto("/app/ticket");
  await expectWelcome(page);
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page.getByLabel("Party size 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "First Available Okay", pressed: true })).toBeVisible();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByPlaceholder("Enter your name")).toHaveValue("");
});

test("Finish returns to the start at once", async ({ page }) => {
  await takeTicket(page);
  await page.getByRole("button", { name: "Finish" }).click();
  await expectWelcome(page);
});

test("party, name and phone return to the welcome screen after 90 s without a touch", async ({ page }) => {
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page).toHaveURL(/\/app\/party$/);
  await page.clock.fastForward(60_000);
  await page.getByRole("button", { name: "Add one person" }).click(); // a touch restarts the count
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(/\/app\/party$/);
  await page.clock.fastForward(31_000);
  await expectWelcome(page);

  await page.getByRole("button", { name: "GET STARTED" }).click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/app\/name$/);
  await page.getByPlaceholder("Enter your name").fill("Idle Guest");
  await page.clock.fastForward(89_000);
  await expect(page).toHaveURL(/\/app\/name$/);
  await page.clock.fastForward(2_000);
  await expectWelcome(page);

  await walkToPhone(page, "Idle Guest", 2);
  await typeOnKeypad(page, "555");
  await page.clock.fastForward(89_000);
  await expect(page).toHaveURL(/\/app\/input$/);
  await page.clock.fastForward(2_000);
  await expectWelcome(page);
  // What the idle guest typed is gone.
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page.getByLabel("Party size 1")).toBeVisible();
});

test("the welcome screen itself has no time-out", async ({ page }) => {
  await page.clock.fastForward(5 * 60_000);
  await expectWelcome(page);
});
