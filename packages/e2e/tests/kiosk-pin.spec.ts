/**
 * The kiosk's host screen is locked (docs/product.md#kiosk): the staff password opens it while the store has no PIN;
 * a PIN set in the staff console's Settings replaces it, on a keypad. A wrong entry is refused and stays locked; the
 * unlock ends when the host screen is left.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { demo } from "../src/env";
import {
  enterHostPin,
  expectHostLocked,
  expectWelcome,
  signInKiosk,
  TABLET,
  trpcMutation,
  trpcQuery,
  unlockHostWithPassword,
} from "../src/kiosk";
import { signIn } from "../src/login";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

async function expectNoAxeViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
  expect(summary, `axe on ${name}`).toEqual([]);
}

/** The demo store's staff console on Settings, in its own browser context (its own session). */
async function staffSettings(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/settings");
  const section = page.getByRole("region", { name: "Kiosk PIN" });
  await expect(section).toBeVisible();
  return { page, section, close: () => context.close() };
}

test.beforeEach(async ({ page }) => {
  await signInKiosk(page);
});

// Whatever happens, the demo store is left without a PIN (the other kiosk specs unlock with the password).
test.afterEach(async ({ page }) => {
  await trpcMutation(page, "kioskLock.removePin", {});
});

test("no PIN: a wrong password is refused and stays locked, the staff password opens it, the welcome locks it again", async ({
  page,
}) => {
  await page.getByRole("link", { name: "Host screen" }).click();
  await expectHostLocked(page);
  await expect(
    page.getByText("Enter the staff password of demo@seatline.dev to open the host screen."),
  ).toBeVisible();
  await page.getByLabel("Staff password").fill("not-the-password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong password. The host screen stays locked.");
  await expectHostLocked(page);
  await expect(page.getByLabel("Staff password")).toHaveValue("");
  await expectNoAxeViolations(page, "password lock with its error");

  await unlockHostWithPassword(page);
  await expect(page.getByRole("switch", { name: "Waitlist On" })).toBeChecked();
  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await expectWelcome(page);
  await page.getByRole("link", { name: "Host screen" }).click();
  await expectHostLocked(page);
  // A reload of the host screen does not keep the unlock either.
  await unlockHostWithPassword(page);
  await page.reload();
  await expectHostLocked(page);
});

test("a PIN set in staff Settings: the kiosk asks for it on a keypad, refuses a wrong one, opens with the right one", async ({
  page,
  browser,
}) => {
  const staff = await staffSettings(browser);
  try {
    await expect(staff.section.getByText(/^No PIN:/)).toBeVisible();
    // A PIN of the wrong form is refused on the spot, and two that differ too.
    await staff.section.getByLabel("PIN (4-6 digits)").fill("12");
    await staff.section.getByLabel("Repeat the PIN").fill("12");
    await staff.section.getByRole("button", { name: "Set PIN" }).click();
    await expect(staff.section.getByRole("alert")).toHaveText("The PIN must be 4 to 6 digits.");
    await staff.section.getByLabel("PIN (4-6 digits)").fill("4821");
    await staff.section.getByLabel("Repeat the PIN").fill("4812");
    await staff.section.getByRole("button", { name: "Set PIN" }).click();
    await expect(staff.section.getByRole("alert")).toHaveText("The two PINs are not the same.");
    expect(await trpcQuery(page, "kioskLock.status")).toEqual({ pinSet: false });

    await staff.section.getByLabel("Repeat the PIN").fill("4821");
    await staff.section.getByRole("button", { name: "Set PIN" }).click();
    await expect(staff.section.getByRole("status")).toHaveText(
      "PIN saved. The kiosk's host screen now opens with it.",
    );
    await expect(staff.section.getByRole("button", { name: "Change PIN" })).toBeVisible();
    await expect(staff.section.getByLabel("New PIN (4-6 digits)")).toHaveValue("");
    // Clients learn only that a PIN is set.
    expect(await trpcQuery(page, "kioskLock.status")).toEqual({ pinSet: true });
    await expectNoAxeViolations(staff.page, "staff Settings with a PIN");

    await page.getByRole("link", { name: "Host screen" }).click();
    await expectHostLocked(page);
    await expect(page.getByText("Enter the kiosk PIN to open the host screen.")).toBeVisible();
    await expect(page.getByLabel("Staff password")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Unlock" })).toBeDisabled();

    await enterHostPin(page, "1234");
    await expect(page.getByRole("alert")).toHaveText("Wrong PIN. The host screen stays locked.");
    await expectHostLocked(page);
    await expect(page.getByRole("status", { name: /PIN: 0 of/ })).toBeVisible();
    await expectNoAxeViolations(page, "PIN lock with its error");

    await enterHostPin(page, "4821");
    await expect(page.getByRole("heading", { name: "Host Screen", exact: true })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Waitlist On" })).toBeChecked();

    // Removed in Settings: the kiosk's lock asks for the staff password again.
    await page.getByRole("link", { name: "Back to kiosk" }).click();
    await expectWelcome(page);
    await staff.section.getByRole("button", { name: "Remove PIN" }).click();
    await expect(staff.section.getByRole("status")).toHaveText(
      "PIN removed. The kiosk's host screen opens with the staff password.",
    );
    await page.getByRole("link", { name: "Host screen" }).click();
    await unlockHostWithPassword(page);
  } finally {
    await staff.close();
  }
});
