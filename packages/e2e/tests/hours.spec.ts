import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { baseURL, rival } from "../src/env";
import { expectAccessible } from "../src/guest";
import { allDay, saveHours, zonedWeekday } from "../src/hours-kit";
import { guestName, walkToPhone } from "../src/kiosk";
import { signIn } from "../src/login";
import { apiKey } from "../src/staff-api";
import { RIVAL_TZ } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/**
 * Opening hours (docs/product.md#opening-hours) on rival/uptown (Los Angeles, English and Spanish): the Settings
 * editor closes today, whatever the hour the suite runs at, so the store opens tomorrow at midnight (the suite's
 * stores are open all day, global-setup.ts); the kiosk welcome and the remote join page say so, and the joins are
 * refused; opened again all day, a guest joins at the kiosk.
 */
const SHOTS = "/work/shots/hours";
const weekdaysEs = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
const weekdaysEn = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, rival);
});
/**
 * The public page's, the kiosk's and the guest's browsers a test opens, closed after it: a page left open keeps
 * polling the server for the rest of the worker's stories, and they all share two cores.
 */
const opened: BrowserContext[] = [];
async function openContext(browser: Browser, options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  opened.push(context);
  return context;
}
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});
test.afterAll(async () => {
  await saveHours(api, key, allDay);
  await api.dispose();
});

async function openEditor(page: Page) {
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/settings");
  const section = page.getByRole("region", { name: "Opening Hours" });
  await expect(section.getByRole("button", { name: "Save" })).toBeVisible();
  return section;
}

/** The section alone, from the whole page (so the sticky header does not cover it). */
async function sectionShot(page: Page, section: ReturnType<Page["getByRole"]>, path: string) {
  const box = await section.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  if (box) await page.screenshot({ path, fullPage: true, clip: { ...box, y: box.y + scrollY } });
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function kiosk(browser: Browser) {
  const context = await openContext(browser, { viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, "/login", rival);
  await expect(page).toHaveURL(/\/app$/);
  return page;
}

test("closed today: the editor, the kiosk welcome and the remote join page say when it opens; opened again, a guest joins", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const today = zonedWeekday(RIVAL_TZ);
  const tomorrow = today.dow % 7; // index of tomorrow in the Monday-first lists
  const closedEn = `We are closed now; we open ${weekdaysEn[tomorrow]} at 12:00 AM`;
  const closedEs = `Ahora estamos cerrados; abrimos el ${weekdaysEs[tomorrow]} a las 12:00 AM`;

  await page.setViewportSize({ width: 768, height: 1024 });
  const section = await openEditor(page);
  const day = section.getByRole("group", { name: today.name });
  const save = section.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();

  // A second range over the first: the rule's own words, and no Save.
  await day.getByRole("button", { name: `Add hours on ${today.name}` }).click();
  await expect(section.getByRole("alert")).toContainText(`${today.name}: `);
  await expect(section.getByRole("alert")).toContainText("overlap");
  await expect(save).toBeDisabled();
  await day
    .getByRole("button", { name: /^Remove / })
    .last()
    .click();
  await expect(section.getByRole("alert")).toHaveCount(0);

  // A split shift the day after tomorrow (lunch and dinner), and today closed: saved, and the editor says when the
  // store opens.
  const later = weekdaysEn[(today.dow + 1) % 7] ?? "";
  const split = section.getByRole("group", { name: later });
  await split.getByLabel(`${later} opens`).fill("11:00");
  await split.getByLabel(`${later} closes`).fill("14:30");
  await split.getByRole("button", { name: `Add hours on ${later}` }).click();
  await split.getByLabel(`${later} opens, range 2`).fill("17:00");
  await split.getByLabel(`${later} closes, range 2`).fill("22:00");
  await day.getByRole("switch", { name: "Closed" }).check();
  await expect(day.getByText("Closed all day")).toBeVisible();
  await save.click();
  await expect(save).toBeDisabled();
  await expect(section.getByTestId("hours-now")).toHaveText(`Now: ${closedEn}`);
  for (const target of await section.locator("input:not([type=checkbox]), button").all()) {
    const box = await target.boundingBox();
    expect(
      Math.min(box?.width ?? 0, box?.height ?? 0),
      await target.evaluate((e) => e.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }
  await noSidewaysScroll(page);
  await sectionShot(page, section, `${SHOTS}/editor-768x1024.png`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 667 });
  await noSidewaysScroll(page);
  await sectionShot(page, section, `${SHOTS}/editor-375x667.png`);
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await noSidewaysScroll(page);
    await sectionShot(page, section, `${SHOTS}/editor-${size.width}x${size.height}.png`);
  }

  // The public page shows what was saved.
  const publicPage = await openContext(browser, { viewport: { width: 1024, height: 768 } }).then((c) =>
    c.newPage(),
  );
  await publicPage.goto("/rival/uptown");
  await expect(publicPage.getByText("11:00am - 2:30pm, 5:00pm - 10:00pm")).toBeVisible();
  await expect(publicPage.getByText("Closed", { exact: true })).toBeVisible();

  // The kiosk welcome: the message instead of GET STARTED, in either language.
  const kioskPage = await kiosk(browser);
  await expect(kioskPage.getByRole("heading", { level: 2 })).toHaveText(closedEn);
  await expect(kioskPage.getByRole("button", { name: "GET STARTED" })).toHaveCount(0);
  await kioskPage.screenshot({ path: `${SHOTS}/kiosk-closed-1024x768.png` });
  await expectAccessible(kioskPage);
  await kioskPage.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
  await expect(kioskPage.getByRole("heading", { level: 2 })).toHaveText(closedEs);
  await kioskPage.screenshot({ path: `${SHOTS}/kiosk-closed-es-1024x768.png` });

  // The remote join page, and the server's own refusal.
  const guestContext = await openContext(browser, { viewport: { width: 375, height: 667 }, locale: "en-US" });
  const guest = await guestContext.newPage();
  await guest.goto("/join/rival/uptown");
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(closedEn);
  await expect(guest.getByRole("button", { name: "GET A TICKET" })).toHaveCount(0);
  await guest.screenshot({ path: `${SHOTS}/join-closed-375x667.png` });
  await expectAccessible(guest);
  const refused = await api.post("/trpc/guest.join", {
    data: { companySlug: "rival", storeSlug: "uptown", name: "Night Owl", phone: "5552234567", partySize: 2 },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(closedEn);

  // Open again, all day today (00:00 to 00:00): the kiosk turns back to its welcome and takes a guest.
  await page.setViewportSize({ width: 768, height: 1024 });
  await day.getByRole("switch", { name: "Closed" }).uncheck();
  await day.getByLabel(`${today.name} opens`).fill("00:00");
  await day.getByLabel(`${today.name} closes`).fill("00:00");
  await save.click();
  await expect(save).toBeDisabled();
  await expect(section.getByTestId("hours-now")).toHaveText("Open now.");
  await kioskPage.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
  await expect(kioskPage.getByRole("button", { name: "GET STARTED" })).toBeVisible({ timeout: 15_000 });
  await walkToPhone(kioskPage, guestName("Open Again"));
  await kioskPage.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(kioskPage.getByText("You're all set! Your ticket number is:")).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("button", { name: "NEXT" })).toBeVisible();
});
