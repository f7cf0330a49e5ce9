import type { Page } from "@playwright/test";
import { demo } from "../src/env";
import {
  addDays,
  choosePartySize,
  dayButton,
  fillGuest,
  pickDate,
  selectableDates,
  showDate,
  uniqueName,
} from "../src/public-page";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

/**
 * The public page's booking rules (docs/product.md#validation): blackout dates disabled, a link's access dates the only ones
 * selectable, a full slot shown as Full and not bookable, and the texts of docs/product.md#errors when a booking fails. Setup goes through the staff API.
 */

test.use({ viewport: { width: 360, height: 640 } });

const slugs = { companySlug: "demo", storeSlug: "downtown" };
const CREATE_FAILED = "Failed to create reservation. Please try again.";
const NON_200 = "Something went wrong. Please try again.";
const NOT_SENT =
  "Your reservation was not sent: we could not reach the restaurant. Check your connection and submit it again; it will not be booked twice.";
const SLOT_FULL = "This time slot is no longer available. Please choose another time.";

async function storeToday(page: Page): Promise<string> {
  return (await trpc<{ today: string }>(page.request, "public.bookableDates", slugs)).today;
}

/** A staff booking (setup); answers its uuid. */
async function staffBooking(page: Page, token: string, date: string, time: string, partySize: number) {
  const created = await trpc<{ uuid: string }>(
    page.request,
    "reservations.create",
    {
      reservationDate: date,
      reservationTime: time,
      partySize,
      guestName: uniqueName("Setup Guest"),
      guestPhone: "5556001111",
      seatingPreference: "first_available",
      specialRequests: "",
    },
    { token, mutation: true },
  );
  return created.uuid;
}

async function cancel(page: Page, token: string, uuids: string[]) {
  for (const uuid of uuids) {
    await trpc(
      page.request,
      "reservations.setStatus",
      { uuid, status: "CANCELLED" },
      { token, mutation: true },
    );
  }
}

const timeButton = (page: Page, time: string) => page.locator(`button[data-time="${time}"]`);

test("a blackout date is disabled and cannot be picked; past days too", async ({ page }) => {
  const token = await staffToken(page.request, demo);
  const today = await storeToday(page);
  const blackout = addDays(today, 16);
  await trpc(page.request, "reservations.blackoutDates.add", { date: blackout }, { token, mutation: true });
  try {
    await page.goto("/demo/downtown");
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) await expect(dayButton(page, yesterday)).toBeDisabled();
    await expect(dayButton(page, today)).toBeEnabled();
    await showDate(page, blackout);
    await expect(dayButton(page, blackout)).toBeDisabled();
    await expect(dayButton(page, addDays(blackout, 1))).toBeEnabled();
    await dayButton(page, blackout).click({ force: true });
    await expect(dayButton(page, blackout)).toHaveAttribute("aria-pressed", "false");
    await page.screenshot({ path: "/tmp/pubshots/e2e-blackout-360.png" });
  } finally {
    await trpc(
      page.request,
      "reservations.blackoutDates.remove",
      { date: blackout },
      { token, mutation: true },
    );
  }
});

test("a link code page: only its access dates are selectable, and a booking through it carries the code", async ({
  page,
}) => {
  const token = await staffToken(page.request, demo);
  const today = await storeToday(page);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const first = addDays(today, 3);
  const second = addDays(today, 5);
  const link = await trpc<{ uuid: string }>(
    page.request,
    "reservations.accessLinks.create",
    { linkCode: code },
    { token, mutation: true },
  );
  await trpc(
    page.request,
    "reservations.accessLinks.update",
    { uuid: link.uuid, accessDays: [second, first] },
    { token, mutation: true },
  );
  try {
    await page.goto(`/demo/downtown/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: `Demo Bistro (${code})` })).toBeVisible();
    // The first access date is chosen to start with; every other date of its month is disabled.
    await expect(dayButton(page, first)).toHaveAttribute("aria-pressed", "true");
    const month = first.slice(0, 7);
    expect(await selectableDates(page)).toEqual([first, second].filter((d) => d.startsWith(month)));
    // Today is no access date: disabled where its month is the one shown, not shown at all once the first access date
    // falls in the next month (the last days of a month).
    if (today.startsWith(month)) await expect(dayButton(page, today)).toBeDisabled();
    else await expect(dayButton(page, today)).toHaveCount(0);
    await page.screenshot({ path: "/tmp/pubshots/e2e-link-code-360.png", fullPage: true });

    await pickDate(page, second);
    expect(await selectableDates(page)).toEqual(
      [first, second].filter((d) => d.startsWith(second.slice(0, 7))),
    );
    await choosePartySize(page, 3);
    await timeButton(page, "18:00").click();
    const name = uniqueName("Link Guest");
    await fillGuest(page, { name, phone: "5552223333" });
    await page.getByRole("button", { name: "Submit Reservation" }).click();
    await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeVisible();
    await expect(page.locator(".confirmation-details")).not.toContainText("Email");

    const list = await trpc<{ guestName: string; linkCode: string | null }[]>(
      page.request,
      "reservations.list",
      { date: second },
      { token },
    );
    expect(list.find((r) => r.guestName === name)?.linkCode).toBe(code);
  } finally {
    await trpc(
      page.request,
      "reservations.accessLinks.delete",
      { uuid: link.uuid },
      { token, mutation: true },
    );
  }
});

test("a full slot is shown Full and cannot be booked; a smaller party still fits", async ({ page }) => {
  const token = await staffToken(page.request, demo);
  const date = addDays(await storeToday(page), 12);
  // 20 people per slot: a party of 12 at 7:00pm leaves room for 8.
  const uuid = await staffBooking(page, token, date, "19:00", 12);
  try {
    await page.goto("/demo/downtown");
    await pickDate(page, date);
    await choosePartySize(page, 12);
    await expect(timeButton(page, "18:30")).toBeVisible();
    // Too few seats left for 12: in its place, disabled, marked Full; choosing it picks no time.
    const full = timeButton(page, "19:00");
    await expect(full).toBeVisible();
    await expect(full).toHaveText(/Full/);
    await expect(full).toHaveAccessibleName("7:00pm, full");
    await expect(full).toBeDisabled();
    await expect(full).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Submit Reservation" })).toBeDisabled();
    await choosePartySize(page, 8);
    await expect(timeButton(page, "19:00")).toBeEnabled();
    await expect(timeButton(page, "19:00")).toHaveAccessibleName("7:00pm");
  } finally {
    await cancel(page, token, [uuid]);
  }
});

test("the slot fills up before the guest submits: the server's reason, then the documented failure text", async ({
  page,
}) => {
  const token = await staffToken(page.request, demo);
  const date = addDays(await storeToday(page), 13);
  await page.goto("/demo/downtown");
  await pickDate(page, date);
  await choosePartySize(page, 2);
  await timeButton(page, "19:00").click();
  await fillGuest(page, { name: uniqueName("Late Guest"), phone: "5553334444" });
  // Meanwhile the restaurant books the slot full (20 people).
  const uuids = [
    await staffBooking(page, token, date, "19:00", 12),
    await staffBooking(page, token, date, "19:00", 8),
  ];
  try {
    await page.getByRole("button", { name: "Submit Reservation" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(SLOT_FULL);
    await expect(alert).toContainText(CREATE_FAILED);
    await page.screenshot({ path: "/tmp/pubshots/e2e-slot-full-360.png" });
    // The times were fetched again: 7:00pm is now Full and no longer chosen, the form keeps what was typed.
    await expect(timeButton(page, "19:00")).toHaveAccessibleName("7:00pm, full");
    await expect(timeButton(page, "19:00")).toBeDisabled();
    await expect(page.locator('[data-time][aria-checked="true"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit Reservation" })).toBeDisabled();
    await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 333 - 4444");
  } finally {
    await cancel(page, token, uuids);
  }
});

test("a non-200 answer without a reason: 'Something went wrong. Please try again.'", async ({ page }) => {
  const date = addDays(await storeToday(page), 14);
  await page.goto("/demo/downtown");
  await pickDate(page, date);
  await choosePartySize(page, 2);
  await timeButton(page, "12:00").click();
  await fillGuest(page, { name: uniqueName("Proxy Guest"), phone: "5554445555" });
  await page.route("**/trpc/public.createReservation**", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" }),
  );
  await page.getByRole("button", { name: "Submit Reservation" }).click();
  await expect(page.getByRole("alert")).toContainText(NON_200);
  await expect(page.getByRole("alert")).not.toContainText(CREATE_FAILED);

  // Offline: no answer at all → not sent, try again (the retry keeps its key: retry-same-key.spec.ts).
  await page.unroute("**/trpc/public.createReservation**");
  await page.route("**/trpc/public.createReservation**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Submit Reservation" }).click();
  await expect(page.getByRole("alert")).toContainText(NOT_SENT);
  await expect(page.getByRole("alert")).not.toContainText(CREATE_FAILED);
});
