import { expect, type Page } from "@playwright/test";

/** Calendar dates as the public page's day buttons name them: "Saturday, November 21, 2026". */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day button of a date in the public page's calendar. */
export function dayButton(page: Page, date: string) {
  return page.locator(`button[data-date="${date}"]`);
}

/** Pages the calendar forward until the date's month shows (once the calendar, loaded on demand, is there). */
export async function showDate(page: Page, date: string) {
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  for (let i = 0; i < 24 && !(await dayButton(page, date).isVisible()); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await expect(dayButton(page, date)).toBeVisible();
}

export async function pickDate(page: Page, date: string) {
  await showDate(page, date);
  await dayButton(page, date).click();
  await expect(dayButton(page, date)).toHaveAttribute("aria-pressed", "true");
}

/** The enabled (selectable) dates of the month on show. */
export async function selectableDates(page: Page): Promise<string[]> {
  return page
    .locator('.date-calendar button[data-date]:not([aria-disabled="true"])')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-date") ?? ""));
}

/** The party size choices (one radio group: 1-6, and 7-12 behind More). */
export function partySizes(page: Page) {
  return page.getByRole("radiogroup", { name: "Party Size" });
}

/** Picks a party size the way a guest does: More first for 7-12. */
export async function choosePartySize(page: Page, size: number) {
  const choice = partySizes(page).getByRole("radio", {
    name: size === 1 ? "1 person" : `${size} people`,
    exact: true,
  });
  if (size > 6 && !(await choice.isVisible())) {
    await page.getByRole("button", { name: "More", exact: true }).click();
  }
  await choice.click();
  await expect(choice).toBeChecked();
}

/**
 * Taps a time of the grid where a thumb would: a full time is marked disabled for booking (aria-disabled), so
 * Playwright's click would wait for it to be enabled, yet tapping it is how a guest asks the notify list for it.
 */
export async function tapTime(page: Page, time: string) {
  const button = page.locator(`button[data-time="${time}"]`);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`time ${time} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** On a phone the optional details (seating, e-mail, notes) wait behind one line: shows them when they are. */
export async function showOptionalDetails(page: Page) {
  const toggle = page.getByRole("button", { name: "Seating, email or a note (optional)" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByLabel("Email")).toBeVisible();
  }
}

/** Picks a seating preference the way a user does: on its label (the radio itself is visually hidden). */
export async function seating(page: Page, label: "Any" | "Indoor" | "Outdoor" | "Bar") {
  await showOptionalDetails(page);
  await page.getByRole("group", { name: "Seating Preference" }).getByText(label, { exact: true }).click();
  await expect(page.getByRole("radio", { name: label })).toBeChecked();
}

export interface GuestDetails {
  name: string;
  phone: string;
  email?: string;
  notes?: string;
}

export async function fillGuest(page: Page, g: GuestDetails) {
  await page.getByLabel("Full Name").fill(g.name);
  await page.getByLabel("Phone Number").fill(g.phone);
  if (g.email || g.notes) await showOptionalDetails(page);
  if (g.email) await page.getByLabel("Email").fill(g.email);
  if (g.notes) await page.getByLabel("Special Requests / Notes").fill(g.notes);
}

/** A name no other test or run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
