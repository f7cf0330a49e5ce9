import { demo, rival } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import {
  addDays,
  DEMO_TZ,
  filledColor,
  longDate,
  RIVAL_TZ,
  reservationRow,
  zonedInstant,
  zonedToday,
} from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

test("date navigation, Go Back To Today, and yesterday's history", async ({ page }) => {
  const today = zonedToday(DEMO_TZ);
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/reservations");
  const heading = page.getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(longDate(today));
  await expect(page.getByRole("button", { name: "Go Back To Today" })).toHaveCount(0);

  await page.getByRole("button", { name: "Next day" }).click();
  await expect(heading).toHaveText(longDate(addDays(today, 1)));
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(heading).toHaveText(longDate(addDays(today, 2)));
  await page.getByRole("button", { name: "Go Back To Today" }).click();
  await expect(heading).toHaveText(longDate(today));
  await expect(page.getByRole("button", { name: "Go Back To Today" })).toHaveCount(0);

  // Yesterday is the demo store's booking history (packages/db/src/seed-bookings.ts): past bookings, mostly seated.
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(heading).toHaveText(longDate(addDays(today, -1)));
  await expect(page.getByText("Seated", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("No reservations for this date")).toHaveCount(0);
});

test("a day nobody booked shows the empty state", async ({ page }) => {
  // Rival Diner has no history and nobody can book yesterday: its list is empty.
  const today = zonedToday(RIVAL_TZ);
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/reservations");
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(longDate(addDays(today, -1)));
  await expect(page.getByText("No reservations for this date")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("staff-reservations-empty.png") });
});

test("a reservation whose time has passed reads LATE and offers no Edit", async ({ page, request }) => {
  const key = await apiKey(request, rival);
  const today = zonedToday(RIVAL_TZ);
  // The first slot still open today, or tomorrow's first one late at night.
  let date = today;
  let windows = await trpcQuery<{ time: string; available: boolean }[]>(
    request,
    key,
    "reservations.timeSlots",
    {
      date,
      partySize: 2,
    },
  );
  if (!windows.some((w) => w.available)) {
    date = addDays(today, 1);
    windows = await trpcQuery(request, key, "reservations.timeSlots", { date, partySize: 2 });
  }
  const slot = windows.find((w) => w.available);
  expect(slot).toBeDefined();
  const time = slot?.time ?? "";
  const name = uniqueName("Late Guest");
  await trpcMutation(request, key, "reservations.create", {
    reservationDate: date,
    reservationTime: time,
    partySize: 2,
    guestName: name,
    guestPhone: "5556002222",
  });

  // The browser's clock moves five minutes past the booking: the tab re-evaluates lateness on its own clock.
  const fiveAfter = new Date(zonedInstant(RIVAL_TZ, date, time).getTime() + 5 * 60_000);
  await page.clock.setFixedTime(fiveAfter);
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/reservations");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(longDate(date));
  const row = reservationRow(page, name);
  const badge = row.locator(".mantine-Badge-root");
  await expect(badge).toHaveText("LATE");
  await expect(badge).toHaveCSS("background-color", await filledColor(page, "red"));
  await expect(row.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Cancel" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("staff-reservations-late.png") });
});

test("a booking made elsewhere shows up through the live event, well before the 10 s poll", async ({
  page,
  request,
}) => {
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const key = await apiKey(request, demo);
  const live = page.waitForResponse((r) => r.url().includes("events.onStoreChange"));
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/reservations");
  await live;
  // Tomorrow's list loaded first, then a booking from "another host": it can only appear through the live event.
  const loaded = page.waitForResponse(
    (r) => r.url().includes("reservations.list") && r.url().includes(tomorrow) && r.ok(),
  );
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(longDate(tomorrow));
  await loaded;
  const name = uniqueName("Live Guest");
  const bookedAt = Date.now();
  await trpcMutation(request, key, "reservations.create", {
    reservationDate: tomorrow,
    reservationTime: "13:00",
    partySize: 2,
    guestName: name,
    guestPhone: "5556005555",
  });
  await expect(reservationRow(page, name)).toBeVisible({ timeout: 5000 });
  console.log(`live reservation row after ${Date.now() - bookedAt} ms`);
});
