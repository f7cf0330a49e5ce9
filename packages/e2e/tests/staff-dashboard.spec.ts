import type { APIRequestContext } from "@playwright/test";
import { clickPartyAction } from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, uniqueName } from "../src/staff-api";
import { archiveRow, archiveTable, openDashboard, waitlistRow, waitlistTable } from "../src/staff-pages";
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

test("summary card and columns; a guest who joins through the API appears live, without a reload", async ({
  page,
}) => {
  await openDashboard(page, demo);
  const summary = page.getByRole("region", { name: "Waitlist summary" });
  await expect(summary.getByText("Total Parties Waiting")).toBeVisible();
  await expect(summary.getByText("Expected Wait Times")).toBeVisible();
  for (const group of ["Party of 1", "Party of 2", "Party of 3-4", "Party of 5+"]) {
    await expect(summary.getByText(group, { exact: true })).toBeVisible();
  }
  const headers = waitlistTable(page).getByRole("columnheader");
  await expect(headers).toHaveText(["Ticket", "Guest Info", "Size", "Waited / Quoted", "Pref", "Action"]);

  const before = Number(await page.getByTestId("total-waiting").textContent());
  const name = uniqueName("Live");
  const joined = await joinWalkIn(api, key, { name, phone: "5552112222", partySize: 3 });
  const row = waitlistRow(page, name);
  await expect(row).toBeVisible({ timeout: 2000 });
  await expect(row.getByRole("cell").first()).toHaveText(joined.ticket_id.toUpperCase());
  await expect(row).toContainText("(555) 211 - 2222");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  // The wait cell: minutes waited, then the quote the party was given ("0 / 15 min" in the one-line rows, read by
  // the column's header; each figure with its words in the roomy ones).
  await expect(row.getByRole("cell").nth(3).getByTestId("waited")).toHaveText("0");
  await expect(row.getByRole("cell").nth(3)).toContainText(/^0 \/ \d+ min/);
  await expect(row.getByRole("cell").nth(4)).toHaveText("First Available");
  await expect(page.getByTestId("total-waiting")).toHaveText(String(before + 1), { timeout: 2000 });
  await page.getByText("Roomy", { exact: true }).click();
  await expect(row.getByRole("cell").nth(3)).toContainText(/min waited\s*quoted \d+/);
  await expect(row).toContainText("(555) 211 - 2222");
});

test("Alert, then Alert Again, then the disabled 'Alerted 2x'; the wait cell adds the minutes since the alert", async ({
  page,
}) => {
  const name = uniqueName("Alerted");
  await joinWalkIn(api, key, { name, phone: "5552223333" });
  await openDashboard(page, demo);
  const row = waitlistRow(page, name);
  await row.getByRole("button", { name: /^Alert:/ }).click();
  await expect(row.getByRole("button", { name: /^Alert Again:/ })).toBeEnabled();
  await expect(row.getByRole("cell").nth(3).getByTestId("since-alert")).toHaveText("alerted 0 min ago");
  await row.getByRole("button", { name: /^Alert Again:/ }).click();
  await expect(row.getByRole("button", { name: /^Alerted 2x:/ })).toBeDisabled();
});

test("Call Name for a guest without a phone, then Call Again, then 'Called 2x'", async ({ page }) => {
  const name = uniqueName("Nophone");
  await joinWalkIn(api, key, { name, phone: null, partySize: 1 });
  await openDashboard(page, demo);
  const row = waitlistRow(page, name);
  await expect(row).toContainText("No phone: call name");
  await row.getByRole("button", { name: /^Call Name:/ }).click();
  await row.getByRole("button", { name: /^Call Again:/ }).click();
  await expect(row.getByRole("button", { name: /^Called 2x:/ })).toBeDisabled();
});

test("note modal: title, 400 px, 4 rows, blank refused, Cancel restores, Save Note saves", async ({
  page,
}) => {
  const name = uniqueName("Noted");
  await joinWalkIn(api, key, { name, phone: "5553334444" });
  await openDashboard(page, demo);
  const row = waitlistRow(page, name);
  await clickPartyAction(page, row, /^Note:/);

  const dialog = page.getByRole("dialog", { name: `Note - ${name}` });
  await expect(dialog).toBeVisible();
  const box = await page.locator(".mantine-Modal-content").boundingBox();
  expect(box?.width).toBe(400);
  const note = dialog.getByLabel("Customer Note");
  await expect(note).toHaveAttribute("placeholder", "Enter customer note...");
  await expect(note).toHaveAttribute("rows", "4");
  const save = dialog.getByRole("button", { name: "Save Note" });
  await expect(save).toBeDisabled();
  await note.fill("   ");
  await expect(save).toBeDisabled();
  // Typing digits in the note is not a tab switch.
  await note.fill("Booth 2, high chair");
  await note.press("2");
  await expect(page).toHaveURL(/\/staff\/app$/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await clickPartyAction(page, row, /^Note:/);
  await expect(note).toHaveValue("");
  await note.fill("  Booth, high chair  ");
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Note: Booth, high chair");

  await clickPartyAction(page, row, /^Note:/);
  await expect(note).toHaveValue("Booth, high chair");
  await note.fill("changed my mind");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await clickPartyAction(page, row, /^Note:/);
  await expect(note).toHaveValue("Booth, high chair");
});

test("Seat moves the party to the Archive as SEATED; Put back returns it", async ({ page }) => {
  const name = uniqueName("Seated");
  await joinWalkIn(api, key, { name, phone: "5554445555", partySize: 4 });
  await openDashboard(page, demo);
  await waitlistRow(page, name)
    .getByRole("button", { name: /^Seat / })
    .click();
  await expect(waitlistRow(page, name)).toHaveCount(0);
  await expect(page.getByText(new RegExp(`Seated .*${name}\\.`))).toBeVisible();

  await page.keyboard.press("2");
  await expect(archiveTable(page)).toBeVisible();
  await expect(archiveTable(page).getByRole("columnheader")).toHaveText([
    "Ticket",
    "Guest Info",
    "Size",
    "Waited",
    "Status",
    "Action",
  ]);
  const row = archiveRow(page, name);
  await expect(row.getByRole("cell").nth(3)).toHaveText("0 min");
  await expect(row.getByRole("cell").nth(4)).toContainText("SEATED");

  await row.getByRole("button", { name: /^Put back/ }).click();
  await expect(archiveRow(page, name)).toHaveCount(0);
  await page.keyboard.press("1");
  await expect(waitlistRow(page, name)).toBeVisible();
});

test("delete marks a NO SHOW in the Archive; Undo on the notice puts the party back at once", async ({
  page,
}) => {
  const name = uniqueName("Gone");
  await joinWalkIn(api, key, { name, phone: null, partySize: 2 });
  await openDashboard(page, demo);
  await clickPartyAction(page, waitlistRow(page, name), /^Delete /);
  await expect(waitlistRow(page, name)).toHaveCount(0);
  await page.getByRole("tab", { name: "Archive" }).click();
  await expect(archiveRow(page, name).getByRole("cell").nth(4)).toContainText("NO SHOW");

  await archiveRow(page, name)
    .getByRole("button", { name: /^Put back/ })
    .click();
  await page.keyboard.press("1");
  await waitlistRow(page, name)
    .getByRole("button", { name: /^Seat / })
    .click();
  await expect(waitlistRow(page, name)).toHaveCount(0);
  await page.getByRole("alert").filter({ hasText: "Seated" }).getByRole("button", { name: "Undo" }).click();
  await expect(waitlistRow(page, name)).toBeVisible();
});

test("search finds a party by a piece of its phone or name; 'Table for 2' lists the parties of 1 to 3; Clear shows everyone", async ({
  page,
}) => {
  const tag = Date.now().toString().slice(-4);
  const pair = uniqueName("Searchpair");
  const six = uniqueName("Searchsix");
  const solo = uniqueName("Searchsolo");
  await joinWalkIn(api, key, { name: pair, phone: `55534${tag}1`.slice(0, 10), partySize: 2 });
  await joinWalkIn(api, key, { name: six, phone: `55535${tag}2`.slice(0, 10), partySize: 6 });
  await joinWalkIn(api, key, { name: solo, phone: null, partySize: 1 });
  await openDashboard(page, demo);
  const search = page.getByRole("search", { name: "Find a party" });
  await expect(waitlistRow(page, six)).toBeVisible();

  // The phone's digits, typed as a host reads them off a screen.
  await search.getByRole("textbox", { name: "Search" }).fill(`(555) 35${tag.slice(0, 1)} - ${tag.slice(1)}2`);
  await expect(waitlistRow(page, six)).toBeVisible();
  await expect(waitlistRow(page, pair)).toHaveCount(0);
  await expect(search.getByTestId("filter-count")).toHaveText(/^Showing 1 of \d+$/);

  // A piece of the name, any case.
  await search.getByRole("textbox", { name: "Search" }).fill("searchsolo");
  await expect(waitlistRow(page, solo)).toBeVisible();
  await expect(waitlistRow(page, six)).toHaveCount(0);

  // A two-top just opened: parties of 1 to 3, the six not.
  await search.getByRole("button", { name: "Clear the search" }).click();
  await search.getByLabel("Table for").selectOption("2");
  await expect(waitlistRow(page, pair)).toBeVisible();
  await expect(waitlistRow(page, solo)).toBeVisible();
  await expect(waitlistRow(page, six)).toHaveCount(0);

  await search.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(waitlistRow(page, six)).toBeVisible();
  await expect(search.getByTestId("filter-count")).toHaveCount(0);
});
