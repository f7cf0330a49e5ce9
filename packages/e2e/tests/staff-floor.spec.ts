import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { axeViolations } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

let api: APIRequestContext;
let key: string;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

function floorTable(page: Page, name: RegExp) {
  return page.getByRole("button", { name });
}

test("a host seats a waiting party at the suggested table, sees it on the Floor, marks it bussing, then free", async ({
  page,
}) => {
  const name = uniqueName("Ada");
  await joinWalkIn(api, key, { name, phone: null, partySize: 3 });
  await openDashboard(page, demo);

  await waitlistRow(page, name)
    .getByRole("button", { name: new RegExp(`^Pick a table: .*${name}`) })
    .click();
  const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${name}, party of 3`) });
  const choices = picker.getByRole("list", { name: "Free tables that fit, best first" }).getByRole("button");
  await expect(choices.first()).toBeFocused();
  // The best fit for three is a four-seat table.
  const best = (await choices.first().textContent()) ?? "";
  const table = /^Table (\S+), 4 seats/.exec(best)?.[1];
  expect(table, best).toBeTruthy();
  await page.screenshot({ path: "/tmp/floor-picker-1366.png" });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(waitlistRow(page, name)).toHaveCount(0);

  await page.getByRole("tab", { name: "Floor" }).click();
  const seated = floorTable(
    page,
    new RegExp(`^Table ${table}, 4 seats, seated: ${name}, party of 3, 0 minutes$`),
  );
  await expect(seated).toBeVisible();
  await page.screenshot({ path: "/tmp/floor-1366.png" });
  expect(await axeViolations(page)).toEqual([]);

  await seated.click();
  const dialog = page.getByRole("dialog", { name: `Table ${table}` });
  await dialog.getByRole("button", { name: "Needs bussing" }).click();
  await expect(dialog).toBeHidden();
  const bussing = floorTable(
    page,
    new RegExp(`^Table ${table}, 4 seats, needs bussing: ${name}, party of 3`),
  );
  await expect(bussing).toBeVisible();

  await bussing.click();
  await page
    .getByRole("dialog", { name: `Table ${table}` })
    .getByRole("button", { name: "Free table" })
    .click();
  await expect(floorTable(page, new RegExp(`^Table ${table}, 4 seats, free`))).toBeVisible();
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 375, height: 667 },
]) {
  test(`the Floor fits ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, "/staff/login", demo);
    await page.getByRole("tab", { name: "Floor" }).click();
    const tables = page.getByTestId("floor-table");
    await expect(tables.first()).toBeVisible();
    expect(await tables.count()).toBeGreaterThanOrEqual(17);
    // Nothing runs off the side; every table is a 44 px target at least.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await tables.first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `/tmp/floor-${viewport.width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("Settings' Floor Plan adds and removes a table, and the Table Information counts follow", async ({
  page,
}) => {
  await signIn(page, "/staff/login", demo);
  await page.getByRole("tab", { name: "Settings" }).click();
  const plan = page.getByRole("region", { name: "Floor Plan" });
  const info = page.getByRole("region", { name: "Table Information" });
  const fiveUp = info.getByRole("group", { name: /5\+|5 or more/ }).getByLabel("Tables");
  const before = Number(await fiveUp.inputValue());
  const name = `P${Date.now() % 100000}`;
  await plan.getByRole("button", { name: /^Edit the tables/ }).click();
  const add = plan.getByRole("form", { name: "Add a table" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Min seats").fill("5");
  await add.getByLabel("Max seats").fill("8");
  await add.getByRole("button", { name: "Add table" }).click();
  await expect(plan.getByLabel(`Table ${name}: name`)).toHaveValue(name);
  await expect(fiveUp).toHaveValue(String(before + 1));
  await plan.screenshot({ path: "/tmp/floor-plan-settings.png" });
  await plan.getByRole("button", { name: `Remove table ${name}` }).click();
  await expect(plan.getByLabel(`Table ${name}: name`)).toHaveCount(0);
  await expect(fiveUp).toHaveValue(String(before));
});
