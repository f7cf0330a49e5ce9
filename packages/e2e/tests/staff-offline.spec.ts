import type { APIRequestContext, Request } from "@playwright/test";
import { clickPartyAction } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
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

interface EntryView {
  id: number;
  name: string;
  status: string;
  notified: number;
}

async function history(): Promise<EntryView[]> {
  return (await trpcQuery<{ entries: EntryView[] }>(api, key, "waitlist.history")).entries;
}

async function waiting(): Promise<EntryView[]> {
  return (await trpcQuery<{ entries: EntryView[] }>(api, key, "waitlist.list")).entries;
}

/** The page's writes of one procedure, with the key each carried. */
function writesOf(requests: Request[], path: string) {
  return requests
    .filter((r) => r.method() === "POST" && new URL(r.url()).pathname === `/trpc/${path}`)
    .map((r) => r.headers()["idempotency-key"]);
}

test("offline, the host seats one party and no-shows another: the list stays, the banner counts 2, and back online each lands once", async ({
  page,
  context,
}) => {
  const seatName = uniqueName("Offline Seat");
  const goneName = uniqueName("Offline Gone");
  const seated = await joinWalkIn(api, key, { name: seatName, phone: "5552310001", partySize: 2 });
  const gone = await joinWalkIn(api, key, { name: goneName, phone: null, partySize: 3 });
  // The page's timers on Playwright's clock: the 10 s refetch is reached by moving the clock, not by waiting.
  await page.clock.install();
  await openDashboard(page, demo);
  await expect(waitlistRow(page, seatName)).toBeVisible();
  const requests: Request[] = [];
  page.on("request", (r) => requests.push(r));

  await context.setOffline(true);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText(/Offline since \d{1,2}:\d{2}(am|pm)/);
  // A refetch falls due (every 10 s) while offline: the last list stays, no spinner, no error.
  await page.clock.fastForward(11_000);
  await expect(waitlistTable(page)).toBeVisible();
  await expect(waitlistRow(page, goneName)).toBeVisible();
  await expect(page.getByText("Could not load the waitlist")).toHaveCount(0);

  await waitlistRow(page, seatName)
    .getByRole("button", { name: /^Seat / })
    .click();
  await clickPartyAction(page, waitlistRow(page, goneName), /^Delete /);
  await expect(waitlistRow(page, seatName).getByTestId("row-pending")).toHaveText("Seat pending");
  await expect(waitlistRow(page, goneName).getByTestId("row-pending")).toHaveText("No show pending");
  await expect(page.getByTestId("pending-count")).toHaveText("2 changes waiting to be sent when back online");
  await page.screenshot({ path: "/tmp/staff-offline-pending.png" });
  // Nothing reached the server yet.
  const before = await waiting();
  expect(before.find((e) => e.id === seated.id)?.status).toBe("waiting");
  expect(before.find((e) => e.id === gone.id)?.status).toBe("waiting");

  await context.setOffline(false);
  await expect(waitlistRow(page, seatName)).toHaveCount(0, { timeout: 10_000 });
  await expect(waitlistRow(page, goneName)).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("refused-change")).toHaveCount(0);

  const finished = await history();
  expect(finished.filter((e) => e.id === seated.id).map((e) => e.status)).toEqual(["seated"]);
  expect(finished.filter((e) => e.id === gone.id).map((e) => e.status)).toEqual(["no_show"]);
  // One write each, each with its own key...
  const seatKeys = writesOf(requests, "waitlist.seat");
  const removeKeys = writesOf(requests, "waitlist.remove");
  expect(seatKeys).toHaveLength(1);
  expect(removeKeys).toHaveLength(1);
  expect(seatKeys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(seatKeys[0]).not.toBe(removeKeys[0]);
  // ...and that key sent again (a replay whose answer was lost) is answered once, not seated twice (a 409).
  const again = await api.post("/trpc/waitlist.seat", {
    headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": seatKeys[0] ?? "" },
    data: { id: seated.id },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect((await history()).filter((e) => e.id === seated.id)).toHaveLength(1);
});

test("a conflict on reconnect: another host seated the party this host alerted and seated offline; the console says so", async ({
  page,
  context,
}) => {
  const name = uniqueName("Ada Lovelace");
  const entry = await joinWalkIn(api, key, { name, phone: "5552310002", partySize: 2 });
  await openDashboard(page, demo);
  await expect(waitlistRow(page, name)).toBeVisible();

  await context.setOffline(true);
  await waitlistRow(page, name)
    .getByRole("button", { name: /^Alert:/ })
    .click();
  await expect(waitlistRow(page, name).getByTestId("row-pending")).toHaveText(
    "Alert pending: will text when back online",
  );
  await expect(page.getByTestId("pending-count")).toHaveText("1 change waiting to be sent when back online");
  // Another session seats the party meanwhile.
  await trpcMutation(api, key, "waitlist.seat", { id: entry.id });

  await context.setOffline(false);
  const refused = page.getByTestId("refused-change").filter({ hasText: name });
  await expect(refused).toContainText(`Not saved: ${name} was already seated by another host.`, {
    timeout: 10_000,
  });
  await page.screenshot({ path: "/tmp/staff-offline-conflict.png" });
  // Never a silent overwrite: the party stays seated, and was not texted.
  const after = (await history()).filter((e) => e.id === entry.id);
  expect(after.map((e) => [e.status, e.notified])).toEqual([["seated", 0]]);
  await refused.getByRole("button", { name: "Dismiss" }).click();
  await expect(refused).toHaveCount(0);
});

test.describe("an upright tablet (cards)", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("a note saved offline shows on the card at once, marked pending, and lands once back online", async ({
    page,
    context,
  }) => {
    const name = uniqueName("Offline Note");
    const entry = await joinWalkIn(api, key, { name, phone: "5552310003", partySize: 4 });
    // Cards, not the table openDashboard waits for.
    await signIn(page, "/staff/login", demo);
    const card = page.getByTestId("walk-in-card").filter({ hasText: name });
    await expect(card).toBeVisible();

    await context.setOffline(true);
    await card.getByRole("button", { name: /^Note:/ }).click();
    const dialog = page.getByRole("dialog", { name: `Note - ${name}` });
    await dialog.getByLabel("Customer Note").fill("Booth, high chair");
    await dialog.getByRole("button", { name: "Save Note" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Booth, high chair");
    await expect(card.getByTestId("row-pending")).toHaveText("Note pending");
    await expect(page.getByTestId("pending-count")).toHaveText(
      "1 change waiting to be sent when back online",
    );
    await page.screenshot({ path: "/tmp/staff-offline-768.png" });

    await context.setOffline(false);
    await expect(card.getByTestId("row-pending")).toHaveCount(0, { timeout: 10_000 });
    await expect(card).toContainText("Booth, high chair");
    const now = (await waiting()).find((e) => e.id === entry.id) as
      | (EntryView & { note: string })
      | undefined;
    expect(now?.note).toBe("Booth, high chair");
  });
});

test("a reload during an outage: the console opens on the last known line and floor, a seat made then reaches the server once back online", async ({
  page,
  context,
}) => {
  const name = uniqueName("Reload Seat");
  const party = await joinWalkIn(api, key, { name, phone: null, partySize: 2 });
  await openDashboard(page, demo);
  await expect(waitlistRow(page, name)).toBeVisible();
  // The Floor tab once online, so its last answer is kept too.
  await page.getByRole("tab", { name: "Floor" }).click();
  const tiles = page.getByTestId("floor-table");
  await expect(tiles.first()).toBeVisible();
  const tableCount = await tiles.count();
  await page.getByRole("tab", { name: "Dashboard" }).click();
  await expect(waitlistRow(page, name)).toBeVisible();
  // The service worker serves the console's shell on an offline reload: it must control the page first.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(waitlistRow(page, name)).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByText("Could not load the waitlist")).toHaveCount(0);
  await page.getByRole("tab", { name: "Floor" }).click();
  await expect(tiles).toHaveCount(tableCount);
  await page.getByRole("tab", { name: "Dashboard" }).click();

  await waitlistRow(page, name)
    .getByRole("button", { name: /^Seat / })
    .click();
  await expect(waitlistRow(page, name).getByTestId("row-pending")).toHaveText("Seat pending");
  expect((await waiting()).find((e) => e.id === party.id)?.status).toBe("waiting");

  await context.setOffline(false);
  await expect(waitlistRow(page, name)).toHaveCount(0, { timeout: 10_000 });
  expect((await history()).filter((e) => e.id === party.id).map((e) => e.status)).toEqual(["seated"]);

  // Signed out, the kept answers go with the session.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("seatline.staff."))),
  ).toEqual([]);
});
