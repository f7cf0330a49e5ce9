import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import {
  expectAccessible,
  notifyCustomer,
  phoneViewport,
  remoteJoin,
  shot,
  uniquePhone,
  waitingId,
} from "../src/guest";
import { apiKey, trpcMutation, uniqueName } from "../src/staff-api";
import { archiveRow, openDashboard, waitlistRow } from "../src/staff-pages";
import { expect, test } from "../src/test";

test.use({ viewport: phoneViewport });

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

test("the status page follows the line live: a party ahead is seated, then the host alerts", async ({
  page,
}) => {
  const ahead = uniqueName("Ahead Ann");
  const me = uniqueName("Live Lou");
  await remoteJoin(api, { name: ahead, phone: uniquePhone() });
  const token = await remoteJoin(api, { name: me, phone: uniquePhone(), partySize: 2 });
  await page.goto(`/w/${token}`);
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  await expect(page.getByText("Demo Bistro Downtown")).toBeVisible();
  const position = page.getByText(/^You are (next|number \d+) in line/);
  const before = await position.textContent();
  await expect(page.getByText("Current wait")).toBeVisible();
  // Number 2 or later: the place counts every party ahead, the wait only those needing the same size of table.
  await expect(position).toHaveText(/^You are number \d+ in line/);
  await expect(page.getByTestId("wait-note")).toHaveText(
    "Tables go by party size: your wait counts only the parties ahead of you who need the same size of table.",
  );
  await expect(page.getByText("This page updates by itself.", { exact: false })).toBeVisible();

  // The party ahead is seated: the position moves up without a reload.
  await trpcMutation(api, key, "waitlist.seat", { id: await waitingId(api, key, ahead) });
  await expect(position).not.toHaveText(before ?? "", { timeout: 3000 });

  // The host alerts (legacy REST, as the old host tablets do): table ready, come to the host stand.
  await notifyCustomer(api, key, await waitingId(api, key, me));
  await expect(page.getByRole("heading", { name: "Your table is ready!" })).toBeVisible({ timeout: 3000 });
  await expect(page.getByText("Please come to the host stand.")).toBeVisible();
  await expect(page.getByText("Current wait")).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "status-ready");

  // Seated: the page says so and offers no leaving.
  await trpcMutation(api, key, "waitlist.seat", { id: await waitingId(api, key, me) });
  await expect(page.getByRole("heading", { name: "You've been seated" })).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole("button", { name: "Leave the line" })).toHaveCount(0);
});

test("leave the line (confirmed): the host's dashboard drops the row at once and Archive shows CANCELLED", async ({
  page,
  browser,
}) => {
  const me = uniqueName("Leaving Leo");
  const token = await remoteJoin(api, { name: me, phone: uniquePhone(), partySize: 4 });
  const host = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const hostPage = await host.newPage();
    await openDashboard(hostPage, demo);
    await expect(waitlistRow(hostPage, me)).toBeVisible();

    await page.goto(`/w/${token}`);
    await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "status-waiting");

    // Stay in line keeps the place.
    await page.getByRole("button", { name: "Leave the line" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave the line?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await shot(page, "status-leave-dialog");
    await dialog.getByRole("button", { name: "Stay in line" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(waitlistRow(hostPage, me)).toBeVisible();

    await page.getByRole("button", { name: "Leave the line" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Leave the line" }).click();
    await expect(page.getByRole("heading", { name: "You left the line" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Leave the line" })).toHaveCount(0);
    await shot(page, "status-left");

    await expect(waitlistRow(hostPage, me)).toHaveCount(0, { timeout: 2000 });
    await hostPage.getByRole("tab", { name: "Archive" }).click();
    await expect(archiveRow(hostPage, me).getByText("CANCELLED")).toBeVisible();

    // Reloading the link later still shows the party has left.
    await page.reload();
    await expect(page.getByRole("heading", { name: "You left the line" })).toBeVisible();
  } finally {
    await host.close();
  }
});

test("a link that names no entry says so", async ({ page }) => {
  await page.goto(`/w/${"a".repeat(32)}`);
  await expect(page.getByRole("heading", { name: "Link not found" })).toBeVisible();
  await expect(page.getByText("This waitlist link is not valid.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/w/not-a-token");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
