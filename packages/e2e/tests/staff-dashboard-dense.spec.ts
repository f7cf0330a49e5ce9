import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { openDashboardAnySize, partyItems } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { namesInView, sidewaysOverflow } from "../src/layout-checks";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { expect, test } from "../src/test";
import { smallTargets } from "../src/touch-targets";

/**
 * A busy night at the host stand (docs/product.md#dashboard): 40 parties waiting. The one-line rows show at least 8
 * whole names on an iPad at 1024×768 as the Dashboard opens, and 12 at 1366×768 once the list is scrolled to (the
 * same 768 px tall, with the floor beside it); upright at 768×1024, by touch, nothing runs off to the side. The
 * summary is one line there and opens on a tap. Screenshots go to /tmp/dense (STAFF_SHOTS=off skips them).
 */
const SHOTS_DIR = "/tmp/dense";
const shots = process.env.STAFF_SHOTS !== "off";
const WAITING = 40;

let api: APIRequestContext;
let key: string;
const ids: number[] = [];
const longName = `${uniqueName("Maximiliana")} Worthington-Featherstonehaugh`;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
  for (let i = 0; i < WAITING; i++) {
    const name =
      i === 4 ? longName : uniqueName(["Rivera", "Okafor", "Nguyen", "Patel", "Lindqvist"][i % 5] ?? "");
    const phone = i % 4 === 3 ? null : `555620${String(10000 + i).slice(1)}`;
    const joined = await joinWalkIn(api, key, { name, phone, partySize: 1 + (i % 6) });
    ids.push(joined.id);
    if (i % 5 === 1)
      await trpcMutation(api, key, "waitlist.note", {
        id: joined.id,
        note: "Booth by the window, high chair",
      });
    if (i % 7 === 2) await trpcMutation(api, key, "waitlist.alert", { id: joined.id });
  }
});
test.afterAll(async () => {
  // The line back as it was for the next stories of this worker (they run on the same store).
  for (const id of ids) await trpcMutation(api, key, "waitlist.remove", { id }).catch(() => undefined);
  await api.dispose();
});

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

async function openBusyDashboard(page: Page) {
  await openDashboardAnySize(page, demo);
  await expect.poll(() => partyItems(page).count()).toBeGreaterThanOrEqual(WAITING);
}

/** The whole names in view, each checked: not cut, not squeezed to nothing, the full text in the page. */
async function wholeNamesInView(page: Page): Promise<string[]> {
  const names = await namesInView(page);
  for (const n of names) {
    expect(n.whole || n.title === n.text, `${n.text}: whole, or its full text in its title`).toBe(true);
    expect(n.width, `${n.text}: wide enough to read`).toBeGreaterThan(40);
  }
  return names.map((n) => n.text);
}

/** Scrolls the page until the list's first row sits under the sticky headers (where a host working the line is). */
async function scrollToList(page: Page) {
  await page.evaluate(() => {
    const head = document.querySelector('table[aria-label="Waitlist"] thead');
    if (!head) throw new Error("no waitlist table");
    // The shell's header (64 px) stays; the table's header sticks under it.
    window.scrollTo(0, window.scrollY + head.getBoundingClientRect().top - 64);
  });
}

async function expectNothingOffSideOrSmall(page: Page) {
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await smallTargets(page), "touch targets under 44 px").toEqual([]);
}

for (const { viewport, atTop, scrolled } of [
  { viewport: { width: 1024, height: 768 }, atTop: 8, scrolled: 8 },
  { viewport: { width: 1366, height: 768 }, atTop: 0, scrolled: 12 },
]) {
  const tag = `${viewport.width}x${viewport.height}`;
  test(`at ${tag} with ${WAITING} waiting: one line per party, at least ${scrolled} whole names in view, every action reachable`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openBusyDashboard(page);
    await shot(page, `dense-${tag}-top`);
    const top = await wholeNamesInView(page);
    test.info().annotations.push({ type: "names at the top", description: String(top.length) });
    expect(top.length).toBeGreaterThanOrEqual(atTop);

    await scrollToList(page);
    await shot(page, `dense-${tag}-list`);
    const inList = await wholeNamesInView(page);
    test.info().annotations.push({ type: "names in the list", description: String(inList.length) });
    expect(inList.length, inList.join(", ")).toBeGreaterThanOrEqual(scrolled);

    // One line each: an ordinary row is no taller than its 44 px buttons and a little air.
    const heights = await page
      .getByTestId("walk-in-row")
      .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
    const ordinary = heights.filter((h) => h <= 56).length;
    expect(ordinary, heights.join(" ")).toBeGreaterThanOrEqual(heights.length - 3);

    // The long name wraps, whole, rather than being cut.
    const long = page.getByTestId("guest-name").filter({ hasText: longName });
    await long.scrollIntoViewIfNeeded();
    expect(await long.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(long).toHaveText(longName);

    // The rest of a row's actions are in its menu, named as the roomy rows' buttons are.
    const row = page.getByTestId("walk-in-row").nth(5);
    await row.scrollIntoViewIfNeeded();
    await expect(
      row.getByRole("button", { name: /^(Alert|Alert Again|Call Name|Call Again): / }),
    ).toBeVisible();
    await expect(row.getByRole("button", { name: /^Seat / })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Pick a table: / })).toBeVisible();
    await row.getByRole("button", { name: /^More actions: / }).click();
    const menu = page.getByRole("menu");
    for (const item of [/^Note: /, /^Edit /, /^Delete /]) {
      await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await shot(page, `dense-${tag}-menu`);
    await expectNothingOffSideOrSmall(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNothingOffSideOrSmall(page);
  });
}

test("at 1024x768 the summary is one line that opens on a tap and folds again", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openBusyDashboard(page);
  const summary = page.getByRole("region", { name: "Waitlist summary" });
  const toggle = summary.getByRole("button", { name: /^\d+ waiting · / });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toContainText(/^\d+ waiting · Wait \(min\) for 1: .+ · 2: .+ · 3-4: .+ · 5\+: .+/);
  const folded = await toggle.boundingBox();
  expect(folded?.height ?? 0).toBeLessThanOrEqual(48);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const details = summary.getByRole("region", { name: "Waits by party size" });
  await expect(details).toContainText(/\d+ groups? of 2 or more · \d+ solo diners?/);
  await expect(details.getByText("Party of 3-4", { exact: true })).toBeVisible();
  await shot(page, "dense-1024x768-summary-open");
  await toggle.click();
  await expect(details).toHaveCount(0);
});

test.describe("upright at 768x1024, by touch", () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test(`with ${WAITING} waiting nothing runs off to the side, folded or open`, async ({ page }) => {
    test.setTimeout(120_000);
    await openBusyDashboard(page);
    await expect(page.getByTestId("walk-in-card").first()).toBeVisible();
    await shot(page, "dense-768x1024-top");
    expect(await wholeNamesInView(page)).not.toEqual([]);
    await expectNothingOffSideOrSmall(page);

    const toggle = page
      .getByRole("region", { name: "Waitlist summary" })
      .getByRole("button", { name: /^\d+ waiting · / });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await shot(page, "dense-768x1024-summary-open");
    await expectNothingOffSideOrSmall(page);

    // Down the line too: the cards of long names and notes stay inside the width.
    await page.getByTestId("guest-name").filter({ hasText: longName }).scrollIntoViewIfNeeded();
    await shot(page, "dense-768x1024-long-name");
    await expectNothingOffSideOrSmall(page);
  });
});
