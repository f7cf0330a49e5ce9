import { type APIRequestContext, expect, test } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";

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

/** A phone no other test (or earlier run) uses. */
function uniquePhone(): string {
  return `555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
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
