import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo, rival } from "../src/env";
import { apiKey, joinWalkIn, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow, waitlistTable } from "../src/staff-pages";
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

test("two hosts of one store see each other's actions within 2 s; the other company sees none of it", async ({
  browser,
}) => {
  test.setTimeout(90_000); // three signed-in browsers
  const name = uniqueName("Shared");
  await joinWalkIn(api, key, { name, phone: "5556667777" });

  const [a, b, c] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  try {
    const [hostA, hostB, other] = await Promise.all([a.newPage(), b.newPage(), c.newPage()]);
    await Promise.all([openDashboard(hostA, demo), openDashboard(hostB, demo), openDashboard(other, rival)]);
    await expect(waitlistRow(hostB, name)).toBeVisible();

    await waitlistRow(hostA, name)
      .getByRole("button", { name: /^Alert:/ })
      .click();
    await expect(waitlistRow(hostB, name).getByRole("button", { name: /^Alert Again:/ })).toBeVisible({
      timeout: 2000,
    });

    await waitlistRow(hostB, name)
      .getByRole("button", { name: /^Seat / })
      .click();
    await expect(waitlistRow(hostA, name)).toHaveCount(0, { timeout: 2000 });

    // A new walk-in reaches both hosts of the store, never the other company's console.
    const late = uniqueName("Latecomer");
    await joinWalkIn(api, key, { name: late, phone: null });
    await expect(waitlistRow(hostA, late)).toBeVisible({ timeout: 2000 });
    await expect(waitlistRow(hostB, late)).toBeVisible({ timeout: 2000 });
    await expect(waitlistTable(other)).toBeVisible();
    await expect(waitlistTable(other)).not.toContainText(late);
    await expect(waitlistTable(other)).not.toContainText(name);
    await other.getByRole("tab", { name: "Archive" }).click();
    await expect(other.getByRole("table", { name: "Archive" })).not.toContainText(name);
  } finally {
    await Promise.all([a.close(), b.close(), c.close()]);
  }
});
