import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { uniquePhone } from "../src/guest";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { addDays, axeViolations, DEMO_TZ, zonedToday } from "../src/staff-reservations-kit";
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

/** A party a host adds at the console: its phone is proven, so the guest's later kiosk joins find the profile. */
const hostAdds = (name: string, phone: string) =>
  trpcMutation<{ id: number }>(api, key, "waitlist.add", { name, phone, partySize: 2 });

test("a host sees a returning guest's badge on the row, opens the guest's panel and adds an allergy tag", async ({
  page,
}) => {
  const phone = uniquePhone();
  // The guest's first visit, added by a host (a phone staff entered is the guest's: docs/product.md#guest-book):
  // seated; then a no show at the kiosk; now back in line.
  const first = await hostAdds(uniqueName("Ret"), phone);
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
  // The row flags the allergy; its words are read in the panel, whose reads are in the owner's audit log.
  await expect(badge).toHaveText("2nd visit · 1 no-show · allergy");
  await page.screenshot({ path: "/tmp/guest-book-row.png" });
});

test("Seat at table shows who is being seated: the guest's badge and tags, and the panel's favourite table", async ({
  page,
}) => {
  const phone = uniquePhone();
  // A first visit (a host's Add party) seated at a free two-top and cleared, then tagged VIP and allergic; now back
  // in line from the kiosk.
  const first = await hostAdds(uniqueName("Fav"), phone);
  const floor = await trpcQuery<{
    tables: {
      id: number;
      name: string;
      state: string;
      maxSeats: number;
      areaName: string;
      reservedSoon: string | null;
    }[];
  }>(api, key, "floor.view");
  // Not one held for a booking due soon: the server keeps those for their booking (the seat rule).
  const table = floor.tables.find((t) => t.state === "free" && t.maxSeats === 2 && !t.reservedSoon);
  expect(table).toBeTruthy();
  await trpcMutation(api, key, "floor.seatAtTable", { id: first.id, tableIds: [table?.id] });
  await trpcMutation(api, key, "floor.setState", { tableId: table?.id, state: "free" });
  const name = uniqueName("Regular");
  const again = await joinWalkIn(api, key, { name, phone, partySize: 2 });
  const list = await trpcQuery<{ entries: { id: number; guest?: { profileId: number } | null }[] }>(
    api,
    key,
    "waitlist.list",
  );
  const profileId = list.entries.find((e) => e.id === again.id)?.guest?.profileId;
  expect(profileId).toBeTruthy();
  await trpcMutation(api, key, "guestBook.addTag", { profileId, kind: "vip", detail: "" });
  await trpcMutation(api, key, "guestBook.addTag", { profileId, kind: "allergy", detail: "peanuts" });

  await openDashboard(page, demo);
  await waitlistRow(page, name)
    .getByRole("button", { name: new RegExp(`^Pick a table: .*${name}`) })
    .click();
  const picker = page.getByRole("dialog", { name: new RegExp(`Seat .*${name}, party of 2`) });
  const summary = picker.getByTestId("guest-summary");
  await expect(summary.getByTestId("guest-badge")).toHaveText("2nd visit · vip · allergy");
  await expect(summary.getByRole("list", { name: "Guest tags" }).getByRole("listitem")).toHaveText([
    "VIP",
    "Allergy (sensitive)",
  ]);
  // The best table still has the focus: Enter seats there, as before.
  await expect(
    picker.getByRole("list", { name: "Free tables that fit, best first" }).getByRole("button").first(),
  ).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/guest-book-picker.png" });

  // The badge opens the guest's panel over the picker: the favourite table is the one of the first visit.
  await summary.getByTestId("guest-badge").click();
  const panel = page.getByRole("dialog", { name: "Guest" });
  await expect(panel.getByTestId("guest-figure-favourite-table")).toHaveText(
    `Table ${table?.name} · ${table?.areaName} (1 time)`,
  );
  await expect(panel.getByTestId("guest-figure-favourite-area")).toHaveText(`${table?.areaName} (1 time)`);
  await expect(panel.getByTestId("guest-tags")).toContainText("Allergy: peanuts (sensitive)");
  await page.screenshot({ path: "/tmp/guest-book-picker-panel.png" });
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
