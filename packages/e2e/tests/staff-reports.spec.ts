/**
 * Reports (docs/product.md#reports) on the demo store's year of history: key 5 opens the tab, range switches change the figures,
 * the heatmap and the covers chart show, the page is axe-clean and fits 1366 and 1024 wide, and a downloaded CSV
 * parsed back has as many rows as the server's own count for the range.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { parseCsv } from "@seatline/domain";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { expect, test } from "../src/test";

const shots = process.env.STAFF_SHOTS !== "off";
let api: APIRequestContext;
let key: string;

interface Summary {
  range: { from: string; to: string };
  walkIns: { all: { current: { parties: number } } };
  reservations: { all: { current: { bookings: number } } };
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

async function openReports(page: Page) {
  await signIn(page, "/staff/login", demo);
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("5");
  await expect(page).toHaveURL(/\/staff\/app\/reports$/);
  await expect(page.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Walk-ins" })).toBeVisible({ timeout: 15_000 });
}

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

test.use({ viewport: { width: 1366, height: 768 } });

test("range switches change the figures; the heatmap and the covers chart show the history", async ({
  page,
}) => {
  await openReports(page);
  const week = (await figure(page, "Parties").textContent()) ?? "";
  expect(Number(week.replace(/,/g, ""))).toBeGreaterThan(0);
  // Heatmap: a row per weekday, hours as columns, waits in the cells.
  const heat = page.getByRole("table", { name: /Average wait in minutes/ });
  await expect(heat.getByRole("rowheader")).toHaveText([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  await expect(heat.getByRole("columnheader", { name: "7pm" })).toBeVisible();
  await expect(heat.getByRole("cell").filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  // Covers per 15 minutes: the chart, and the same numbers as a table for screen readers.
  await expect(page.getByTestId("covers-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Guests seated per 15 minutes" })).toBeAttached();

  await page.getByText("Last 90 days").click();
  await expect(page.getByText(/compared with/)).toContainText("–");
  await expect(figure(page, "Parties")).not.toHaveText(week);
  const quarter = Number(((await figure(page, "Parties").textContent()) ?? "").replace(/,/g, ""));
  expect(quarter).toBeGreaterThan(Number(week.replace(/,/g, "")));

  await page.getByText("Today", { exact: true }).click();
  await expect(page.getByText(/compared with/)).not.toContainText("–");
  await page.getByText("Custom", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Custom range" })).toBeVisible();
});

test("a downloaded CSV has the screen's columns and as many rows as the server counts", async ({ page }) => {
  await openReports(page);
  await page.getByText("Last 30 days").click();
  await expect(page.getByText(/compared with/)).toContainText("–");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Walk-in visits (CSV)" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    /^seatline-demo-downtown-visits-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const [, from, to] =
    /visits-(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})/.exec(file.suggestedFilename()) ?? [];
  const rows = parseCsv(readFileSync((await file.path()) ?? "", "utf8"));
  expect(rows[0]?.slice(0, 5)).toEqual(["Date", "Ticket", "Name", "Phone", "Size"]);
  const summary = await trpcQuery<Summary>(api, key, "reports.summary", { from, to });
  expect(rows.length - 1).toBe(summary.walkIns.all.current.parties);
  expect(rows.length - 1).toBeGreaterThan(100);
  expect(rows.slice(1).every((r) => r[0] !== undefined && r[0] >= (from ?? "") && r[0] <= (to ?? ""))).toBe(
    true,
  );

  const zipping = page.waitForEvent("download");
  await page.getByRole("button", { name: "Everything (ZIP)" }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toBe("seatline-demo-downtown-export-all.zip");
  const bytes = readFileSync((await zip.path()) ?? "");
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
});

interface TableReport {
  all: { current: { turns: number; covers: number } };
  tables: { tableId: number; name: string; current: { turns: number; covers: number } }[];
}

test("the Tables section shows turns, utilisation and covers per table, as tables a screen reader reads", async ({
  page,
}) => {
  // A party seated at a table and cleared through the API, so today has a turn whatever else the run did.
  const name = uniqueName("Turner");
  const entry = await joinWalkIn(api, key, { name, phone: null, partySize: 2 });
  const floor = await trpcQuery<{
    tables: { id: number; name: string; state: string; maxSeats: number; reservedSoon: string | null }[];
  }>(api, key, "floor.view");
  // Not one held for a booking due soon: the server keeps those for their booking (the seat rule).
  const table = floor.tables.find((t) => t.state === "free" && t.maxSeats >= 2 && !t.reservedSoon);
  expect(table).toBeTruthy();
  await trpcMutation(api, key, "floor.seatAtTable", { id: entry.id, tableIds: [table?.id] });
  await trpcMutation(api, key, "floor.setState", { tableId: table?.id, state: "free" });

  await openReports(page);
  await page.getByText("Today", { exact: true }).click();
  const section = page.getByRole("region", { name: "Tables" });
  await expect(section.getByTestId("figure-Turns")).not.toHaveText("0");
  await expect(section.getByTestId("figure-Utilisation")).toHaveText(/%$/);
  const byTable = section.getByRole("table", { name: /^Each table/ });
  await expect(byTable.getByRole("columnheader")).toHaveText([
    "Table",
    "Turns",
    "Avg turn",
    "Median turn",
    "Covers",
    "Utilisation",
  ]);
  const row = byTable
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${table?.name} · `) }) });
  await expect(row.getByRole("cell").first()).toHaveText(/^[1-9]/);
  await expect(
    section.getByRole("table", { name: /^Turns by party size/ }).getByRole("rowheader"),
  ).toHaveText(["1 guest", "2 guests", "3-4 guests", "5+ guests"]);
  await expect(
    section
      .getByRole("table", { name: /^Turns and utilisation by area/ })
      .getByRole("rowheader")
      .first(),
  ).toHaveText("Indoor");

  // The screen's figures are the server's.
  const { date } = await trpcQuery<{ date: string }>(api, key, "waitlist.list");
  const report = await trpcQuery<TableReport>(api, key, "reports.tables", { from: date, to: date });
  const mine = report.tables.find((t) => t.tableId === table?.id);
  expect(mine?.current.turns).toBeGreaterThan(0);
  await expect(section.getByTestId("figure-Turns")).toHaveText(
    report.all.current.turns.toLocaleString("en-US"),
  );
  expect(
    await new AxeBuilder({ page })
      .include("section[aria-labelledby=report-tables]")
      .analyze()
      .then((r) => r.violations),
  ).toEqual([]);
  if (shots) await section.screenshot({ path: "/tmp/staff-reports-tables.png" });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Tables (CSV)" }).click();
  const rows = parseCsv(readFileSync((await (await downloading).path()) ?? "", "utf8"));
  expect(rows[0]?.slice(0, 5)).toEqual(["Seated at", "Cleared at", "Turn (min)", "Table", "Area"]);
  expect(rows.some((r) => r[5] === name && r[3] === table?.name)).toBe(true);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`Reports at ${viewport.width}x${viewport.height}: no axe violations, fits the width`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openReports(page);
    await expect(page.getByTestId("covers-chart").locator("svg").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (shots) {
      await page.screenshot({ path: `/tmp/staff-reports-${viewport.width}.png` });
      await page.screenshot({ path: `/tmp/staff-reports-${viewport.width}-full.png`, fullPage: true });
    }
  });
}
