/**
 * The Reservations tab's date field and search, the actions each booking offers by status and time, the text a
 * changed time sends (through the Twilio stand-in), the Dashboard's early-alert question, and the tab at three sizes.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { setDashboardLead, storeWithTimeLeft } from "../src/dashboard-kit";
import { baseURL, demo, fakeTwilioURL } from "../src/env";
import { uniquePhone } from "../src/guest";
import { signIn } from "../src/login";
import { apiKey, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import {
  addDays,
  axeViolations,
  DEMO_TZ,
  longDate,
  reservationRow,
  zonedInstant,
  zonedToday,
} from "../src/staff-reservations-kit";
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

async function book(date: string, time: string, name: string, phone: string, storeKey = key) {
  return trpcMutation<{ uuid: string }>(api, storeKey, "reservations.create", {
    reservationDate: date,
    reservationTime: time,
    partySize: 2,
    guestName: name,
    guestPhone: phone,
    seatingPreference: "indoor",
    specialRequests: "",
  });
}

async function openReservations(page: Page) {
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/reservations");
  await expect(page.getByRole("button", { name: "Add Reservation" })).toBeVisible();
}

test("the date field jumps to any day; a search by part of the phone finds a booking, listed with its date", async ({
  page,
}) => {
  const today = zonedToday(DEMO_TZ);
  const day = addDays(today, 12);
  const name = uniqueName("Findme");
  const phone = uniquePhone();
  await book(day, "13:00", name, phone);
  await openReservations(page);

  const heading = page.getByRole("heading", { level: 2 });
  await page.getByLabel("Go to date").fill(day);
  await expect(heading).toHaveText(longDate(day));
  await expect(reservationRow(page, name)).toBeVisible();
  await page.getByRole("button", { name: "Go Back To Today" }).click();
  await expect(heading).toHaveText(longDate(today));

  // Six digits from the middle of the number, typed the way a host reads them off a note.
  const search = page.getByRole("searchbox", { name: "Search reservations by name or phone" });
  await search.fill(`${phone.slice(3, 6)}-${phone.slice(6, 9)}`);
  const results = page.getByRole("table", { name: "Search results" });
  const hit = results.getByRole("row").filter({ hasText: name });
  await expect(hit).toBeVisible();
  const shortDate = longDate(day).replace(/^(\w{3})\w*, (\w{3})\w* /, "$1, $2 "); // "Mon, Dec 7, 2026"
  const openDay = hit.getByRole("button", { name: `${shortDate}: open this day` });
  await expect(openDay).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toContainText("match");
  expect(await axeViolations(page)).toEqual([]);

  // Its date opens that day's book; the search is cleared.
  await openDay.click();
  await expect(heading).toHaveText(longDate(day));
  await expect(search).toHaveValue("");
  await expect(reservationRow(page, name)).toBeVisible();

  // A name fragment in another case finds it too; nothing matching says so.
  await search.fill(name.split(" ")[1]?.toUpperCase() ?? "");
  await expect(results.getByRole("row").filter({ hasText: name })).toBeVisible();
  await search.fill("zzqx no such guest");
  await expect(page.getByText("No reservations match this search")).toBeVisible();
  await search.press("Escape");
  await expect(search).toHaveValue("");
});

test("each booking offers only what its status and date allow", async ({ page }) => {
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const name = uniqueName("Actions");
  await book(tomorrow, "12:30", name, uniquePhone());
  await openReservations(page);

  // Yesterday's book (the demo year): seated, no-show and cancelled bookings of a past date offer only Note.
  await page.getByRole("button", { name: "Previous day" }).click();
  const table = page.getByRole("table", { name: "Reservations" });
  await expect(table.getByText("Seated", { exact: true }).first()).toBeVisible();
  for (const action of ["Cancel", "Edit", "Restore", "Seat", "Seat at table", "No Show"]) {
    await expect(table.getByRole("button", { name: action, exact: true })).toHaveCount(0);
  }
  expect(await table.getByRole("button", { name: "Note", exact: true }).count()).toBeGreaterThan(0);

  // Tomorrow's booking: Edit and Cancel, not yet Seat or No Show.
  await page.getByLabel("Go to date").fill(tomorrow);
  const row = reservationRow(page, name);
  // The booking's actions (the row's guest-book badge is a button too, but not an action).
  const buttons = () =>
    row.getByRole("group", { name: "Booking actions" }).getByRole("button").allInnerTexts();
  await expect(row).toBeVisible();
  expect(await buttons()).toEqual(["Edit", "Cancel", "Note"]);
  // Cancelled: only Restore (never Seat).
  await row.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(row.locator(".mantine-Badge-root")).toHaveText("Cancelled");
  await expect.poll(buttons).toEqual(["Restore", "Note"]);
  // The server holds the same rule: seating tomorrow's booking is refused with the reason.
  const [listed] = (
    await trpcQuery<{ uuid: string; guestName: string }[]>(api, key, "reservations.list", {
      date: tomorrow,
    })
  ).filter((r) => r.guestName === name);
  const refused = await api.post("/trpc/reservations.setStatus", {
    headers: { Authorization: `Bearer ${key}` },
    data: { uuid: listed?.uuid, status: "SEATED" },
  });
  expect(refused.status()).toBe(409);
  expect(JSON.stringify(await refused.json())).toContain("Only pending or confirmed");
});

interface FakeText {
  to: string;
  body: string;
}
const fakeTexts = async () => (await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as FakeText[];

test("editing a booking's time texts the guest the new time, through the Twilio stand-in", async ({
  page,
}) => {
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const name = uniqueName("Moved");
  const phone = uniquePhone();
  await book(tomorrow, "14:00", name, phone);
  const toGuest = async (words: string) =>
    (await fakeTexts()).filter((t) => t.to === `+1${phone}` && t.body.includes(words));
  await expect.poll(() => toGuest("is confirmed"), { timeout: 10_000 }).toHaveLength(1);

  await openReservations(page);
  await page.getByLabel("Go to date").fill(tomorrow);
  await reservationRow(page, name).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Reservation" });
  await edit
    .getByRole("group", { name: "Available times" })
    .getByRole("button", { name: /^3:30pm/ })
    .click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(reservationRow(page, name)).toContainText("3:30pm");

  await expect.poll(() => toGuest("your reservation has changed"), { timeout: 10_000 }).toHaveLength(1);
  const [text] = await toGuest("your reservation has changed");
  expect(text?.body).toContain(`It is now for 2 people on ${longDate(tomorrow)} at 3:30pm.`);
  expect(text?.body).toMatch(new RegExp(`Your booking: ${baseURL}/r/[A-Za-z0-9_-]{20,}`));

  // A new name alone is not news to the guest: no second text.
  await reservationRow(page, name).getByRole("button", { name: "Edit" }).click();
  await edit.getByLabel("Full Name").fill(`${name} Jr`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(reservationRow(page, `${name} Jr`)).toBeVisible();
  // Then a time change that does text: texts go out in the order they were queued, so once its text has arrived,
  // a text for the new name would have too. Exactly two "changed" texts, the second with the latest time.
  await reservationRow(page, `${name} Jr`).getByRole("button", { name: "Edit" }).click();
  await edit
    .getByRole("group", { name: "Available times" })
    .getByRole("button", { name: /^4:00pm/ })
    .click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(reservationRow(page, `${name} Jr`)).toContainText("4:00pm");
  await expect.poll(() => toGuest("your reservation has changed"), { timeout: 10_000 }).toHaveLength(2);
  const changes = await toGuest("your reservation has changed");
  expect(changes.map((t) => t.body.match(/ at (\d+:\d+[ap]m)\./)?.[1])).toEqual(["3:30pm", "4:00pm"]);
});

test("alerting a booking more than 30 minutes early asks first; Not yet sends nothing", async ({ page }) => {
  // Whichever demo store still has a bookable time today: the end-to-end server opens both all day and they are
  // three hours apart, so one always has, and the test runs at any hour.
  const store = await storeWithTimeLeft(api);
  if (!store) throw new Error("no reservation time left today in either demo store");
  const today = zonedToday(store.tz);
  const slot = await trpcQuery<{ time: string; available: boolean }[]>(
    api,
    store.key,
    "reservations.timeSlots",
    {
      date: today,
      partySize: 2,
    },
  );
  const time = slot.find((s) => s.available)?.time ?? "";
  const name = uniqueName("Early");
  const { uuid } = await book(today, time, name, uniquePhone(), store.key);
  // The Dashboard shows it from now on; the browser's clock reads two hours before it, so the alert is early.
  await setDashboardLead(api, store.key, 24 * 60);
  try {
    await page.clock.setFixedTime(new Date(zonedInstant(store.tz, today, time).getTime() - 120 * 60_000));
    await openDashboard(page, store.who);
    const row = waitlistRow(page, name);
    await row.getByRole("button", { name: /^Alert:/ }).click();
    const ask = page.getByRole("dialog", { name: "Alert this booking early?" });
    await expect(ask).toContainText("120 minutes from now");
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: "Not yet" }).click();
    await expect(ask).toBeHidden();
    const notified = async () =>
      (
        await trpcQuery<{ uuid: string; notified: number }[]>(api, store.key, "reservations.list", {
          date: today,
        })
      ).find((r) => r.uuid === uuid)?.notified;
    expect(await notified()).toBe(0);
    await row.getByRole("button", { name: /^Alert:/ }).click();
    await ask.getByRole("button", { name: "Alert now" }).click();
    await expect.poll(notified).toBe(1);
    await expect(row.getByRole("button", { name: /^Alert Again:/ })).toBeVisible();
  } finally {
    await setDashboardLead(api, store.key, 60);
  }
});

for (const size of [
  { width: 768, height: 1024 },
  { width: 375, height: 667 },
  { width: 1366, height: 768 },
]) {
  test(`the tab at ${size.width}×${size.height}: nothing off-screen, 44 px targets, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
    const name = uniqueName("Sized Guest With A Long Name");
    await book(tomorrow, "17:00", name, uniquePhone());
    await openReservations(page);
    await page.getByLabel("Go to date").fill(tomorrow);
    const booking = page.getByText(name).first();
    await expect(booking).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    const controls = page.locator("main button:visible, main input:visible");
    for (const box of await controls.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return {
          label: e.getAttribute("aria-label") ?? e.textContent ?? "",
          w: r.width,
          h: r.height,
          right: r.right,
        };
      }),
    )) {
      expect(box.h, box.label).toBeGreaterThanOrEqual(44);
      expect(box.w, box.label).toBeGreaterThanOrEqual(44);
      expect(box.right, box.label).toBeLessThanOrEqual(size.width);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`reservations-${size.width}x${size.height}.png`) });
    await page.getByRole("searchbox", { name: "Search reservations by name or phone" }).fill("Sized Guest");
    await expect(page.getByText(name).first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`reservations-search-${size.width}x${size.height}.png`),
    });
  });
}
