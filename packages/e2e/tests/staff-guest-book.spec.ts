import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { addDays, DEMO_TZ, zonedToday } from "../src/staff-reservations-kit";

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

/** A phone no other test (or earlier run) uses, and one that can exist (its exchange starts 2-9, never N11). */
function uniquePhone(): string {
  const digit = () => 2 + Math.floor(Math.random() * 8);
  return `555${digit()}${digit()}${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
}

test("a host sees a returning guest's badge on the row, opens the guest's panel and adds an allergy tag", async ({
  page,
}) => {
  const phone = uniquePhone();
  // The guest's first visit: seated; then a no show; now back in line.
  const first = await joinWalkIn(api, key, { name: uniqueName("Ret"), phone });
  await trpcMutation(api, key, "waitlist.seat", { id: first.id });
  const missed = await joinWalkIn(api, key, { name: uniqueName("Ret"), phone });
  await trpcMutation(api, key, "waitlist.remove", { id: missed.id });
  const name = uniqueName("Returning");
  await joinWalkIn(api, key, { name, phone, partySize: 3 });

  await openDashboard(page, demo);
  const row = waitlistRow(page, name);
  const badge = row.getByTestId("guest-badge");
  await expect(badge).toHaveText("2nd visit · 1 no-show");

  await badge.click();
  const panel = page.getByRole("dialog", { name: "Guest" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("guest-figure-visits")).toHaveText("1");
  await expect(panel.getByTestId("guest-figure-no-shows")).toHaveText("1");
  await expect(panel.getByText("No tags yet.")).toBeVisible();

  await panel.getByRole("textbox", { name: "Tag", exact: true }).click();
  await page.getByRole("option", { name: "Allergy" }).click();
  await panel.getByRole("textbox", { name: "Details (optional)" }).fill("shellfish");
  await panel.getByRole("button", { name: "Add tag" }).click();
  await expect(panel.getByTestId("guest-tags")).toContainText("Allergy: shellfish (sensitive)");

  await panel.getByRole("textbox", { name: "New note" }).fill("Prefers a booth.");
  await panel.getByRole("button", { name: "Add note" }).click();
  await expect(panel.getByTestId("guest-notes")).toContainText("Prefers a booth.");
  await expect(panel.getByTestId("guest-notes")).toContainText(demo.email);
  await page.screenshot({ path: "/tmp/guest-book-panel.png" });

  await panel.getByRole("button", { name: "Close the guest's profile" }).click();
  await expect(badge).toHaveText("2nd visit · 1 no-show · allergy: shellfish");
  await page.screenshot({ path: "/tmp/guest-book-row.png" });
});

test.describe("at 768x1024", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("a booking of a known guest shows the badge on the Reservations tab's card, and the panel fits", async ({
    page,
  }) => {
    const phone = uniquePhone();
    const visit = await joinWalkIn(api, key, { name: uniqueName("Booker"), phone });
    await trpcMutation(api, key, "waitlist.seat", { id: visit.id });
    const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
    const name = uniqueName("Booked");
    await trpcMutation(api, key, "reservations.create", {
      reservationDate: tomorrow,
      reservationTime: "12:00",
      partySize: 2,
      guestName: name,
      guestPhone: phone,
      seatingPreference: "indoor",
      specialRequests: "",
    });

    await signIn(page, "/staff/login", demo);
    await page.getByRole("tab", { name: /Reservations/ }).click();
    await page.getByRole("button", { name: "Next day" }).click();
    const card = page.getByTestId("reservation-card").filter({ hasText: name });
    const badge = card.getByTestId("guest-badge");
    await expect(badge).toHaveText("2nd visit");
    await badge.click();
    const panel = page.getByRole("dialog", { name: "Guest" });
    await expect(panel.getByTestId("guest-figure-visits")).toHaveText("1");
    await expect(panel.getByTestId("guest-figure-covers")).toHaveText("2");
    await page.screenshot({ path: "/tmp/guest-book-panel-768.png" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(768);
  });
});
