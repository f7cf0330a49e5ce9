import type { Page } from "@playwright/test";
import { demo } from "../src/env";
import { addDays, uniqueName } from "../src/public-page";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

/** A whole booking on the public page with the keyboard only: Tab, arrows, Enter, typing. No clicks. */

test.use({ viewport: { width: 360, height: 640 } });

/** Presses Tab until the focused element matches the selector (fails after 40 presses). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.locator("*:focus");

/** The focus ring is visible: an outline that is not "none" and not zero wide. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return null;
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
  });
  expect(ring?.style).not.toBe("none");
  expect(ring?.width ?? 0).toBeGreaterThan(0);
}

test("a booking made with the keyboard only", async ({ page }) => {
  const today = (
    await trpc<{ today: string }>(page.request, "public.bookableDates", {
      companySlug: "demo",
      storeSlug: "downtown",
    })
  ).today;
  const tomorrow = addDays(today, 1);
  const name = uniqueName("Kim Keys");
  await page.goto("/demo/downtown");
  await expect(page.getByRole("heading", { name: "Make a Reservation" })).toBeVisible();

  // Party size first: one radio group, one tab stop; arrows move and pick.
  await tabTo(page, "button[data-size]");
  await expectVisibleFocus(page);
  await expect(focused(page)).toHaveAttribute("data-size", "1");
  await page.keyboard.press("ArrowRight");
  await expect(focused(page)).toHaveAttribute("data-size", "2");
  await expect(page.getByRole("radio", { name: "2 people" })).toBeChecked();

  // Calendar: one tab stop (the chosen day), arrows move, Enter picks.
  await tabTo(page, "button[data-date]");
  await expect(focused(page)).toHaveAttribute("data-date", today);
  await expectVisibleFocus(page);
  await page.keyboard.press("ArrowRight");
  await expect(focused(page)).toHaveAttribute("data-date", tomorrow);
  await page.keyboard.press("ArrowDown");
  await expect(focused(page)).toHaveAttribute("data-date", addDays(tomorrow, 7));
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(focused(page)).toHaveAttribute("aria-pressed", "true");
  await expect(focused(page)).toHaveAttribute("data-date", tomorrow);
  await page.screenshot({ path: "/tmp/pubshots/e2e-keyboard-calendar-360.png" });

  // Times: one radio group, one tab stop; arrows move and pick.
  await tabTo(page, "button[data-time]");
  await expectVisibleFocus(page);
  await page.keyboard.press("Space");
  await expect(focused(page)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(focused(page)).toHaveAttribute("aria-checked", "true");
  const time = await focused(page).getAttribute("data-time");
  const times = page.getByRole("radiogroup", { name: "Available times" });
  expect(await times.locator('[aria-checked="true"]').count()).toBe(1);

  // Contact fields in order.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Phone Number")).toBeFocused();
  await page.keyboard.type("5556667777");
  await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 666 - 7777");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("8");
  // On a phone the optional details wait behind one line: Enter shows them, the focus on the seating choice.
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveText("Seating, email or a note (optional)");
  await expect(focused(page)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("radio", { name: "Any" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Indoor" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Special Requests / Notes")).toBeFocused();
  await page.keyboard.type("High chair");

  await tabTo(page, "button[type=submit]");
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeFocused();
  await expect(page.locator(".confirmation-details")).toContainText("(555) 666 - 7778");

  const token = await staffToken(page.request, demo);
  const list = await trpc<{ guestName: string; reservationTime: string; partySize: number }[]>(
    page.request,
    "reservations.list",
    { date: tomorrow },
    { token },
  );
  expect(list.find((r) => r.guestName === name)).toMatchObject({ reservationTime: time, partySize: 2 });

  // Make Another Reservation, by keyboard too.
  await tabTo(page, "button:not([type=submit])");
  while (!((await focused(page).textContent()) ?? "").includes("Make Another Reservation")) {
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});
