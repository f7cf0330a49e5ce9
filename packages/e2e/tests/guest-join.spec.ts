import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo, rival } from "../src/env";
import {
  expectAccessible,
  phoneViewport,
  remoteJoin,
  shot,
  TEXTING_CONSENT,
  uniquePhone,
} from "../src/guest";
import { apiKey, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

test.use({ viewport: phoneViewport });

let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
});
test.afterAll(async () => {
  await api.dispose();
});

const keypad = (page: import("@playwright/test").Page) => page.getByRole("group", { name: "Keypad" });

test("scan-equivalent join: the kiosk's steps at /join/demo/downtown, then the new place's status page; the host sees a Remote row", async ({
  page,
  browser,
}) => {
  const name = uniqueName("Remote Rita");
  const phone = uniquePhone();
  await page.goto("/join/demo/downtown");

  // Party size and seating (the kiosk's texts and rules).
  await expect(page.getByRole("heading", { name: "How Many People In Your Party?" })).toBeVisible();
  await expect(page.getByText("Demo Bistro Downtown")).toBeVisible();
  await expect(page.getByRole("button", { name: "First Available Okay", pressed: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Outdoor Seating Preferred" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Current Wait Times" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "join-party");
  await page.getByRole("button", { name: "Remove one person" }).click();
  await expect(page.getByRole("button", { name: "NEXT" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove one person" })).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add one person" }).click();
  await expect(page.getByLabel("Party size 3")).toBeVisible();
  await page.getByRole("button", { name: "Bar Seating Preferred" }).click();
  await expect(page.getByRole("button", { name: "Bar Seating Preferred", pressed: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "First Available Okay", pressed: false })).toBeVisible();
  await page.getByRole("button", { name: "NEXT" }).click();

  // Name.
  await expect(page.getByRole("heading", { name: "Let Us Know Your Name" })).toBeVisible();
  const field = page.getByPlaceholder("Enter your name");
  await expect(page.getByRole("button", { name: "NEXT" })).toBeDisabled();
  await field.fill("   ");
  await expect(page.getByRole("button", { name: "NEXT" })).toBeDisabled();
  await field.fill(name);
  await expectAccessible(page);
  await shot(page, "join-name");
  // The phone's own back button goes back a step and keeps what was chosen.
  await page.goBack();
  await expect(page.getByLabel("Party size 3")).toBeVisible();
  await page.goForward();
  await expect(field).toHaveValue(name);
  await field.press("Enter");

  // Phone: required here (no Skip), GET A TICKET only with 10 digits.
  await expect(
    page.getByRole("heading", { name: "Receive a text alert when your table is ready" }),
  ).toBeVisible();
  await expect(page.getByText("Enter your number")).toBeVisible();
  await expect(page.getByTestId("texting-consent")).toHaveText(TEXTING_CONSENT.en);
  await expect(page.getByRole("button", { name: "Skip" })).toHaveCount(0);
  const getTicket = page.getByRole("button", { name: "GET A TICKET" });
  for (const d of phone.slice(0, 9)) await keypad(page).getByRole("button", { name: d, exact: true }).click();
  await expect(getTicket).toBeDisabled();
  await keypad(page).getByRole("button", { name: "Backspace" }).click();
  await page.keyboard.type(phone.slice(8));
  await expect(page.getByLabel("Phone number")).toHaveText(
    `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} - ${phone.slice(6)}`,
  );
  await expectAccessible(page);
  await shot(page, "join-phone");
  await getTicket.click();

  // A new place: its own status page opens at once (the link is texted too, to the number the guest sees here).
  const sentPhone = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} - ${phone.slice(6)}`;
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  await expect(page).toHaveURL(/\/w\/[a-z2-7]{32}$/);
  await expect(page.getByTestId("sent-to")).toHaveText(
    `We also texted the link to this page to ${sentPhone}.`,
  );
  await expect(page.getByText("3 people · R.")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "join-sent");
  const opened = new URL(page.url()).pathname;

  // The host's dashboard shows the party, marked Remote, with its seating.
  const host = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const hostPage = await host.newPage();
    await openDashboard(hostPage, demo);
    const row = waitlistRow(hostPage, name);
    await expect(row).toBeVisible();
    await expect(row.getByText("Remote", { exact: true })).toBeVisible();
    await expect(row.getByText("Bar", { exact: true })).toBeVisible();
    if (process.env.GUEST_SHOTS === "on") await row.screenshot({ path: "/tmp/guest-host-remote-row.png" });
  } finally {
    await host.close();
  }

  // The host opens the party's status link (as the guest would from the text): their own place.
  const token = await staffToken(api, demo);
  const list = await trpc<{ entries: { id: number; name: string }[] }>(api, "waitlist.list", undefined, {
    token,
  });
  const entry = list.entries.find((e) => e.name === name);
  const link = await trpc<{ url: string }>(api, "waitlist.statusLink", { id: entry?.id ?? 0 }, { token });
  expect(new URL(link.url).pathname).toBe(opened);
  // As from the text: a fresh navigation (a reload keeps the page's own history state).
  await page.goto("about:blank");
  await page.goto(opened);
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  await expect(page.getByText("3 people · R.")).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // Opened from the text (not from the join), the page does not name the phone.
  await expect(page.getByTestId("sent-to")).toHaveCount(0);

  // Scanning again with the same phone adds nothing and opens no page: that party's link is texted to that phone
  // again and never reaches whoever typed the number.
  const seen: string[] = [];
  page.on("response", async (r) => {
    if (r.request().method() === "POST" && new URL(r.url()).pathname === "/trpc/guest.join")
      seen.push(await r.text());
  });
  await page.goto("/join/demo/downtown");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByPlaceholder("Enter your name").fill("Someone Else");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.keyboard.type(phone);
  await page.getByRole("button", { name: "GET A TICKET" }).click();
  await expect(page.getByRole("heading", { name: "We texted you a link" })).toBeVisible();
  await expect(page.getByText(`We sent a text to ${sentPhone}.`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/join\/demo\/downtown/);
  await expectAccessible(page);
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0]).not.toContain(new URL(link.url).pathname.split("/w/")[1] ?? "-");
  expect(JSON.parse(seen[0] ?? "[]")).toEqual([{ result: { data: { sent: true } } }]);
  const after = await trpc<{ entries: { name: string }[] }>(api, "waitlist.list", undefined, { token });
  expect(after.entries.filter((e) => e.name === name || e.name === "Someone Else")).toHaveLength(1);
  // A fresh join through the API answers the new place's own token (the one its host reads too).
  expect(await remoteJoin(api, { name: uniqueName("Api Ann"), phone: uniquePhone() })).toMatch(
    /^[a-z2-7]{32}$/,
  );
});

test("refused with a clear message while the store's waitlist is off", async ({ page }) => {
  const token = await staffToken(api, rival);
  const settings = await trpc<Record<string, unknown>>(api, "settings.getKiosk", undefined, { token });
  await trpc(api, "settings.saveKiosk", { ...settings, waitlistOn: false }, { token, mutation: true });
  try {
    await page.goto("/join/rival/uptown");
    await expect(page.getByRole("heading", { name: "Please wait to be seated!" })).toBeVisible();
    await expect(page.getByText("The waitlist is closed right now.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "NEXT" })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, "join-closed");
  } finally {
    await trpc(api, "settings.saveKiosk", { ...settings, waitlistOn: true }, { token, mutation: true });
  }
  // An unknown store and a malformed address say so.
  await page.goto("/join/demo/nowhere");
  await expect(page.getByRole("heading", { name: "Link not found" })).toBeVisible();
  await expect(page.getByText("Store not found.")).toBeVisible();
  await apiKey(api, demo); // the legacy sign-in still answers (the guest pages reserve /w and /join only)
});
