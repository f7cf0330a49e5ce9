import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL, demo, rival } from "../src/env";
import { apiKey, bookToday, firstSlotToday, trpcQuery, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";

test.use({ viewport: { width: 1366, height: 768 } });

let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
});

/**
 * A store with a reservation time left today: demo (New York) or, late in the evening there, rival (Los Angeles,
 * three hours behind), so these tests run at almost any hour instead of skipping.
 */
async function storeWithTimeLeft() {
  for (const who of [demo, rival]) {
    const key = await apiKey(api, who);
    if (await firstSlotToday(api, key)) return { who, key };
  }
  return null;
}
test.afterAll(async () => {
  await api.dispose();
});

test("a reservation booked for today shows first ('Res', amber), alerts twice, and Seat removes it", async ({
  page,
}) => {
  const store = await storeWithTimeLeft();
  test.skip(store === null, "no reservation time left today in either demo store");
  if (!store) return;
  const { key } = store;
  await openDashboard(page, store.who);
  const name = uniqueName("Booked");
  const booked = await bookToday(api, key, name);
  expect(booked).not.toBeNull();

  const row = waitlistRow(page, name);
  await expect(row).toBeVisible({ timeout: 2000 });
  await expect(row).toHaveAttribute("data-late", "false");
  await expect(row.getByRole("cell").first()).toHaveText("Res");
  await expect(row).toContainText("(555) 223 - 0000");
  await expect(row).toContainText("UPCOMING");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Indoor");
  // Reservation rows come before walk-ins.
  const firstWalkIn = page.getByTestId("walk-in-row").first();
  if ((await firstWalkIn.count()) > 0) {
    const [resBox, walkBox] = await Promise.all([row.boundingBox(), firstWalkIn.boundingBox()]);
    expect(resBox?.y ?? 0).toBeLessThan(walkBox?.y ?? 0);
  }

  await row.getByRole("button", { name: /^Alert:/ }).click();
  await expect(row.getByRole("button", { name: /^Alert Again:/ })).toBeEnabled();
  await expect(row.getByRole("cell").nth(3)).toHaveText("0");
  await row.getByRole("button", { name: /^Alert Again:/ }).click();
  await expect(row.getByRole("button", { name: /^Alerted 2x:/ })).toBeDisabled();

  await row.getByRole("button", { name: /^Seat / }).click();
  await expect(waitlistRow(page, name)).toHaveCount(0);
});

test("the delete icon marks a reservation NO_SHOW; failures show the server's message, then the documented text", async ({
  page,
}) => {
  const store = await storeWithTimeLeft();
  test.skip(store === null, "no reservation time left today in either demo store");
  if (!store) return;
  const { key } = store;
  await openDashboard(page, store.who);
  const name = uniqueName("Noshow");
  const booked = await bookToday(api, key, name);
  expect(booked).not.toBeNull();
  const row = waitlistRow(page, name);
  await expect(row).toBeVisible({ timeout: 2000 });

  // A refused call: the server's own message first, then the text of docs/product.md#errors.
  const refuse = (message: string) => ({
    status: 409,
    contentType: "application/json",
    body: JSON.stringify([{ error: { message, code: -32009, data: { code: "CONFLICT", httpStatus: 409 } } }]),
  });
  await page.route("**/trpc/reservations.courtesyNotify**", (r) => r.fulfill(refuse("Phone is off today.")));
  await row.getByRole("button", { name: /^Alert:/ }).click();
  await expect(page.getByText("Phone is off today.")).toBeVisible();
  await expect(page.getByText("Failed to alert reservation. Please try again.")).toBeVisible();

  await page.route("**/trpc/reservations.setStatus**", (r) => r.fulfill(refuse("Table is taken.")));
  await row.getByRole("button", { name: /^Delete / }).click();
  await expect(page.getByText("Table is taken.")).toBeVisible();
  await expect(page.getByText("Failed to update reservation status. Please try again.")).toBeVisible();
  await page.unroute("**/trpc/reservations.setStatus**");

  await row.getByRole("button", { name: /^Delete / }).click();
  await expect(waitlistRow(page, name)).toHaveCount(0);
  const { date } = await trpcQuery<{ date: string }>(api, key, "waitlist.list");
  const all = await trpcQuery<{ uuid: string; status: string }[]>(api, key, "reservations.list", { date });
  expect(all.find((r) => r.uuid === booked?.uuid)?.status).toBe("NO_SHOW");
});
