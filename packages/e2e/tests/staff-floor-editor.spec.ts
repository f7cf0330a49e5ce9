import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, trpcMutation, trpcQuery } from "../src/staff-api";
import { axeViolations } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/** Settings → Floor Plan: the drag-and-drop canvas and the list form that does the same (docs/product.md#the-floor). */
test.use({ viewport: { width: 1366, height: 768 } });

interface PlanTableRow {
  id: number;
  name: string;
  x: number;
  y: number;
  rotation: number;
  version: number;
  areaId: number;
  combinableWith: number[];
  minSeats: number;
  maxSeats: number;
  shape: string;
  takes: string;
}
interface FloorRead {
  areas: { id: number; name: string }[];
  tables: PlanTableRow[];
}

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  // Leave the floor as the other specs expect it: no table of this spec stays.
  const floor = await trpcQuery<FloorRead>(api, key, "floor.view");
  const outdoor = floor.areas.find((a) => a.name === "Outdoor")?.id;
  for (const t of floor.tables.filter((x) => x.areaId === outdoor))
    await trpcMutation(api, key, "floor.removeTable", { id: t.id, version: t.version });
  await api.dispose();
});

async function readTable(name: string): Promise<PlanTableRow> {
  const floor = await trpcQuery<FloorRead>(api, key, "floor.view");
  const t = floor.tables.find((x) => x.name === name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
}

async function openPlan(page: Page) {
  await signIn(page, "/staff/login", demo);
  await page.getByRole("tab", { name: "Settings" }).click();
  const plan = page.getByRole("region", { name: "Floor Plan" });
  await plan.getByRole("button", { name: /^Edit the tables/ }).click();
  await expect(plan.getByTestId("plan-canvas")).toBeVisible();
  return plan;
}

function planTable(plan: Locator, name: string) {
  return plan.getByTestId("plan-table").and(plan.locator(`[data-name="${name}"]`));
}

/** Drags with the mouse from a table's centre by (dx, dy) screen pixels, in steps like a hand does. */
async function mouseDrag(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the table is not on screen");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** The same with a finger: Chromium turns these touches into pointer events of type touch. */
async function touchDrag(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the table is not on screen");
  await touchDragAt(page, box.x + box.width / 2, box.y + box.height / 2, dx, dy);
}

/** A finger pressed at (x, y) on the screen and moved by (dx, dy). */
async function touchDragAt(page: Page, x: number, y: number, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  // A touch screen, as on the tablets: Chromium then turns these touches into pointer events of type touch.
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", px: number, py: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: px, y: py }],
    });
  await touch("touchStart", x, y);
  for (let i = 1; i <= 8; i++) await touch("touchMove", x + (dx * i) / 8, y + (dy * i) / 8);
  await touch("touchEnd", x + dx, y + dy);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: false });
  await cdp.detach();
}

test("the canvas adds, drags (mouse and touch), turns, combines and removes tables; overlaps and stale saves are refused", async ({
  page,
}) => {
  // Many saves in one story: more than the default 30 s on a shared CI machine.
  test.setTimeout(90_000);
  const plan = await openPlan(page);
  await plan.getByRole("button", { name: /^Outdoor/ }).click();
  await expect(plan.getByRole("group", { name: "Floor plan: Outdoor" })).toBeVisible();

  // Add two tables on the canvas: each takes the first free spot of the area.
  await plan.getByRole("button", { name: "Add a table to Outdoor" }).click();
  const panel = plan.getByTestId("plan-panel");
  const first = (await panel.getByRole("heading").textContent())?.replace("Table ", "") ?? "";
  expect(first).toMatch(/^\d+$/);
  await plan.getByRole("button", { name: "Add a table to Outdoor" }).click();
  await expect(panel.getByRole("heading")).not.toHaveText(`Table ${first}`);
  const second = (await panel.getByRole("heading").textContent())?.replace("Table ", "") ?? "";
  const a0 = await readTable(first);
  const b0 = await readTable(second);
  expect(Math.abs(a0.x - b0.x) + Math.abs(a0.y - b0.y)).toBeGreaterThan(0);

  // Drag the first with the mouse: 1 plan unit is 1 px, positions snap to 10.
  await mouseDrag(page, planTable(plan, first), 300, 200);
  await expect.poll(async () => (await readTable(first)).x).toBe(a0.x + 300);
  expect((await readTable(first)).y).toBe(a0.y + 200);
  await expect(planTable(plan, first)).toHaveAttribute(
    "aria-label",
    new RegExp(`at ${a0.x + 300}, ${a0.y + 200}`),
  );

  // ...and with a finger.
  // (A touch point is whole pixels and the plan snaps to 10: the place is within one step of the aim.)
  await touchDrag(page, planTable(plan, first), 100, 50);
  await expect.poll(async () => Math.abs((await readTable(first)).x - (a0.x + 400))).toBeLessThanOrEqual(10);
  expect(Math.abs((await readTable(first)).y - (a0.y + 250))).toBeLessThanOrEqual(10);
  const afterTouch = await readTable(first);

  // A drop on another table is refused with the server's words, and the table goes back.
  const b = await readTable(second);
  await planTable(plan, first).scrollIntoViewIfNeeded();
  const aBox = await planTable(plan, first).boundingBox();
  const bBox = await planTable(plan, second).boundingBox();
  if (!aBox || !bBox) throw new Error("tables not on screen");
  await mouseDrag(page, planTable(plan, first), bBox.x - aBox.x + 10, bBox.y - aBox.y);
  await expect(plan.getByTestId("plan-status")).toContainText(
    `Table ${first} would overlap table ${second} on the floor plan. Move it to a free spot.`,
  );
  expect(await readTable(first)).toMatchObject({ x: afterTouch.x, y: afterTouch.y });
  expect(await readTable(second)).toMatchObject({ x: b.x, y: b.y, version: b.version });

  // Select the first, turn it, change its seats and push it together with the second.
  await planTable(plan, first).click();
  await expect(panel.getByRole("heading")).toHaveText(`Table ${first}`);
  await panel.getByRole("button", { name: "Rotate right" }).click();
  await expect.poll(async () => (await readTable(first)).rotation).toBe(45);
  await panel.getByLabel("Max seats").fill("6");
  await panel.getByRole("checkbox", { name: `Table ${second}` }).check();
  await panel.getByRole("button", { name: "Save this table" }).click();
  await expect.poll(async () => (await readTable(first)).maxSeats).toBe(6);
  expect((await readTable(first)).combinableWith).toEqual([b.id]);
  // The list form shows the same (the keyboard's way to all of it).
  await expect(plan.getByLabel(`Table ${first}: pushed together with`)).toHaveValue(second);
  await expect(plan.getByLabel(`Table ${first}: turned`)).toHaveValue("45");
  await plan.getByRole("button", { name: /^Outdoor/ }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  await page.screenshot({ path: "/work/shots/floorui/editor-1366.png" });
  expect(await axeViolations(page)).toEqual([]);

  // Another manager changes the table while this console has not heard of it yet (its reloads held back here,
  // as when both save within the same moment): this console's save is a clear 409 and nothing is lost.
  const heldBack = /\/trpc\/[^?]*floor\.view/;
  await page.route(heldBack, (route) => route.abort());
  const a = await readTable(first);
  await trpcMutation(api, key, "floor.updateTable", {
    id: a.id,
    version: a.version,
    table: { ...a, id: undefined, version: undefined, minSeats: 3 },
  });
  await panel.getByLabel("Max seats").fill("8");
  await panel.getByRole("button", { name: "Save this table" }).click();
  await expect(plan.getByTestId("plan-status")).toContainText(
    `Table ${first} was changed by someone else since you opened it. Reload to see the change, then try again.`,
  );
  expect(await readTable(first)).toMatchObject({ maxSeats: 6, minSeats: 3 });
  await expect(panel.getByLabel("Max seats")).toHaveValue("8");
  // Reloading works again: what was typed is still in the form, and Save applies it over the other manager's change.
  await page.unroute(heldBack);
  // Any floor change: this console reloads the floor on its event.
  const b2 = await readTable(second);
  await trpcMutation(api, key, "floor.updateTable", {
    id: b2.id,
    version: b2.version,
    table: { ...b2, id: undefined, version: undefined },
  });
  await expect(plan.getByLabel(`Table ${first}: min seats`)).toHaveValue("3");
  await panel.getByRole("button", { name: "Save this table" }).click();
  await expect.poll(async () => (await readTable(first)).maxSeats).toBe(8);
  expect((await readTable(first)).minSeats).toBe(3);

  // Remove both on the canvas.
  await panel.getByRole("button", { name: "Remove this table" }).click();
  await expect(planTable(plan, first)).toHaveCount(0);
  await planTable(plan, second).click();
  await panel.getByRole("button", { name: "Remove this table" }).click();
  await expect(planTable(plan, second)).toHaveCount(0);
});

test("the list form places, turns and combines a table as the canvas does, from the keyboard", async ({
  page,
}) => {
  const plan = await openPlan(page);
  const outdoor = (await trpcQuery<FloorRead>(api, key, "floor.view")).areas.find(
    (x) => x.name === "Outdoor",
  );
  const add = plan.getByRole("form", { name: "Add a table" });
  const name = `K${Date.now() % 10000}`;
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByLabel("Area", { exact: true }).selectOption({ label: "Outdoor" });
  await add.getByLabel("X", { exact: true }).fill("400");
  await add.getByLabel("Y", { exact: true }).fill("300");
  await add.getByLabel("Turned", { exact: true }).fill("90");
  await add.getByLabel("Name", { exact: true }).press("Enter");
  await expect(plan.getByLabel(`Table ${name}: name`)).toHaveValue(name);
  expect(await readTable(name)).toMatchObject({ x: 400, y: 300, rotation: 90, areaId: outdoor?.id });

  // A second one beside it, pushed together with the first, typed in its row.
  const other = `${name}b`;
  await add.getByLabel("Name", { exact: true }).fill(other);
  await add.getByLabel("X", { exact: true }).fill("520");
  await add.getByLabel("Turned", { exact: true }).fill("0");
  await add.getByLabel("Name", { exact: true }).press("Enter");
  await expect(plan.getByLabel(`Table ${other}: name`)).toHaveValue(other);
  await plan.getByLabel(`Table ${other}: pushed together with`).fill(name);
  await plan.getByRole("button", { name: `Save table ${other}` }).click();
  await expect
    .poll(async () => (await readTable(other)).combinableWith)
    .toEqual([(await readTable(name)).id]);
  // The row starts again from the saved table (nothing left to save) once the list has reloaded.
  await expect(plan.getByRole("button", { name: `Save table ${other}` })).toBeDisabled();
  await expect(plan.getByLabel(`Table ${other}: pushed together with`)).toHaveValue(name);

  // Typed onto the first table's place: the server refuses, nothing moves.
  await plan.getByLabel(`Table ${other}: x`).fill("420");
  await plan.getByRole("button", { name: `Save table ${other}` }).click();
  await expect(page.getByText(`Table ${other} would overlap table ${name} on the floor plan.`)).toBeVisible();
  expect((await readTable(other)).x).toBe(520);

  // The canvas shows both where the list put them.
  await plan.getByRole("button", { name: /^Outdoor/ }).click();
  await expect(planTable(plan, name)).toHaveAttribute("aria-label", /at 400, 300, turned 90°/);
  await expect(planTable(plan, other)).toHaveAttribute("aria-label", /at 520, 300$/);
  await plan.getByRole("button", { name: `Remove table ${other}`, exact: true }).click();
  await plan.getByRole("button", { name: `Remove table ${name}`, exact: true }).click();
  await expect(plan.getByLabel(`Table ${name}: name`)).toHaveCount(0);
});

test("on an upright iPad a finger on the empty plan brings the far tables into view, and the list's fields say what they are", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const plan = await openPlan(page);
  const floor = await trpcQuery<FloorRead>(api, key, "floor.view");
  const indoor = floor.areas.find((a) => a.name === "Indoor")?.id;
  const far = floor.tables.filter((t) => t.areaId === indoor).reduce((a, b) => (b.x > a.x ? b : a));
  const box = plan.getByTestId("plan-box");
  await box.scrollIntoViewIfNeeded();
  const farTable = planTable(plan, far.name);
  const inView = async () => {
    const [b, t] = [await box.boundingBox(), await farTable.boundingBox()];
    return !!b && !!t && t.x >= b.x && t.x + t.width <= b.x + b.width;
  };
  // The demo's Indoor plan is wider than the box at this width: its last table starts past the right edge.
  expect(await inView()).toBe(false);

  // A point of the box where the plan is empty (the drawing itself, no table under it).
  const b = await box.boundingBox();
  if (!b) throw new Error("no plan box");
  const start = await page.evaluate(
    ({ x0, y0, w, h }) => {
      for (let y = y0 + h - 30; y > y0 + 20; y -= 20)
        for (let x = x0 + w - 30; x > x0 + 20; x -= 20) {
          if (document.elementFromPoint(x, y)?.getAttribute("data-testid") === "plan-canvas") return { x, y };
        }
      return null;
    },
    { x0: b.x, y0: b.y, w: b.width, h: b.height },
  );
  if (!start) throw new Error("no empty spot on the plan");
  await touchDragAt(page, start.x, start.y, -600, 0);
  await expect.poll(inView).toBe(true);
  // Panning moved no table.
  expect((await readTable(far.name)).x).toBe(far.x);

  // Without the header row (too narrow for it), every field of a row shows what it is.
  const row = plan.getByTestId("floor-plan-row").first();
  await row.scrollIntoViewIfNeeded();
  for (const field of ["Name", "Min seats", "Max seats", "Area", "X", "Y", "Turned", "Pushed together with"])
    await expect(row.getByText(field, { exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/floor-plan-768.png" });
  expect(await axeViolations(page)).toEqual([]);
});
