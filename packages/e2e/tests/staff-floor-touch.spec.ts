import type { APIRequestContext, Page } from "@playwright/test";
import { openDashboardAnySize, partyItem } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { expect, test } from "../src/test";

/**
 * The host stand's iPads (docs/product.md#the-floor): by touch, at 1024x768 and 768x1024, the row's picker seats a
 * party of 8 at two free 4-tops pushed together (no combination set in Settings) and a party of 3 at a larger table.
 */
test.use({ hasTouch: true });

interface FloorTable {
  id: number;
  name: string;
  maxSeats: number;
  state: string;
  party: { name: string } | null;
}

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterEach(async () => {
  // Every table free again for the next test (and the other specs of this worker).
  const floor = await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view");
  for (const t of floor.tables.filter((x) => x.state !== "free"))
    await trpcMutation(api, key, "floor.setState", { tableId: t.id, state: "free" }).catch(() => undefined);
});
test.afterAll(async () => {
  await api.dispose();
});

async function tables(): Promise<FloorTable[]> {
  return (await trpcQuery<{ tables: FloorTable[] }>(api, key, "floor.view")).tables;
}

async function openPicker(page: Page, guest: string, partySize: number) {
  await partyItem(page, guest)
    .getByRole("button", { name: new RegExp(`^Pick a table: .*${guest}`) })
    .tap();
  const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${guest}, party of ${partySize}`) });
  return picker.getByRole("list", { name: "Free tables that fit, best first" }).getByRole("button");
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}x${viewport.height} by touch: a party of 8 at two 4-tops pushed together, a 3 at a larger table`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const fours = new Set((await tables()).filter((t) => t.maxSeats === 4).map((t) => t.name));
    const eight = uniqueName("Eight");
    const three = uniqueName("Three");
    await joinWalkIn(api, key, { name: eight, phone: null, partySize: 8 });
    await joinWalkIn(api, key, { name: three, phone: null, partySize: 3 });
    await openDashboardAnySize(page, demo);

    // Three taps: the row's table button, two 4-tops pushed together, done.
    const choices = await openPicker(page, eight, 8);
    await expect(choices.first()).toBeVisible();
    const labels = await choices.allTextContents();
    const pair = labels
      .map((l) => /^Tables (\S+) \+ (\S+), 8 seats, .*pushed together/.exec(l))
      .find((m) => m && fours.has(m[1] ?? "") && fours.has(m[2] ?? ""));
    expect(pair, labels.join("\n")).toBeTruthy();
    const [label, a, b] = pair as RegExpExecArray;
    await choices.filter({ hasText: label }).first().tap();
    await expect(partyItem(page, eight)).toHaveCount(0);
    const seated = (await tables()).filter((t) => t.party?.name === eight).map((t) => t.name);
    expect(seated.sort()).toEqual([a, b].sort());
    await page.screenshot({ path: `/tmp/floor-touch-eight-${viewport.width}.png` });

    // A party of 3 may take a 4-6 table: offered, marked larger.
    const forThree = await openPicker(page, three, 3);
    const larger = forThree.filter({ hasText: /^Table \S+, 6 seats, .*larger table/ }).first();
    await expect(larger).toBeVisible();
    const big = /^Table (\S+),/.exec((await larger.textContent()) ?? "")?.[1];
    await page.screenshot({ path: `/tmp/floor-touch-larger-${viewport.width}.png` });
    const box = await larger.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await larger.tap();
    await expect(partyItem(page, three)).toHaveCount(0);
    expect((await tables()).find((t) => t.name === big)?.party?.name).toBe(three);
  });
}
