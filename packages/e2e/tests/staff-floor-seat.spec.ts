import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { openDashboardAnySize, partyItem } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { axeViolations } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/**
 * Seating from the floor beside the waitlist (docs/product.md#the-floor): by tap, by drag and by keyboard; move,
 * push together and free from a table; live on a second console.
 */
test.use({ viewport: { width: 1366, height: 768 } });

interface FloorTable {
  id: number;
  name: string;
  minSeats: number;
  maxSeats: number;
  state: string;
  takes: string;
  reservedSoon: string | null;
  combinableWith: number[];
  areaId: number;
}

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterEach(async () => {
  // Every table free again for the next test (and the other specs).
  const floor = await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view");
  for (const t of floor.tables.filter((x) => x.state !== "free"))
    await trpcMutation(api, key, "floor.setState", { tableId: t.id, state: "free" }).catch(() => undefined);
});
test.afterAll(async () => {
  await api.dispose();
});

async function freeTable(fits: (t: FloorTable) => boolean): Promise<FloorTable> {
  const floor = await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view");
  const t = floor.tables.find(
    (x) => x.state === "free" && x.takes !== "reservation" && !x.reservedSoon && fits(x),
  );
  if (!t) throw new Error("no such free table");
  return t;
}

function beside(page: Page) {
  return page.getByRole("complementary", { name: "The floor" });
}
function tile(scope: Page | Locator, name: string, rest: string) {
  return scope.getByRole("button", { name: new RegExp(`^Table ${name}, \\d+ seats?, ${rest}`) });
}
function chooser(page: Page, guest: string) {
  return waitlistRow(page, guest).getByRole("button", { name: `Choose ${guest} for a table on the floor` });
}

/** Drags a row's handle onto a tile with the mouse, in steps. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  // The row may be below the fold when the list is long; the floor beside it stays in view (sticky).
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y + 30, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

test("tap a waiting party, then a free table: seated there, live on a second console; Escape and misfits do nothing", async ({
  page,
  browser,
}) => {
  const guest = uniqueName("Tap");
  await joinWalkIn(api, key, { name: guest, phone: null, partySize: 3 });
  const four = await freeTable((t) => t.maxSeats === 4 && t.minSeats <= 3);
  const two = await freeTable((t) => t.maxSeats === 2);
  await openDashboard(page, demo);
  await expect(tile(beside(page), four.name, "free")).toBeVisible();

  // A second console, on the Floor tab at 1024x768.
  const other = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const second = await other.newPage();
  await signIn(second, "/staff/login", demo);
  await second.getByRole("tab", { name: "Floor" }).click();
  await expect(tile(second, four.name, "free")).toBeVisible();

  // Chosen, then let go with Escape.
  await chooser(page, guest).click();
  await expect(chooser(page, guest)).toHaveAttribute("aria-pressed", "true");
  await expect(waitlistRow(page, guest)).toHaveAttribute("data-chosen", "true");
  await expect(beside(page).getByTestId("floor-seating-status")).toContainText(
    `Seating ${guest}, party of 3: tap a free table. Escape cancels.`,
  );
  await page.keyboard.press("Escape");
  await expect(chooser(page, guest)).toHaveAttribute("aria-pressed", "false");
  await expect(beside(page).getByTestId("floor-seating-status")).not.toContainText("Seating");

  // A table too small says why and seats no one.
  await chooser(page, guest).click();
  await tile(beside(page), two.name, "free").click();
  await expect(beside(page).getByTestId("floor-seating-status")).toContainText(
    `Table ${two.name} seats at most 2; ${guest} is a party of 3. Nothing was changed.`,
  );
  await expect(waitlistRow(page, guest)).toHaveCount(1);
  await page.screenshot({ path: "/work/shots/floorui/dashboard-floor-chosen-1366.png" });

  // The four-top: seated.
  await tile(beside(page), four.name, "free").click();
  await expect(waitlistRow(page, guest)).toHaveCount(0);
  await expect(tile(beside(page), four.name, `seated: ${guest}, party of 3, 0 minutes$`)).toBeVisible();
  await expect(tile(second, four.name, `seated: ${guest}, party of 3, 0 minutes$`)).toBeVisible();
  await other.close();
});

test("drag a party's row onto a table: an occupied one explains and does nothing, a free one that fits seats it", async ({
  page,
}) => {
  const guest = uniqueName("Drag");
  const sitting = uniqueName("Sitting");
  await joinWalkIn(api, key, { name: guest, phone: null, partySize: 2 });
  const taken = await joinWalkIn(api, key, { name: sitting, phone: null, partySize: 2 });
  const occupied = await freeTable((t) => t.maxSeats === 2);
  await trpcMutation(api, key, "floor.seatAtTable", { id: taken.id, tableIds: [occupied.id] });
  const target = await freeTable((t) => t.maxSeats === 2 && t.id !== occupied.id);
  await openDashboard(page, demo);

  await dragOnto(page, chooser(page, guest), tile(beside(page), occupied.name, "seated"));
  await expect(beside(page).getByTestId("floor-seating-status")).toContainText(
    `Table ${occupied.name} is not free: ${sitting} is there. Nothing was changed.`,
  );
  await expect(waitlistRow(page, guest)).toHaveCount(1);
  await expect(tile(beside(page), occupied.name, `seated: ${sitting}`)).toBeVisible();

  await dragOnto(page, chooser(page, guest), tile(beside(page), target.name, "free"));
  await expect(waitlistRow(page, guest)).toHaveCount(0);
  await expect(tile(beside(page), target.name, `seated: ${guest}, party of 2`)).toBeVisible();
});

test("by keyboard: the row's Seat at table picker still seats; then move, push together and free from the floor", async ({
  page,
}) => {
  const guest = uniqueName("Keys");
  await joinWalkIn(api, key, { name: guest, phone: null, partySize: 6 });
  await openDashboard(page, demo);
  await waitlistRow(page, guest)
    .getByRole("button", { name: new RegExp(`^Pick a table: .*${guest}`) })
    .click();
  const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${guest}, party of 6`) });
  const best = (await picker.getByRole("list").getByRole("button").first().textContent()) ?? "";
  const first = /^Table (\S+), 6 seats/.exec(best)?.[1] ?? "";
  expect(first, best).not.toBe("");
  await page.keyboard.press("Enter");
  await expect(waitlistRow(page, guest)).toHaveCount(0);
  const seated = tile(beside(page), first, `seated: ${guest}, party of 6`);
  await expect(seated).toBeVisible();

  // Move to another six-top from the table's dialog.
  const floor = await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view");
  const from = floor.tables.find((t) => t.name === first);
  const to = floor.tables.find((t) => t.state === "free" && t.maxSeats === 6 && t.id !== from?.id);
  if (!from || !to) throw new Error("the demo floor has two six-tops");
  await seated.click();
  let dialog = page.getByRole("dialog", { name: `Table ${first}` });
  await dialog.getByRole("textbox", { name: "Move the party to" }).click();
  await page.getByRole("option", { name: new RegExp(`^Table ${to.name} \\(`) }).click();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(beside(page), to.name, `seated: ${guest}`)).toBeVisible();
  await expect(tile(beside(page), first, "free")).toBeVisible();

  // Push the first six-top back together with it: any free table of the area, no setting needed during service.
  await tile(beside(page), to.name, "seated").click();
  dialog = page.getByRole("dialog", { name: `Table ${to.name}` });
  await dialog.getByRole("textbox", { name: "Push together with" }).click();
  await page.getByRole("option", { name: new RegExp(`^Table ${first} \\(`) }).click();
  await dialog.getByRole("button", { name: "Combine" }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(beside(page), first, `seated: ${guest}`)).toBeVisible();
  await expect(tile(beside(page), to.name, `seated: ${guest}`)).toBeVisible();

  // Free: both tables at once.
  await tile(beside(page), first, "seated").click();
  await page
    .getByRole("dialog", { name: `Table ${first}` })
    .getByRole("button", { name: "Free table" })
    .click();
  await expect(tile(beside(page), first, "free")).toBeVisible();
  await expect(tile(beside(page), to.name, "free")).toBeVisible();
});

/**
 * A finger pressed on one element and lifted on another: Chromium turns the touches into pointer events of type touch.
 * It moves as a finger does, a step every few milliseconds, and rests on the table before it lifts: ten moves sent at
 * once and lifted at speed read as a fling, and Chromium spends the next tap (an Undo) on stopping it, as a phone does.
 */
async function touchDragOnto(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
  const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
  await touch("touchStart", x0, y0);
  for (let i = 1; i <= 10; i++) {
    await touch("touchMove", x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(200);
  await touch("touchEnd", x1, y1);
  await cdp.detach();
}

test("on an iPad the Floor button puts the floor beside the cards: tap a party then a table, or drag it there by touch", async ({
  browser,
}) => {
  // Two sizes, each seating twice by touch, with axe on each.
  test.setTimeout(90_000);
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    const tapped = uniqueName("Tapped");
    const dragged = uniqueName("Dragged");
    await joinWalkIn(api, key, { name: tapped, phone: null, partySize: 3 });
    await joinWalkIn(api, key, { name: dragged, phone: null, partySize: 2 });
    await openDashboardAnySize(page, demo);
    await expect(beside(page)).toHaveCount(0);

    const toggle = page.getByRole("button", { name: "Floor", exact: true });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(beside(page)).toBeVisible();
    const handle = (guest: string) =>
      partyItem(page, guest).getByRole("button", { name: `Choose ${guest} for a table on the floor` });

    // Tap: the party, then a free table larger than it (a 3 at a four-top).
    const four = await freeTable((t) => t.maxSeats === 4 && t.minSeats <= 3);
    await handle(tapped).tap();
    await expect(partyItem(page, tapped)).toHaveAttribute("data-chosen", "true");
    await expect(beside(page).getByTestId("floor-seating-status")).toContainText(
      `Seating ${tapped}, party of 3: tap a free table.`,
    );
    await page.screenshot({ path: `/work/shots/floorui/dashboard-floor-toggle-${viewport.width}.png` });
    expect(await axeViolations(page)).toEqual([]);
    const fourTile = tile(beside(page), four.name, "free");
    await fourTile.scrollIntoViewIfNeeded();
    await fourTile.tap();
    await expect(partyItem(page, tapped)).toHaveCount(0);
    await expect(tile(beside(page), four.name, `seated: ${tapped}, party of 3`)).toBeVisible();

    // Drag by touch: the handle onto a free two-top.
    const two = await freeTable((t) => t.maxSeats === 2);
    const twoTile = tile(beside(page), two.name, "free");
    await twoTile.scrollIntoViewIfNeeded();
    await touchDragOnto(page, handle(dragged), twoTile);
    await expect(partyItem(page, dragged)).toHaveCount(0);
    await expect(tile(beside(page), two.name, `seated: ${dragged}, party of 2`)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The choice is kept for this iPad: after a reload the floor is still beside the list; the button hides it.
    await page.reload();
    await expect(beside(page)).toBeVisible();
    await page.getByRole("button", { name: "Floor", exact: true }).tap();
    await expect(beside(page)).toHaveCount(0);
    await context.close();
  }
});

test("three quick seats on an iPad (the list's picker, a tap on the floor, a drag by touch): one Undo, naming the last, puts back that party only", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  const [picked, tapped, dragged] = [uniqueName("Picked"), uniqueName("Tapped"), uniqueName("Dragged")];
  for (const name of [picked, tapped, dragged])
    await joinWalkIn(api, key, { name, phone: null, partySize: 2 });
  await openDashboardAnySize(page, demo);
  await page.getByRole("button", { name: "Floor", exact: true }).tap();
  await expect(beside(page)).toBeVisible();
  const handle = (guest: string) =>
    partyItem(page, guest).getByRole("button", { name: `Choose ${guest} for a table on the floor` });
  const undoButtons = page.getByRole("button", { name: /^Undo: / });

  // From the list: the row's picker, its first suggestion.
  await partyItem(page, picked)
    .getByRole("button", { name: new RegExp(`^Pick a table: .*${picked}`) })
    .tap();
  const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${picked}, party of 2`) });
  await picker
    .getByRole("list", { name: "Free tables that fit, best first" })
    .getByRole("button")
    .first()
    .tap();
  await expect(partyItem(page, picked)).toHaveCount(0);
  await expect(undoButtons).toHaveCount(1);

  // From the floor: a tap on the party, then on a free table.
  const forTap = await freeTable((t) => t.maxSeats >= 2 && t.minSeats <= 2);
  await handle(tapped).tap();
  const tapTile = tile(beside(page), forTap.name, "free");
  await tapTile.scrollIntoViewIfNeeded();
  await tapTile.tap();
  await expect(partyItem(page, tapped)).toHaveCount(0);

  // And at once a drag by touch onto another.
  const forDrag = await freeTable((t) => t.maxSeats >= 2 && t.minSeats <= 2 && t.id !== forTap.id);
  const dragTile = tile(beside(page), forDrag.name, "free");
  await dragTile.scrollIntoViewIfNeeded();
  await touchDragOnto(page, handle(dragged), dragTile);
  await expect(partyItem(page, dragged)).toHaveCount(0);

  // One Undo on screen, and it names the last seat; it covers neither the tabs nor the list's header.
  await expect(undoButtons).toHaveCount(1);
  const undo = undoButtons.first();
  await expect(undo).toHaveAccessibleName(
    new RegExp(`^Undo: Seated .*${dragged} at table ${forDrag.name}\\.$`),
  );
  const notice = await page.getByRole("alert").filter({ has: undo }).boundingBox();
  for (const covered of [
    page.getByRole("tablist").first(),
    page.getByRole("search", { name: "Find a party" }),
  ]) {
    const box = await covered.boundingBox();
    if (!notice || !box) throw new Error("not on screen");
    const apart =
      notice.y >= box.y + box.height ||
      box.y >= notice.y + notice.height ||
      notice.x >= box.x + box.width ||
      box.x >= notice.x + notice.width;
    expect(apart, "the notice leaves the tabs and the list's search in view").toBe(true);
  }
  await page.screenshot({ path: "/tmp/undo-three-seats-1024.png" });
  await undo.tap();

  // The dragged party is back in line and its table free; the two seated before stay seated.
  await expect(partyItem(page, dragged)).toHaveCount(1);
  await expect(tile(beside(page), forDrag.name, "free")).toBeVisible();
  await expect(tile(beside(page), forTap.name, `seated: ${tapped}, party of 2`)).toBeVisible();
  await expect(partyItem(page, picked)).toHaveCount(0);
  await expect(partyItem(page, tapped)).toHaveCount(0);
  await context.close();
});

test("the floor beside the list at 1366x768; the Floor tab the way in at 1024x768 and 768x1024; axe-clean", async ({
  page,
}) => {
  // Three sizes, each measured and read by axe: about 30 s alone, more on a shared CI machine.
  test.setTimeout(90_000);
  const guest = uniqueName("Shot");
  const party = await joinWalkIn(api, key, { name: guest, phone: null, partySize: 3 });
  const four = await freeTable((t) => t.maxSeats === 4 && t.minSeats <= 3);
  await trpcMutation(api, key, "floor.seatAtTable", { id: party.id, tableIds: [four.id] });
  await joinWalkIn(api, key, { name: uniqueName("Waiting"), phone: null, partySize: 2 });
  await openDashboard(page, demo);
  await expect(tile(beside(page), four.name, `seated: ${guest}, party of 3, 0 minutes$`)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/work/shots/floorui/dashboard-floor-1366.png" });
  expect(await axeViolations(page)).toEqual([]);

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expect(
      page
        .getByRole("table", { name: "Waitlist" })
        .or(page.getByRole("list", { name: "Waitlist" }))
        .first(),
    ).toBeVisible();
    await expect(beside(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Choose .* for a table on the floor$/ })).toHaveCount(0);
    await page.getByRole("tab", { name: "Floor" }).click();
    await expect(tile(page, four.name, `seated: ${guest}, party of 3, \\d+ minutes?$`)).toBeVisible();
    await page.screenshot({ path: `/work/shots/floorui/floor-tab-${viewport.width}.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Dashboard" }).click();
  }
});

test("the Floor tab draws the room as planned: tables where the editor put them, states and names, tap opens the table", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const guest = uniqueName("Roomy Hernández-Whitfield");
  const party = await joinWalkIn(api, key, { name: guest, phone: null, partySize: 4 });
  const four = await freeTable((t) => t.maxSeats === 4 && t.minSeats <= 4);
  await trpcMutation(api, key, "floor.seatAtTable", { id: party.id, tableIds: [four.id] });
  await signIn(page, "/staff/login", demo);
  await page.getByRole("tab", { name: "Floor" }).click();
  await page.getByText("Room", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Room" })).toBeChecked();
  const room = page.getByRole("group", { name: /^The room: / }).first();
  await expect(room).toBeVisible();

  // Every table of the demo floor is drawn, and two tables of one area sit as the plan has them.
  const floor = await trpcQuery<{ tables: (FloorTable & { x: number; y: number })[] }>(
    api,
    key,
    "floor.view",
  );
  await expect(page.getByTestId("floor-table")).toHaveCount(floor.tables.length);
  const area = floor.tables.filter((t) => t.areaId === four.areaId);
  const left = area.reduce((a, b) => (b.x < a.x ? b : a));
  const right = area.reduce((a, b) => (b.x > a.x ? b : a));
  const boxOf = async (t: FloorTable) => page.locator(`[data-table-id="${t.id}"]`).boundingBox();
  const [l, r] = [await boxOf(left), await boxOf(right)];
  expect(l && r && l.x < r.x, `${left.name} is left of ${right.name}`).toBe(true);

  // The seated table says its party whole in its name, and opens its dialog on a tap.
  const seated = page.getByRole("button", {
    name: `Table ${four.name}, 4 seats, seated: ${guest}, party of 4, 0 minutes`,
  });
  await expect(seated).toHaveAttribute("data-state", "seated");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/work/shots/floorui/floor-room-1024.png" });
  expect(await axeViolations(page)).toEqual([]);
  await seated.click();
  await expect(page.getByRole("dialog", { name: `Table ${four.name}` })).toBeVisible();
  await page.keyboard.press("Escape");

  // The choice is kept: back to the tiles, and a reload shows the tiles.
  await page.getByText("Tiles", { exact: true }).click();
  await expect(room).toHaveCount(0);
  await page.reload();
  await expect(tile(page, four.name, "seated")).toBeVisible();
  await expect(page.getByTestId("room-plan")).toHaveCount(0);
});
