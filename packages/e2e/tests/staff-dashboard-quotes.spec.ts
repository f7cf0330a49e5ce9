import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
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

test("a party no table takes reads 'Host confirms wait' on its row, never past a quote (docs/product.md#quotes)", async ({
  page,
}) => {
  const name = uniqueName("Reunion");
  // 50: more than any table or combination of the demo floor seats
  const joined = await joinWalkIn(api, key, { name, phone: null, partySize: 50 });
  try {
    await openDashboard(page, demo);
    const row = waitlistRow(page, name);
    await page.getByText("Roomy", { exact: true }).click();
    await expect(row.getByTestId("host-confirms-wait")).toHaveText("Host confirms wait");
    await expect(row).not.toContainText("quoted");
    await expect(row).toHaveAttribute("data-over-quote", "false");
  } finally {
    await trpcMutation(api, key, "waitlist.remove", { id: joined.id });
  }
});
