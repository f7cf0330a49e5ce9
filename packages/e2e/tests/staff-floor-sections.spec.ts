import type { APIRequestContext, Page } from "@playwright/test";
import { openDashboardAnySize, partyItem } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { axeViolations } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/**
 * Sections and rotation (docs/product.md#sections-and-rotation) on an iPad at the stand, by touch: a manager sets up
 * two servers' sections on the Floor tab, the floor shows them, the picker offers the section whose turn it is, and
 * marking a server out hands the turn on.
 */
test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

interface FloorTable {
  id: number;
  name: string;
  maxSeats: number;
  state: string;
  takes: string;
  reservedSoon: string | null;
  serverId: number | null;
}
interface FloorServer {
  id: number;
  name: string;
}

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  // No servers left for the other stories of this worker: every table out of every section, every table free.
  const floor = await trpcQuery<{ tables: FloorTable[]; servers: FloorServer[] }>(api, key, "floor.view");
  for (const s of floor.servers) await trpcMutation(api, key, "floor.removeServer", { id: s.id });
  for (const t of floor.tables.filter((x) => x.state !== "free"))
    await trpcMutation(api, key, "floor.setState", { tableId: t.id, state: "free" }).catch(() => undefined);
  await api.dispose();
});

function server(page: Page, name: string) {
  return page.getByTestId("section-server").filter({ hasText: name });
}

test("a manager sets two sections by touch; the picker leads with the server whose turn it is; Out hands it on", async ({
  page,
}) => {
  // Tables the worker's earlier stories left seated are freed first (as the other floor stories do after each test).
  const before = await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view");
  for (const t of before.tables.filter((x) => x.state !== "free"))
    await trpcMutation(api, key, "floor.setState", { tableId: t.id, state: "free" }).catch(() => undefined);
  const twoTops = (await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view")).tables.filter(
    // Not held for a booking due soon (the picker would not offer it to a walk-in).
    (t) => t.maxSeats === 2 && t.takes !== "reservation" && t.state === "free" && !t.reservedSoon,
  );
  // Three are enough (Ana two, Ben one); a fourth goes to Ben when there is one.
  const [a1, a2, b1, ...more] = twoTops;
  if (!a1 || !a2 || !b1) throw new Error("the demo floor has three free two-tops not held for a booking");

  await openDashboardAnySize(page, demo);
  await page.getByRole("tab", { name: "Floor" }).tap();
  await page.getByRole("button", { name: "Set up sections" }).tap();
  const dialog = page.getByRole("dialog", { name: "Sections" });
  for (const name of ["Ana", "Ben"]) {
    await dialog.getByRole("textbox", { name: "Server name" }).fill(name);
    await dialog.getByRole("button", { name: "Add server" }).tap();
    await expect(dialog.getByRole("button", { name, exact: true })).toBeVisible();
  }
  // A second Ana is refused with the reason, and nothing is added.
  await dialog.getByRole("textbox", { name: "Server name" }).fill("ana");
  await dialog.getByRole("button", { name: "Add server" }).tap();
  await expect(page.getByText("ana is already on the list of servers.")).toBeVisible();
  await expect(
    dialog.getByRole("group", { name: "Servers" }).getByRole("button", { name: /^Remove / }),
  ).toHaveCount(2);

  const tablesGroup = dialog.getByRole("group", { name: "Tables" });
  for (const [who, tables] of [
    ["Ana", [a1, a2]],
    ["Ben", [b1, ...more.slice(0, 1)]],
  ] as const) {
    await dialog.getByRole("button", { name: who, exact: true }).tap();
    for (const t of tables) {
      await tablesGroup.getByRole("button", { name: new RegExp(`^Table ${t.name}, no section$`) }).tap();
      await expect(
        tablesGroup.getByRole("button", { name: `Table ${t.name}, ${who}'s section` }),
      ).toBeVisible();
    }
  }
  await page.screenshot({ path: "/tmp/sections-dialog-1024.png" });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The floor: each section's tables name their server; Ana (first on the list, nobody seated yet) is next.
  await expect(
    page.getByRole("button", { name: new RegExp(`^Table ${a1.name}, 2 seats, free, Ana's section$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: new RegExp(`^Table ${b1.name}, 2 seats, free, Ben's section$`) }),
  ).toBeVisible();
  await expect(server(page, "Ana")).toContainText("0 covers last hour");
  await expect(server(page, "Ana")).toContainText("Next");
  await page.screenshot({ path: "/tmp/sections-floor-1024.png" });

  // A party of 2: the picker's first choice is Ana's, marked as her turn.
  const first = uniqueName("Turn");
  await joinWalkIn(api, key, { name: first, phone: null, partySize: 2 });
  await page.getByRole("tab", { name: "Dashboard" }).tap();
  const seat = async (guest: string, who: string) => {
    await partyItem(page, guest)
      .getByRole("button", { name: new RegExp(`^Pick a table: .*${guest}`) })
      .tap();
    const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${guest}, party of 2`) });
    const best = picker
      .getByRole("list", { name: "Free tables that fit, best first" })
      .getByRole("button")
      .first();
    await expect(best).toContainText(`${who}'s section`);
    await expect(best).toContainText(`${who}'s turn`);
    await best.tap();
    await expect(picker).toBeHidden();
    await expect(partyItem(page, guest)).toHaveCount(0);
  };
  await seat(first, "Ana");

  // Ana has 2 covers now: Ben is next, and the next party goes to his section.
  await page.getByRole("tab", { name: "Floor" }).tap();
  await expect(server(page, "Ana")).toContainText("2 covers last hour");
  await expect(server(page, "Ben")).toContainText("Next");
  const second = uniqueName("Turn");
  await joinWalkIn(api, key, { name: second, phone: null, partySize: 2 });
  await page.getByRole("tab", { name: "Dashboard" }).tap();
  await seat(second, "Ben");

  // Ben takes a break: the host marks him out, and the turn goes back to Ana although she has as many covers.
  await page.getByRole("tab", { name: "Floor" }).tap();
  await server(page, "Ben").getByRole("button", { name: "Mark Ben out" }).tap();
  await expect(server(page, "Ben")).toContainText("Out");
  await expect(server(page, "Ana")).toContainText("Next");
  const third = uniqueName("Turn");
  await joinWalkIn(api, key, { name: third, phone: null, partySize: 2 });
  await page.getByRole("tab", { name: "Dashboard" }).tap();
  await seat(third, "Ana");

  // The room view rings each table in its server's colour and names the section too.
  await page.getByRole("tab", { name: "Floor" }).tap();
  await page.getByText("Room", { exact: true }).tap();
  await expect(page.getByRole("radio", { name: "Room" })).toBeChecked();
  await expect(
    page.getByRole("button", { name: new RegExp(`^Table ${b1.name}, 2 seats, .*Ben's section$`) }),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/sections-room-1024.png" });
  expect(await axeViolations(page)).toEqual([]);
  // Back to tiles: the browser remembers the choice for the other stories of this worker.
  await page.getByText("Tiles", { exact: true }).tap();
  await expect(page.getByRole("radio", { name: "Tiles" })).toBeChecked();

  // Upright, the servers wrap above the tiles and nothing runs off the side.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(server(page, "Ben")).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/sections-floor-768.png" });

  // Reports → Tables: covers per server, each party for the section it sat in (Ana 2 + 2, Ben 2).
  await page.getByRole("tab", { name: "Reports" }).tap();
  await page.getByText("Today", { exact: true }).tap();
  const perServer = page
    .getByRole("region", { name: "Tables" })
    .getByRole("table", { name: /^Covers per server/ });
  const covers = async (who: string) =>
    perServer
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: who, exact: true }) })
      .getByRole("cell")
      .nth(3);
  await expect(await covers("Ana")).toHaveText(/^4\b/);
  await expect(await covers("Ben")).toHaveText(/^2\b/);
});
