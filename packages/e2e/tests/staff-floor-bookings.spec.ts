/**
 * Seating an arriving booking at a table (docs/product.md#the-floor): the Reservations tab's Seat at table lists the
 * free tables that fit, best first; the host seats the booking there and the Floor shows the table seated with the
 * guest's name; Undo puts the booking back. The picker at the staff console's two tablet sizes.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { storeWithTimeLeft } from "../src/dashboard-kit";
import { baseURL } from "../src/env";
import { signIn } from "../src/login";
import { bookToday, uniqueName } from "../src/staff-api";
import { axeViolations, reservationRow } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
});
test.afterAll(async () => {
  await api.dispose();
});

/** Books today for a party of 2 in whichever demo store still has a time today (they are three hours apart). */
async function bookedToday(prefix: string) {
  const store = await storeWithTimeLeft(api);
  if (!store) throw new Error("no reservation time left today in either demo store");
  const name = uniqueName(prefix);
  const booked = await bookToday(api, store.key, name);
  if (!booked) throw new Error("the booking found no time");
  return { store, name };
}

function pickerOf(page: Page, name: string) {
  return page.getByRole("dialog", { name: `Seat ${name} (reservation), party of 2` });
}

test("a host seats a confirmed booking at the suggested table; the Floor shows it seated with the guest's name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { store, name } = await bookedToday("Booker");
  await signIn(page, "/staff/login", store.who);
  await page.getByRole("tab", { name: "Reservations" }).click();
  const row = reservationRow(page, name);
  await row.getByRole("button", { name: "Seat at table", exact: true }).click();
  const picker = pickerOf(page, name);
  const choices = picker.getByRole("list", { name: "Free tables that fit, best first" }).getByRole("button");
  await expect(choices.first()).toBeFocused();
  // The best fit for two is a two-seat table.
  const best = (await choices.first().textContent()) ?? "";
  const table = /^Table (\S+), 2 seats/.exec(best)?.[1];
  expect(table, best).toBeTruthy();
  expect((await choices.first().boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: "/tmp/booking-picker-1366.png" });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  // Seated: no Seat action is left on the row.
  await expect(row.getByRole("button", { name: "Seat at table", exact: true })).toHaveCount(0);

  await page.getByRole("tab", { name: "Floor" }).click();
  const seated = page.getByRole("button", {
    name: new RegExp(`^Table ${table}, 2 seats, seated: ${name}, party of 2, 0 minutes$`),
  });
  await expect(seated).toBeVisible();
  await page.screenshot({ path: "/tmp/booking-floor-1366.png" });
  // Free the table again for the other tests.
  await seated.click();
  await page
    .getByRole("dialog", { name: `Table ${table}` })
    .getByRole("button", { name: "Free table" })
    .click();
  await expect(
    page.getByRole("button", { name: new RegExp(`^Table ${table}, 2 seats, free`) }),
  ).toBeVisible();
});

test("Undo after seating a booking at a table puts that booking back: Seat again on its row, the table free", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { store, name } = await bookedToday("Undone");
  await signIn(page, "/staff/login", store.who);
  await page.getByRole("tab", { name: "Reservations" }).click();
  const row = reservationRow(page, name);
  await row.getByRole("button", { name: "Seat at table", exact: true }).click();
  const picker = pickerOf(page, name);
  const best = picker
    .getByRole("list", { name: "Free tables that fit, best first" })
    .getByRole("button")
    .first();
  const table = /^Table (\S+),/.exec((await best.textContent()) ?? "")?.[1];
  await best.click();
  await expect(picker).toBeHidden();
  await expect(row.getByRole("button", { name: "Seat at table", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: `Undo: Seated ${name} (reservation) at table ${table}.` }).click();
  await expect(page.getByText(`${name} (reservation) is not seated any more.`)).toBeVisible();
  await expect(row.getByRole("button", { name: "Seat at table", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Floor" }).click();
  await expect(
    page.getByRole("button", { name: new RegExp(`^Table ${table}, \\d+ seats, free`) }),
  ).toBeVisible();
});

test("the booking's table picker at 768x1024 (cards): 44 px targets, nothing off the side", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  const { store, name } = await bookedToday("Cardseat");
  await signIn(page, "/staff/login", store.who);
  await page.getByRole("tab", { name: "Reservations" }).click();
  const card = page.getByTestId("reservation-card").filter({ hasText: name });
  const open = card.getByRole("button", { name: "Seat at table", exact: true });
  expect((await open.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await open.click();
  const picker = pickerOf(page, name);
  const choices = picker.getByRole("list", { name: "Free tables that fit, best first" }).getByRole("button");
  await expect(choices.first()).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/booking-picker-768.png" });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
});
