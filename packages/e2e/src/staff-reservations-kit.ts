import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Store time zones of the demo data. */
export const DEMO_TZ = "America/New_York";
export const RIVAL_TZ = "America/Los_Angeles";

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function zonedToday(tz: string, at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function parts(ymd: string) {
  const d = new Date(`${ymd}T00:00:00Z`);
  return {
    day: d.getUTCDate(),
    month: d.toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
    weekday: d.toLocaleString("en-US", { weekday: "long", timeZone: "UTC" }),
    year: d.getUTCFullYear(),
  };
}

/** "Saturday, November 21, 2026". */
export function longDate(ymd: string): string {
  const p = parts(ymd);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** The accessible name of a Mantine calendar day: "21 November 2026". */
export function dayLabel(ymd: string): string {
  const p = parts(ymd);
  return `${p.day} ${p.month} ${p.year}`;
}

/** The instant of a store-local wall-clock time. */
export function zonedInstant(tz: string, ymd: string, hhmm: string): Date {
  const guess = new Date(`${ymd}T${hhmm}:00Z`);
  const shown = new Date(guess.toLocaleString("en-US", { timeZone: tz }));
  const asUtc = new Date(guess.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(guess.getTime() + (asUtc.getTime() - shown.getTime()));
}

/** The day button of a date in a visible Mantine calendar, moving to later months as needed. */
export async function calendarDay(scope: Locator | Page, ymd: string): Promise<Locator> {
  const day = scope.getByRole("button", { name: dayLabel(ymd), exact: true }).first();
  const nextMonth = scope.getByRole("button", { name: "Next month" }).first();
  // The calendar draws its header and its days together: until it is drawn, a day of this month is not visible
  // either, and moving on then skipped past it (the date passed every month).
  await expect(nextMonth).toBeVisible();
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) {
    await nextMonth.click();
    // The next month is drawn after the click: give its days a moment before deciding to move on again.
    await day.waitFor({ state: "visible", timeout: 500 }).catch(() => {});
  }
  await expect(day).toBeVisible();
  return day;
}

/** Picks a date in a DatePickerInput (opens its popover first). */
export async function pickDate(page: Page, input: Locator, ymd: string): Promise<void> {
  await input.click();
  const dropdown = page.locator(".mantine-Popover-dropdown").last();
  await (await calendarDay(dropdown, ymd)).click();
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The reservations table row of a guest (names are unique per test). */
export function reservationRow(page: Page, name: string): Locator {
  return page.getByRole("table", { name: "Reservations" }).getByRole("row").filter({ hasText: name });
}

/** The computed colour of a Mantine filled colour (e.g. "red") in the page's theme. */
export async function filledColor(page: Page, color: string): Promise<string> {
  return page.evaluate((c) => {
    const probe = document.createElement("div");
    probe.style.background = `var(--mantine-color-${c}-filled)`;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return rgb;
  }, color);
}

/** axe violations of the page, one line each: "rule: targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
