/**
 * The kiosk ticket says where the guest stands (docs/product.md#kiosk, "Ticket"): the place in line, the wait the
 * status page shows and, for a guest without a phone, a code to their own status page, which the story decodes from
 * the screen's pixels and opens. An offline join's ticket says plainly that neither is known yet.
 */
import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { baseURL } from "../src/env";
import { expectAccessible } from "../src/guest";
import {
  guestName,
  kioskState,
  signInKiosk,
  TABLET,
  trpcMutation,
  typeOnKeypad,
  walkToPhone,
} from "../src/kiosk";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

const PORTRAIT = { width: 768, height: 1024 } as const;
/** The kiosk also runs on a phone (docs/product.md#kiosk, "Phone sizes"). */
const PHONE = { width: 375, height: 667 } as const;

/** KIOSK_SHOTS=on keeps a screenshot of each ticket in /tmp (to look at the screen, not for the test). */
async function shot(page: Page, name: string) {
  if (process.env.KIOSK_SHOTS !== "on") return;
  await page.screenshot({ path: `/tmp/kiosk-ticket-${name}.png` });
}

/**
 * Whole inside `outer` less `inset` px on each side (the viewport when none): nothing of it is cut off or spills over
 * a border.
 */
async function expectInside(page: Page, locator: Locator, outer?: Locator, inset = 0) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  const frame = outer ? await outer.boundingBox() : size && { x: 0, y: 0, ...size };
  if (!box || !frame) throw new Error("not laid out");
  expect(box.x).toBeGreaterThanOrEqual(frame.x + inset);
  expect(box.y).toBeGreaterThanOrEqual(frame.y + inset);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width - inset);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height - inset);
}

/**
 * The ticket whole at both tablet sizes and on a phone: the card on screen, every line of it (number, place, wait, notes, the code
 * and its caption) inside the card's padding, and Finish on screen.
 */
async function expectTicketFits(page: Page, name: string) {
  const card = page.getByTestId("ticket");
  for (const viewport of [TABLET, PORTRAIT, PHONE]) {
    await page.setViewportSize(viewport);
    await expectInside(page, card);
    // 16 px: at least half the card's padding stays clear around the words.
    for (const line of await card.locator("p, h1, canvas").all()) await expectInside(page, line, card, 16);
    await expectInside(page, page.getByRole("button", { name: "Finish" }));
    await shot(page, `${name}-${viewport.width}x${viewport.height}`);
  }
  await page.setViewportSize(TABLET);
}

/** The text the code on the ticket encodes, read from the canvas's pixels as a phone's camera would. */
async function decodeTicketQr(page: Page): Promise<string> {
  const pixels = await page.getByTestId("ticket-qr").evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const image = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height);
    if (!image) throw new Error("no 2D context");
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error("the ticket's code does not decode");
  return code.data;
}

/** "4th", "2nd", "21st": the ordinal the ticket uses. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

test("a kiosk join without a phone shows its place, its wait and a code that opens its own status page", async ({
  page,
  context,
}) => {
  await signInKiosk(page);
  // Two parties ahead (a host's joins), so the place is not just "next".
  await trpcMutation(page, "waitlist.join", { partySize: 2, name: guestName("Ahead One") });
  await trpcMutation(page, "waitlist.join", { partySize: 3, name: guestName("Ahead Two") });
  const position = (await kioskState(page)).position;
  expect(position).toBeGreaterThanOrEqual(3);

  await walkToPhone(page, guestName("Scan Sam"), 2);
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  const ticket = (await page.getByTestId("ticket-number").textContent())?.trim() ?? "";
  expect(ticket).toMatch(/^[A-Z][0-9]$/);
  await expect(page.getByTestId("ticket-place")).toHaveText(`You are ${ordinal(position)} in line.`);
  const wait = page.getByTestId("ticket-wait");
  await expect(wait).toHaveText(/^Current wait: (\d+|\d+–\d+) min$/);
  const waitText = ((await wait.textContent()) ?? "").replace("Current wait: ", "");

  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAccessibleName("Code to your place in line");
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(160);
  expect(box?.height).toBeGreaterThanOrEqual(160);
  const url = await decodeTicketQr(page);
  expect(url).toMatch(new RegExp(`^${baseURL}/w/[a-z2-7]{32}$`));
  await expectAccessible(page);
  await expectTicketFits(page, "no-phone");

  // The guest's phone opens the code's link: that party's own status page, with the same place and wait.
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 667 });
  await phone.goto(url);
  await expect(phone.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  await expect(phone.locator(".status-details dd.ticket")).toHaveText(ticket);
  await expect(phone.getByText(`You are number ${position} in line.`)).toBeVisible();
  await expect(phone.locator(".status-details dd").filter({ hasText: / min$/ })).toHaveText(waitText);
  await phone.close();

  // Finish clears the code from the kiosk at once.
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId("ticket-qr")).toHaveCount(0);
});

test("a guest with a phone sees the place and wait, and gets the link by text rather than a code", async ({
  page,
}) => {
  await signInKiosk(page);
  const position = (await kioskState(page)).position;
  await walkToPhone(page, guestName("Text Tess"), 4);
  await typeOnKeypad(page, "5552239911");
  await page.getByRole("button", { name: "GET A TICKET" }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(page.getByTestId("ticket-place")).toHaveText(
    position <= 1 ? "You are next in line!" : `You are ${ordinal(position)} in line.`,
  );
  await expect(page.getByTestId("ticket-wait")).toHaveText(/^Current wait: (\d+|\d+–\d+) min$/);
  await expect(page.getByText("Please wait nearby and watch for updates at (555) 223 - 9911.")).toBeVisible();
  await expect(page.getByTestId("ticket-qr")).toHaveCount(0);
  await expectAccessible(page);
  await expectTicketFits(page, "phone");
});

test("an offline join's ticket says its place is not known yet, and shows no code", async ({
  page,
  context,
}) => {
  await signInKiosk(page);
  // The kiosk has leased its tickets for offline joins.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open("seatline-kiosk");
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("meta")) {
                db.close();
                resolve(0);
                return;
              }
              const get = db.transaction("meta", "readonly").objectStore("meta").get("pool");
              get.onsuccess = () => {
                db.close();
                resolve((get.result as { tickets: string[] } | undefined)?.tickets.length ?? 0);
              };
              get.onerror = () => resolve(0);
            };
          }),
      ),
    )
    .toBe(5);
  await context.setOffline(true);
  await walkToPhone(page, guestName("Offline Olive"), 2);
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/ticket$/);
  await expect(page.getByTestId("ticket-number")).toHaveText(/^[A-Z][0-9]$/);
  await expect(page.getByTestId("ticket-offline")).toHaveText(
    "This kiosk is offline. Your ticket is kept and added to the line when the connection is back; a host can tell you your place.",
  );
  await expect(page.getByTestId("ticket-place")).toHaveCount(0);
  await expect(page.getByTestId("ticket-wait")).toHaveCount(0);
  await expect(page.getByTestId("ticket-qr")).toHaveCount(0);
  await expectAccessible(page);
  await expectTicketFits(page, "offline");
  await context.setOffline(false);
});
