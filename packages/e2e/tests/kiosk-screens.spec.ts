import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import {
  guestName,
  restoreKioskSettings,
  signInKiosk,
  trpcMutation,
  typeOnKeypad,
  unlockHostWithPassword,
} from "../src/kiosk";
import { settled } from "../src/settle";
import { expect, test } from "../src/test";

/** Tablet sizes, landscape and portrait (the kiosk must never scroll on them). */
const sizes = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const;

/** Nothing scrolls, and every control, heading and text of the screen lies inside the viewport. */
async function expectFits(page: Page, name: string) {
  const r = await page.evaluate(() => {
    const doc = document.documentElement;
    const main = document.querySelector("main");
    const outside = Array.from(document.querySelectorAll("button, a, input, textarea, h1, h2, p, output, li"))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) return false;
        return b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5 || b.top < -0.5 || b.left < -0.5;
      })
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`);
    return {
      scrolls: doc.scrollHeight > innerHeight || doc.scrollWidth > innerWidth,
      overflowing: main ? main.scrollHeight > main.clientHeight + 1 : false,
      outside,
    };
  });
  expect(r, `layout of ${name}`).toEqual({ scrolls: false, overflowing: false, outside: [] });
}

/** No accessibility violations (axe, WCAG 2.x A/AA and best practices it reports). */
async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}

async function capture(page: Page, name: string, testInfo: TestInfo) {
  // Transitions finished first; the picture stays in the test's output folder (test-results/) and in the report.
  await settled(page);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

async function check(page: Page, name: string, testInfo: TestInfo, fits = true) {
  await capture(page, name, testInfo);
  if (fits) await expectFits(page, name);
  await expectAccessible(page, name);
}

for (const size of sizes) {
  const label = `${size.width}x${size.height}`;
  test.describe(`at ${label}`, () => {
    test.use({ viewport: size });

    test(`every kiosk screen fits without scrolling and has no axe violations (${label})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto("/login");
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      await check(page, `login-${label}`, testInfo);

      await signInKiosk(page);
      // An announcement, so the welcome screen is checked with its fullest content.
      await trpcMutation(page, "settings.saveKiosk", {
        waitlistOn: true,
        announcement: "Patio seating is open tonight. Ask the host about our specials!",
        firstAvailableOkay: true,
        indoorSeatingPreferred: true,
        barSeatingPreferred: true,
        outdoorSeatingPreferred: true,
      });
      try {
        await page.reload();
        await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
        await check(page, `welcome-${label}`, testInfo);

        await page.getByRole("button", { name: "GET STARTED" }).click();
        await page.getByRole("button", { name: "Add one person" }).click();
        await page.getByRole("button", { name: "Outdoor Seating Preferred" }).click();
        await expect(page.getByText("Party of 5+")).toBeVisible();
        await check(page, `party-${label}`, testInfo);

        await page.getByRole("button", { name: "NEXT" }).click();
        await page.getByPlaceholder("Enter your name").fill(guestName("Screens"));
        await check(page, `name-${label}`, testInfo);

        await page.getByRole("button", { name: "NEXT" }).click();
        await typeOnKeypad(page, "5552234567");
        await check(page, `phone-${label}`, testInfo);

        await page.getByRole("button", { name: "GET A TICKET" }).click();
        await expect(page.getByTestId("ticket-number")).toBeVisible();
        await check(page, `ticket-${label}`, testInfo);

        await page.goto("/app/host");
        await expect(page.getByRole("heading", { name: "Host screen locked", exact: true })).toBeVisible();
        await check(page, `host-lock-${label}`, testInfo);
        await unlockHostWithPassword(page);
        await check(page, `host-${label}`, testInfo);

        await page.getByRole("switch", { name: "Waitlist On" }).click({ force: true });
        await expect(page.getByRole("switch", { name: "Waitlist Off" })).not.toBeChecked();
        await page.getByRole("link", { name: "Back to kiosk" }).click();
        await expect(page.getByText("Please wait to be seated!")).toBeVisible();
        await check(page, `waitlist-off-${label}`, testInfo);
      } finally {
        await restoreKioskSettings(page);
      }
    });
  });
}
