import type { Page, Route } from "@playwright/test";
import { TEXTING_CONSENT } from "../src/guest";
import {
  expectWelcome,
  guestName,
  hostEntry,
  kioskState,
  signInKiosk,
  TABLET,
  typeOnKeypad,
  walkToPhone,
} from "../src/kiosk";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

test.beforeEach(async ({ page }) => {
  await signInKiosk(page);
});

const ticketNumber = (page: Page) => page.getByTestId("ticket-number");

test("join with a phone: the ticket shown is the server's, with the formatted phone", async ({ page }) => {
  const name = guestName("Phone Guest");
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page.getByRole("heading", { name: "How Many People In Your Party?" })).toBeVisible();
  await page.getByRole("button", { name: "Add one person" }).click();
  await page.getByRole("button", { name: "Add one person" }).click();
  await expect(page.getByLabel("Party size 3")).toBeVisible();
  await page.getByRole("button", { name: "Bar Seating Preferred" }).click();
  await page.getByRole("button", { name: "NEXT" }).click();

  await expect(page.getByRole("heading", { name: "Let Us Know Your Name" })).toBeVisible();
  await page.getByPlaceholder("Enter your name").fill(name);
  await page.getByRole("button", { name: "NEXT" }).click();

  await expect(
    page.getByRole("heading", { name: "Receive a text alert when your table is ready" }),
  ).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveText("Enter your number");
  await typeOnKeypad(page, "5552234567");
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 223 - 4567");
  await page.getByRole("button", { name: "GET A TICKET" }).click();

  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(page.getByText("You're all set! Your ticket number is:", { exact: true })).toBeVisible();
  await expect(page.getByText("We will notify you when your table is ready!", { exact: true })).toBeVisible();
  await expect(page.getByText("Please wait nearby and watch for updates at (555) 223 - 4567.")).toBeVisible();
  const shown = (await ticketNumber(page).textContent())?.trim() ?? "";
  expect(shown).toMatch(/^[A-Z][0-9]$/);

  const entry = await hostEntry(page, name);
  expect(entry).toMatchObject({
    ticket: shown,
    phone: "5552234567",
    partySize: 3,
    seating: "bar",
    status: "waiting",
  });
});

test("join with Skip: no phone, the name will be called", async ({ page }) => {
  const name = guestName("Skip Guest");
  await walkToPhone(page, name, 1);
  await expect(page.getByTestId("texting-consent")).toHaveText(TEXTING_CONSENT.en);
  await expect(
    page.getByText("Skip and we will call your name when your table is ready", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(
    page.getByText("Please wait nearby. We will call your name when your table is ready."),
  ).toBeVisible();
  const shown = (await ticketNumber(page).textContent())?.trim();
  const entry = await hostEntry(page, name);
  expect(entry).toMatchObject({ ticket: shown, phone: null, partySize: 1, seating: "first_available" });
});

test("NEXT is disabled at 0 people and for an empty name; GET A TICKET waits for 10 digits", async ({
  page,
}) => {
  await page.getByRole("button", { name: "GET STARTED" }).click();
  const next = page.getByRole("button", { name: "NEXT" });
  await expect(page.getByLabel("Party size 1")).toBeVisible();
  await expect(next).toBeEnabled();
  await page.getByRole("button", { name: "Remove one person" }).click();
  await expect(page.getByLabel("Party size 0")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove one person" })).toHaveCount(0);
  await expect(next).toBeDisabled();
  await page.getByRole("button", { name: "Add one person" }).click();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByRole("heading", { name: "Let Us Know Your Name" })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByPlaceholder("Enter your name").fill("   ");
  await expect(next).toBeDisabled();
  await page.getByPlaceholder("Enter your name").fill("Grace");
  await expect(next).toBeEnabled();
  await page.getByPlaceholder("Enter your name").press("Enter");

  const getTicket = page.getByRole("button", { name: "GET A TICKET" });
  await expect(getTicket).toBeDisabled();
  await typeOnKeypad(page, "555223456");
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 223 - 456");
  await expect(getTicket).toBeDisabled();
  await typeOnKeypad(page, "78");
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 223 - 4567");
  await expect(getTicket).toBeEnabled();
  await page.getByRole("button", { name: "Backspace" }).click();
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 223 - 456");
  await expect(getTicket).toBeDisabled();
  await page.getByRole("button", { name: "C (clear)" }).click();
  await expect(page.getByLabel("Phone number")).toHaveText("Enter your number");
  // The physical keyboard works too.
  await page.keyboard.type("5559876543");
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 987 - 6543");
  await expect(getTicket).toBeEnabled();
});

test("BACK goes one step back and keeps what the guest entered", async ({ page }) => {
  const name = guestName("Back Guest");
  await walkToPhone(page, name, 4);
  await typeOnKeypad(page, "555");
  await page.getByRole("button", { name: "BACK", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/name$/);
  await expect(page.getByPlaceholder("Enter your name")).toHaveValue(name);
  await page.getByRole("button", { name: "BACK", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/party$/);
  await expect(page.getByLabel("Party size 4")).toBeVisible();
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByLabel("Phone number")).toHaveText("(555");
  await page.getByRole("button", { name: "BACK", exact: true }).click();
  await page.getByRole("button", { name: "BACK", exact: true }).click();
  await page.getByRole("button", { name: "BACK", exact: true }).click();
  await expectWelcome(page);
  // The start page resets the flow.
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page.getByLabel("Party size 1")).toBeVisible();
  await expect(page.getByRole("button", { name: "First Available Okay", pressed: true })).toBeVisible();
});

test("a mid-flow step opened directly returns to the start; /app/ticket without a ticket too", async ({
  page,
}) => {
  for (const path of ["/app/party", "/app/name", "/app/input", "/app/ticket"]) {
    await page.goto(path);
    await expectWelcome(page);
  }
});

test("/app/ticket opened directly shows the last ticket while it is on screen", async ({ page }) => {
  await walkToPhone(page, guestName("Reload Guest"), 2);
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  const shown = await ticketNumber(page).textContent();
  await page.goto("/app/ticket");
  await expect(ticketNumber(page)).toHaveText(shown ?? "");
  await page.getByRole("button", { name: "Finish" }).click();
  await expectWelcome(page);
  await page.goto("/app/ticket");
  await expectWelcome(page);
});

test("seating toggles: shown as the settings say, exclusive, first available by default", async ({
  page,
}) => {
  const { settings } = await kioskState(page);
  await page.getByRole("button", { name: "GET STARTED" }).click();
  const toggles = [
    ["First Available Okay", settings.firstAvailableOkay],
    ["Indoor Seating Preferred", settings.indoorSeatingPreferred],
    ["Bar Seating Preferred", settings.barSeatingPreferred],
    ["Outdoor Seating Preferred", settings.outdoorSeatingPreferred],
  ] as const;
  for (const [label, shown] of toggles) {
    await expect(page.getByRole("button", { name: label })).toHaveCount(shown ? 1 : 0);
  }
  const pressed = page
    .getByRole("group", { name: "Seating preference" })
    .getByRole("button", { pressed: true });
  await expect(pressed).toHaveText("First Available Okay");
  await page.getByRole("button", { name: "Indoor Seating Preferred" }).click();
  await expect(pressed).toHaveCount(1);
  await expect(pressed).toHaveText("Indoor Seating Preferred");
  await page.getByRole("button", { name: "Bar Seating Preferred" }).click();
  await expect(pressed).toHaveCount(1);
  await expect(pressed).toHaveText("Bar Seating Preferred");
  await page.getByRole("button", { name: "Bar Seating Preferred" }).click();
  await expect(pressed).toHaveText("First Available Okay");
});

test("the welcome screen shows the server's waiting numbers and position", async ({ page }) => {
  const state = await kioskState(page);
  const panel = page.getByRole("complementary", { name: "Current Wait" });
  await expect(panel.getByRole("heading", { name: "Current Wait" })).toBeVisible();
  const expected =
    state.position === 1
      ? "Congrats! You are the first in line."
      : `You are position ${state.position} in line!`;
  await expect(panel.getByText(expected, { exact: true })).toBeVisible();
  // Groups of two or more and solo diners, each counted once: the position is both plus the guest.
  const { parties, solo } = state.numbers;
  expect(state.position).toBe(parties + solo + 1);
  await expect(
    panel.getByText(parties === 1 ? "Group of 2 or more" : "Groups of 2 or more", { exact: true }),
  ).toBeVisible();
  await expect(panel.getByText(solo === 1 ? "Solo diner" : "Solo diners", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Please press the button below to enter your party details and see current wait times.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText("ENTIRE PARTY HAS ARRIVED")).toBeVisible();

  // A new guest moves the position on at once (store event), without reloading.
  const other = await page.context().newPage();
  await other.goto("/app");
  await walkToPhone(other, guestName("Ahead"), 2);
  await other.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(other).toHaveURL(/\/app\/ticket$/);
  await other.close();
  const after = await kioskState(page);
  expect(after.position).toBe(state.position + 1);
  await expect(panel.getByText(`You are position ${after.position} in line!`, { exact: true })).toBeVisible({
    timeout: 3000,
  });
});

/** Answers waitlist.kioskState with nobody waiting (the real response otherwise), to see the first-in-line text. */
async function nobodyWaiting(route: Route) {
  const response = await route.fetch();
  const body: unknown = await response.json();
  const url = new URL(route.request().url());
  const paths = url.pathname.replace(/^\/trpc\//, "").split(",");
  const results = Array.isArray(body) ? body : [body];
  paths.forEach((path, i) => {
    const data = results[i]?.result?.data;
    if (path === "waitlist.kioskState" && data) {
      data.numbers = { parties: 0, solo: 0 };
      data.position = 1;
    }
  });
  await route.fulfill({ response, json: body });
}

test("the first guest in line reads 'Congrats! You are the first in line.'", async ({ page }) => {
  await page.route(/\/trpc\/[^?]*waitlist\.kioskState/, nobodyWaiting);
  await page.reload();
  const panel = page.getByRole("complementary", { name: "Current Wait" });
  await expect(panel.getByText("Congrats! You are the first in line.", { exact: true })).toBeVisible();
  // A refetch (poll or live update) may still be inside the handler when the page closes.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("a failed join says so and keeps what the guest typed", async ({ page }) => {
  const name = guestName("Retry Guest");
  await walkToPhone(page, name, 2);
  await typeOnKeypad(page, "5552223333");
  // The server answers with its own failure (a dropped connection is an offline join now: kiosk-offline.spec.ts).
  await page.route(/\/trpc\/[^?]*waitlist\.join/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        error: { message: "boom", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } },
      }),
    }),
  );
  await page.getByRole("button", { name: "GET A TICKET" }).click();
  await expect(page.getByText("Sorry, we could not get your ticket. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/input$/);
  await expect(page.getByLabel("Phone number")).toHaveText("(555) 222 - 3333");
  expect(await hostEntry(page, name)).toBeUndefined();

  await page.unroute(/\/trpc\/[^?]*waitlist\.join/);
  await page.getByRole("button", { name: "GET A TICKET" }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  expect(await hostEntry(page, name)).toMatchObject({ phone: "5552223333", partySize: 2 });
});
