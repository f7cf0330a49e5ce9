/**
 * The kiosk without network (docs/product.md#kiosk "Offline", docs/architecture.md "Offline kiosk"): guests still join
 * with tickets leased ahead, the queue survives a reload, and the host has every guest once the Wi-Fi is back.
 */
import type { Page } from "@playwright/test";
import { rival } from "../src/env";
import {
  guestName,
  type HostEntry,
  openHostScreen,
  signInKiosk,
  TABLET,
  trpcQuery,
  typeOnKeypad,
  walkToPhone,
} from "../src/kiosk";
import { signIn } from "../src/login";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

interface Guest {
  name: string;
  size: number;
  phone: string | null;
}

const OFFLINE = "Offline — names are kept and sent when the connection is back";

/** What the kiosk holds in IndexedDB: leased tickets and queued joins (apps/kiosk/src/offline/idb.ts). */
function kioskStore(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ pool: string[]; queued: { ticket: string; key: string }[] }>((resolve, reject) => {
        const open = indexedDB.open("seatline-kiosk");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("meta")) {
            db.close();
            resolve({ pool: [], queued: [] });
            return;
          }
          const tx = db.transaction(["meta", "joins"], "readonly");
          const pool = tx.objectStore("meta").get("pool");
          const joins = tx.objectStore("joins").getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({
              pool: (pool.result as { tickets: string[] } | undefined)?.tickets ?? [],
              queued: joins.result as { ticket: string; key: string }[],
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

const hostList = async (page: Page) =>
  (await trpcQuery<{ entries: HostEntry[] }>(page, "waitlist.list")).entries;

/** One guest through the kiosk; answers the ticket shown, then Finish back to the welcome screen. */
async function joinAtKiosk(page: Page, name: string, partySize: number, phone: string | null) {
  await walkToPhone(page, name, partySize);
  if (phone) {
    await typeOnKeypad(page, phone);
    await page.getByRole("button", { name: "GET A TICKET" }).click();
  } else {
    await page.getByRole("button", { name: "Skip", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(page.getByText("We will notify you when your table is ready!", { exact: true })).toBeVisible();
  const ticket = (await page.getByTestId("ticket-number").textContent())?.trim() ?? "";
  expect(ticket).toMatch(/^[A-Z][0-9]$/);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/app$/);
  return ticket;
}

test("three guests join offline (a reload between them); back online the host list has each once, in order, with the tickets shown", async ({
  page,
  context,
}) => {
  await signInKiosk(page);
  // The service worker serves the kiosk's shell on an offline reload: it must control the page first.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The kiosk has leased its tickets.
  await expect.poll(async () => (await kioskStore(page)).pool.length).toBe(5);

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
  // No quote or position the kiosk cannot know.
  await expect(page.getByRole("complementary", { name: "Current Wait" })).toHaveCount(0);

  const guests: [Guest, Guest, Guest] = [
    { name: guestName("Offline One"), size: 2, phone: "5552230001" },
    { name: guestName("Offline Two"), size: 1, phone: null },
    { name: guestName("Offline Three"), size: 4, phone: "5552230003" },
  ];
  const shown: string[] = [];
  shown.push(await joinAtKiosk(page, guests[0].name, guests[0].size, guests[0].phone));
  shown.push(await joinAtKiosk(page, guests[1].name, guests[1].size, guests[1].phone));

  // A reload while offline: the service worker opens the kiosk, the queue is still there.
  await page.reload();
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible();
  expect((await kioskStore(page)).queued.map((q) => q.ticket).sort()).toEqual([...shown].sort());

  shown.push(await joinAtKiosk(page, guests[2].name, guests[2].size, guests[2].phone));
  expect(new Set(shown).size).toBe(3);
  const queued = (await kioskStore(page)).queued;
  expect(queued).toHaveLength(3);
  expect(new Set(queued.map((q) => q.key)).size).toBe(3);
  // Nothing reached the server yet (the test's own requests are not the page's network).
  const before = await hostList(page);
  for (const g of guests) expect(before.find((e) => e.name === g.name)).toBeUndefined();

  const reconnected = Date.now();
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const list = await hostList(page);
        return guests.every((g) => list.some((e) => e.name === g.name));
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true);
  const elapsed = Date.now() - reconnected;
  console.log(`offline joins on the host list ${elapsed} ms after reconnecting`);
  expect(elapsed).toBeLessThan(2000);

  const list = await hostList(page);
  const rows = guests.map((g) => list.filter((e) => e.name === g.name));
  for (const r of rows) expect(r).toHaveLength(1);
  const [one, two, three] = rows.map((r) => r[0]);
  if (!one || !two || !three) throw new Error("a guest is missing from the host list");
  expect([one.ticket, two.ticket, three.ticket]).toEqual(shown);
  expect(one).toMatchObject({ partySize: 2, phone: "5552230001", status: "waiting" });
  expect(two).toMatchObject({ partySize: 1, phone: null, status: "waiting" });
  expect(three).toMatchObject({ partySize: 4, phone: "5552230003", status: "waiting" });
  // In the order they joined.
  const at = (e: HostEntry) => list.findIndex((x) => x.id === e.id);
  expect(at(one)).toBeLessThan(at(two));
  expect(at(two)).toBeLessThan(at(three));
  // The queue is empty and the pool is topped up again; the welcome screen has its numbers back.
  await expect.poll(async () => (await kioskStore(page)).queued.length).toBe(0);
  await expect.poll(async () => (await kioskStore(page)).pool.length).toBe(5);
  await expect(page.getByRole("complementary", { name: "Current Wait" })).toBeVisible();
  await expect(page.getByText(OFFLINE, { exact: true })).toHaveCount(0);
});

test("a join whose connection drops mid-call is taken offline with a leased ticket and sent later", async ({
  page,
}) => {
  await signInKiosk(page);
  await expect.poll(async () => (await kioskStore(page)).pool.length).toBe(5);
  const { pool } = await kioskStore(page);
  const name = guestName("Dropped");
  await walkToPhone(page, name, 2);
  // Every try of this join, the dropped one and the replay, carries the same Idempotency-Key.
  const keys: string[] = [];
  page.on("request", (r) => {
    if (/\/trpc\/waitlist\.join/.test(r.url())) keys.push(r.headers()["idempotency-key"] ?? "(none)");
  });
  let dropped = 0;
  await page.route(/\/trpc\/[^?]*waitlist\.join/, (route) => {
    dropped++;
    return route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  const ticket = (await page.getByTestId("ticket-number").textContent())?.trim();
  expect(ticket).toBe(pool[0]);
  await page.unroute(/\/trpc\/[^?]*waitlist\.join/);
  // The timer sends it (within REPLAY_INTERVAL_MS of 5 s), with the leased ticket.
  await expect
    .poll(async () => (await hostList(page)).find((e) => e.name === name)?.ticket, { timeout: 10_000 })
    .toBe(ticket);
  expect(dropped).toBeGreaterThan(0);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  // The apps' one key maker (packages/ui newIdempotencyKey): 128 random bits as 32 hex digits.
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
});

test("a guest kept at one store's kiosk is never sent to another company's: signing out warns, the join waits for its store", async ({
  page,
}) => {
  await signInKiosk(page);
  await expect.poll(async () => (await kioskStore(page)).pool.length).toBe(5);
  // The join cannot reach the server while the rest of the kiosk can: the host screen still opens to sign out.
  await page.route("**/trpc/waitlist.join", (route) => route.abort("internetdisconnected"));
  const guest = { name: guestName("Kept For Demo"), size: 2, phone: "5552230077" };
  const ticket = await joinAtKiosk(page, guest.name, guest.size, guest.phone);
  expect((await kioskStore(page)).queued.map((q) => q.ticket)).toEqual([ticket]);

  await openHostScreen(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  const warning = page.getByRole("alertdialog", { name: "Guests not sent yet" });
  await expect(warning).toContainText(
    "1 guest who joined while the kiosk was offline is not on the waitlist yet",
  );
  await warning.getByRole("button", { name: "Sign out anyway" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute("**/trpc/waitlist.join");

  // Another company signs the tablet in: its session passes, sends nothing of demo's, and keeps the join.
  const joinsSent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/trpc/waitlist.join")) joinsSent.push(r.url());
  });
  const leased = page.waitForRequest(/\/trpc\/waitlist\.leaseTickets/);
  await signIn(page, "/login", rival);
  await leased;
  const rivalLogin = await page.request.post("/trpc/auth.login", { data: rival });
  const rivalToken = ((await rivalLogin.json()) as { result: { data: { token: string } } }).result.data.token;
  const rivalList = await page.request.get("/trpc/waitlist.list", {
    headers: { Authorization: `Bearer ${rivalToken}` },
  });
  expect(await rivalList.text()).not.toContain(guest.name);
  expect(joinsSent).toEqual([]);
  expect((await kioskStore(page)).queued.map((q) => q.ticket)).toEqual([ticket]);

  // Its own store signs in again: the guest is sent, once, and leaves the tablet.
  await openHostScreen(page, rival.password);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInKiosk(page);
  await expect.poll(async () => (await hostList(page)).filter((e) => e.name === guest.name).length).toBe(1);
  await expect.poll(async () => (await kioskStore(page)).queued.length).toBe(0);
});
