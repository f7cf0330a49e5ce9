import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo, fakeTwilioURL } from "../src/env";
import { expectAccessible, uniquePhone } from "../src/guest";
import { signIn } from "../src/login";
import { choosePartySize, pickDate, tapTime } from "../src/public-page";
import { apiKey, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { addDays, DEMO_TZ, longDate, zonedToday } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/**
 * The notify list through the Twilio stand-in (docs/product.md#notify-me): a full time, two guests ask to be
 * notified (one on the public page, one through the API) and confirm their phones by replying 1 to the first text, a
 * booking is cancelled, the first gets the offer and the second does not; the first replies 9, the second gets it
 * and replies 1; the booking exists once and the slot is exactly at capacity; the host's Reservations tab shows each
 * step live.
 */
interface FakeText {
  to: string;
  body: string;
}
const fakeTexts = async () => (await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as FakeText[];
const textsTo = async (phone: string, words: string) =>
  (await fakeTexts()).filter((t) => t.to === `+1${phone}` && t.body.includes(words));
const OFFER = "A table for 2 at 8:30 PM is yours if you reply 1 within 10 minutes (9 to pass)";
const TIME = "20:30";
const DAYS_AHEAD = 3;

async function guestReply(phone: string, body: string) {
  const res = await fetch(`${fakeTwilioURL}/_fake/inbound`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: `+1${phone}`, body }),
  });
  return (await res.json()) as { status: number; body: string };
}

interface Row {
  uuid: string;
  reservationTime: string;
  guestPhone: string;
  status: string;
}

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
  // Offers go out whatever the hour this suite runs at (quiet hours are a store setting; on again afterwards).
  await trpcMutation(api, key, "notify.updateSettings", {
    holdMinutes: 10,
    cutoffMinutes: 60,
    quietHours: false,
  });
});
test.afterAll(async () => {
  await trpcMutation(api, key, "notify.updateSettings", {
    holdMinutes: 10,
    cutoffMinutes: 60,
    quietHours: true,
  });
  await api.dispose();
});

test.use({ viewport: { width: 1366, height: 900 } });

test("a freed table goes to the first guest on the list, 9 passes it to the second, whose 1 books it once; the host sees it live", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const date = addDays(zonedToday(DEMO_TZ), DAYS_AHEAD);
  // Fill 8:30 PM: book until the slot refuses (another suite may have booked there already).
  const mine: string[] = [];
  for (let i = 0; i < 12; i++) {
    try {
      const r = await trpcMutation<{ uuid: string }>(api, key, "reservations.create", {
        reservationDate: date,
        reservationTime: TIME,
        partySize: 2,
        guestName: uniqueName("Filler"),
        guestPhone: uniquePhone(),
        seatingPreference: "first_available",
        specialRequests: "",
      });
      mine.push(r.uuid);
    } catch {
      break;
    }
  }
  expect(mine.length).toBeGreaterThan(0);
  const activeAt = async () =>
    (await trpcQuery<Row[]>(api, key, "reservations.list", { date })).filter(
      (r) => r.reservationTime === TIME && ["PENDING", "CONFIRMED", "SEATED"].includes(r.status),
    );
  const capacity = (await activeAt()).length;

  // The host's Reservations tab on that day, open through every step.
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/reservations");
  for (let i = 0; i < DAYS_AHEAD; i++) await page.getByRole("button", { name: "Next day" }).click();
  await expect(page.getByRole("heading", { level: 2, name: longDate(date) })).toBeVisible();

  // Ada asks on the public page: the time shows Full, and tapping it opens "Notify me" for that time.
  const ada = { name: uniqueName("Ada"), phone: uniquePhone() };
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto("/demo/downtown");
  await pickDate(guest, date);
  await choosePartySize(guest, 2);
  await expect(guest.getByRole("radio", { name: "8:30pm, full" })).toBeDisabled();
  await tapTime(guest, TIME);
  const panel = guest.getByRole("region", { name: "Notify me if a table frees up" });
  await expect(panel.getByLabel("From")).toHaveValue(TIME);
  await expect(panel.getByLabel("To")).toHaveValue(TIME);
  await panel.getByLabel("Full Name").fill(ada.name);
  await panel.getByLabel("Phone Number").fill(ada.phone);
  await expectAccessible(guest);
  await panel.getByRole("button", { name: "Add me to the list" }).click();
  await expect(guest.getByTestId("notify-done")).toContainText("Reply 1 to that text to confirm your number");
  await guestContext.close();

  // Bo asks a moment later, through the API.
  const bo = { name: uniqueName("Bo"), phone: uniquePhone() };
  await trpcMutation(api, key, "public.notify.request", {
    companySlug: "demo",
    storeSlug: "downtown",
    requestDate: date,
    partySize: 2,
    windowStart: TIME,
    windowEnd: TIME,
    guestName: bo.name,
    guestPhone: bo.phone,
  });
  const list = page.getByRole("region", { name: "Notify list" });
  const rowOf = (name: string) => list.getByRole("row").filter({ hasText: name });
  await expect(rowOf(ada.name)).toContainText("Waiting for the guest's reply 1");
  await expect(rowOf(bo.name)).toContainText("Waiting for the guest's reply 1");
  // Each phone confirms its request by answering the first text (sent first: a reply counts only against a sent text).
  for (const guestPhone of [ada.phone, bo.phone]) {
    await expect.poll(async () => (await textsTo(guestPhone, "you're on the list")).length).toBe(1);
    const confirmed = await guestReply(guestPhone, "1");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain("your number is confirmed");
  }
  await expect(rowOf(ada.name)).not.toContainText("reply 1");

  // A booking is cancelled: the table is held for Ada alone and she is texted; Bo is not.
  const [cancel] = mine;
  await trpcMutation(api, key, "reservations.setStatus", { uuid: cancel, status: "CANCELLED" });
  await expect(rowOf(ada.name)).toContainText(`offered to ${ada.name}, 10 min left`, { timeout: 10_000 });
  await expect.poll(async () => (await textsTo(ada.phone, OFFER)).length, { timeout: 10_000 }).toBe(1);
  expect(await textsTo(bo.phone, OFFER)).toHaveLength(0);
  expect((await activeAt()).length).toBe(capacity - 1);

  // Ada passes: Bo gets the table's offer.
  const passed = await guestReply(ada.phone, "9");
  expect(passed.status).toBe(200);
  expect(passed.body).toContain("we passed that table on");
  await expect(rowOf(bo.name)).toContainText(`offered to ${bo.name}, 10 min left`, { timeout: 10_000 });
  await expect(rowOf(ada.name)).toContainText("Waiting");
  await expect.poll(async () => (await textsTo(bo.phone, OFFER)).length, { timeout: 10_000 }).toBe(1);

  // Bo takes it: one booking, the slot exactly at capacity, and his confirmation text.
  const took = await guestReply(bo.phone, "1");
  expect(took.status).toBe(200);
  await expect(rowOf(bo.name)).toContainText("Booked", { timeout: 10_000 });
  const after = await activeAt();
  expect(after.length).toBe(capacity);
  expect(after.filter((r) => r.guestPhone === bo.phone)).toHaveLength(1);
  await expect
    .poll(async () => (await textsTo(bo.phone, "is confirmed")).length, { timeout: 10_000 })
    .toBe(1);
  // A second 1 books nothing more.
  await guestReply(bo.phone, "1");
  expect((await activeAt()).filter((r) => r.guestPhone === bo.phone)).toHaveLength(1);
  // The notify list panel itself is axe-clean (the rest of the tab is the Reservations suites' to check).
  await page.mouse.move(0, 0);
  const panelAxe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="notify-list-title"]')
    .analyze();
  expect(
    panelAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  // Reports count it: offers taken, covers recovered and refills over the range that ends today.
  await page.goto("/staff/app/reports");
  const figures = page.getByRole("region", { name: "Notify list" });
  await expect(figures.getByTestId("figure-Offers taken")).toHaveText(/^[1-9]/);
  await expect(figures.getByTestId("figure-Covers recovered")).toHaveText(/^[1-9]/);
  await expect(figures.getByTestId("figure-Cancellations refilled")).toHaveText(/^[1-9]/);
});
