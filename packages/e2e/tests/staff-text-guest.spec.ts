import type { APIRequestContext } from "@playwright/test";
import { partyItem } from "../src/dashboard-kit";
import { baseURL, demo, fakeTwilioURL } from "../src/env";
import { uniquePhone } from "../src/guest";
import { apiKey, joinWalkIn, uniqueName } from "../src/staff-api";
import { openDashboard } from "../src/staff-pages";
import { expect, test } from "../src/test";

/**
 * Texting a guest (docs/product.md#texting-a-guest) at the host stand's iPad, by touch: the row's More actions menu
 * opens the thread, the host's words reach the Twilio stand-in with the store's name first, and the guest's reply
 * comes back into the open thread.
 */
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

const fakeTexts = async () =>
  (await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as { to: string; body: string }[];

test("at 1024x768 by touch: Text guest…, Send, the text reaches the phone and the guest's reply shows in the thread", async ({
  page,
}) => {
  const name = uniqueName("Texted");
  const phone = uniquePhone();
  await joinWalkIn(api, key, { name, phone });
  await openDashboard(page, demo);

  await partyItem(page, name)
    .getByRole("button", { name: /^More actions:/ })
    .tap();
  await page.getByRole("menuitem", { name: /^Text guest: / }).tap();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Text .*${name}`) });
  const thread = dialog.getByRole("log", { name: "Texts with the guest" });
  // The join text is the thread's first line.
  await expect(thread.getByTestId("thread-line").first()).toContainText("on the waitlist");
  // Its link reads "/w/…": no working guest link leaves the outbox for a screen.
  await expect(thread.getByTestId("thread-line").first()).toContainText("/w/…");

  const box = dialog.getByRole("textbox", { name: "Message" });
  await box.tap();
  await box.fill("Your table is being set, 5 more minutes please.");
  await expect(dialog.getByTestId("message-counter")).toContainText("47 / 320 characters · 1 text");
  const send = dialog.getByRole("button", { name: "Send" });
  for (const target of [send, dialog.getByRole("button", { name: "Close" }).first(), box]) {
    const b = await target.boundingBox();
    expect(Math.min(b?.width ?? 0, b?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  await send.tap();
  await expect(box).toHaveValue("");
  await expect(thread.getByTestId("thread-line").last()).toContainText("5 more minutes please");
  await expect(thread.getByTestId("thread-line").last()).toContainText("Host");
  await expect
    .poll(async () => (await fakeTexts()).filter((t) => t.to === `+1${phone}`).map((t) => t.body), {
      timeout: 10_000,
    })
    .toContain("Demo Bistro Downtown: Your table is being set, 5 more minutes please.");

  // The guest answers through the stand-in's signed inbound webhook: the open thread shows it.
  const res = await fetch(`${fakeTwilioURL}/_fake/inbound`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: `+1${phone}`, body: "Great, we are next door" }),
  });
  expect(((await res.json()) as { status: number }).status).toBe(200);
  const reply = thread.locator('[data-direction="in"]');
  await expect(reply).toContainText("Great, we are next door", { timeout: 10_000 });
  await expect(reply).toContainText("Guest");
  await page.screenshot({ path: "/tmp/text-guest-1024x768.png" });

  // Closed, the row keeps the reply as the guest's message, as every reply does.
  await dialog.getByRole("button", { name: "Close" }).last().tap();
  await expect(partyItem(page, name).getByTestId("guest-message")).toContainText("Great, we are next door");

  // Upright (768x1024) the party is a card: its message button opens the same thread.
  await page.setViewportSize({ width: 768, height: 1024 });
  const text = partyItem(page, name).getByRole("button", { name: /^Text guest: / });
  const card = await text.boundingBox();
  expect(Math.min(card?.width ?? 0, card?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await text.tap();
  await expect(dialog.locator('[data-direction="in"]')).toContainText("Great, we are next door");
  await page.screenshot({ path: "/tmp/text-guest-768x1024.png" });
});
