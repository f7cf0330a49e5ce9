/**
 * The kiosk at phone sizes (375×667, 390×844): every screen (welcome, party, name, phone, ticket, the host screen's
 * PIN lock and the host screen) keeps its heading clear of the header, its buttons whole and inside the viewport,
 * every control at least 44 px each way, and no axe violations. Run as Rival Diner, whose kiosk offers Spanish too,
 * so the welcome screen is checked with its language switch and an announcement.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { rival } from "../src/env";
import {
  enterHostPin,
  expectHostLocked,
  guestName,
  restoreKioskSettings,
  trpcMutation,
  typeOnKeypad,
} from "../src/kiosk";
import { signIn } from "../src/login";
import { expect, test } from "../src/test";

const sizes = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
] as const;

interface Layout {
  scrolls: boolean;
  overflowing: boolean;
  outside: string[];
  small: string[];
  overlapsHeader: string[];
}

/** Where the controls, headings and texts are; `scrolling` screens (the host screen) may be taller than the viewport. */
function measure(page: Page, scrolling: boolean): Promise<Layout> {
  return page.evaluate((scrolling) => {
    const visible = (el: Element) => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const name = (el: Element) =>
      `${el.tagName} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}`;
    const all = Array.from(document.querySelectorAll("button, a, input, textarea, h1, h2, p, output")).filter(
      visible,
    );
    const outside = all
      .filter((el) => {
        const b = el.getBoundingClientRect();
        const below = !scrolling && b.bottom > innerHeight + 0.5;
        return below || b.right > innerWidth + 0.5 || b.left < -0.5 || (!scrolling && b.top < -0.5);
      })
      .map(name);
    // A control's touch target: the element, or for a switch its label (the hidden input sits inside it).
    const small = Array.from(document.querySelectorAll("button, a, input, textarea"))
      .filter(visible)
      .map((el) => {
        const target = el.getAttribute("role") === "switch" ? (el.closest("label") ?? el) : el;
        const b = target.getBoundingClientRect();
        return { el, w: b.width, h: b.height };
      })
      .filter(({ w, h }) => w < 44 - 0.5 || h < 44 - 0.5)
      .map(({ el, w, h }) => `${name(el)} ${Math.round(w)}x${Math.round(h)}`);
    // Nothing of the step is laid over the header (the heading ran into it before).
    const header = document.querySelector("header")?.getBoundingClientRect();
    const overlapsHeader = header
      ? Array.from(document.querySelectorAll("main h1, main h2, main button"))
          .filter(visible)
          .filter((el) => el.getBoundingClientRect().top < header.bottom - 0.5)
          .map(name)
      : [];
    const doc = document.documentElement;
    const main = document.querySelector("main");
    return {
      scrolls: scrolling
        ? doc.scrollWidth > innerWidth
        : doc.scrollHeight > innerHeight || doc.scrollWidth > innerWidth,
      overflowing: !scrolling && main ? main.scrollHeight > main.clientHeight + 1 : false,
      outside,
      small,
      overlapsHeader,
    };
  }, scrolling);
}

async function check(page: Page, name: string, testInfo: TestInfo, scrolling = false) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await measure(page, scrolling), `layout of ${name}`).toEqual({
    scrolls: false,
    overflowing: false,
    outside: [],
    small: [],
    overlapsHeader: [],
  });
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
  expect(violations, `axe on ${name}`).toEqual([]);
}

for (const size of sizes) {
  const label = `${size.width}x${size.height}`;
  test.describe(`kiosk at ${label}`, () => {
    test.use({ viewport: size });

    test(`every kiosk screen fits, every control is whole and at least 44 px, axe-clean (${label})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signIn(page, "/login", rival);
      await trpcMutation(page, "settings.saveKiosk", {
        waitlistOn: true,
        announcement: "Patio seating is open tonight. Ask the host about our specials!",
        outdoorSeatingPreferred: true,
      });
      try {
        await page.reload();
        await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Español" })).toBeVisible();
        await check(page, `welcome-${label}`, testInfo);

        await page.getByRole("button", { name: "GET STARTED" }).click();
        await page.getByRole("button", { name: "Add one person" }).click();
        await page.getByRole("button", { name: "Outdoor Seating Preferred" }).click();
        await check(page, `party-${label}`, testInfo);

        await page.getByRole("button", { name: "NEXT" }).click();
        await page.getByPlaceholder("Enter your name").fill(guestName("Phone size"));
        await check(page, `name-${label}`, testInfo);

        await page.getByRole("button", { name: "NEXT" }).click();
        await typeOnKeypad(page, "5552234567");
        await check(page, `phone-${label}`, testInfo);

        await page.getByRole("button", { name: "GET A TICKET" }).click();
        await expect(page.getByTestId("ticket-number")).toBeVisible();
        const finish = await page.getByRole("button", { name: "Finish" }).boundingBox();
        expect(finish?.height ?? 0).toBeGreaterThanOrEqual(44);
        await check(page, `ticket-${label}`, testInfo);

        // The lock with a PIN: the keypad, then a wrong PIN's message, all on one screen.
        await trpcMutation(page, "kioskLock.setPin", { pin: "2580" });
        await page.goto("/app/host");
        await expectHostLocked(page);
        await expect(page.getByRole("group", { name: "PIN keypad" })).toBeVisible();
        await check(page, `pin-lock-${label}`, testInfo);
        await enterHostPin(page, "1111");
        await expect(page.getByRole("alert")).toHaveText("Wrong PIN. The host screen stays locked.");
        await check(page, `pin-lock-wrong-${label}`, testInfo);
        await enterHostPin(page, "2580");
        await expect(page.getByRole("heading", { name: "Host Screen", exact: true })).toBeVisible();
        // Taller than a phone: it scrolls down, but nothing runs off sideways and every control is a full target.
        await check(page, `host-${label}`, testInfo, true);
      } finally {
        await trpcMutation(page, "kioskLock.removePin", {});
        await restoreKioskSettings(page);
      }
    });
  });
}
