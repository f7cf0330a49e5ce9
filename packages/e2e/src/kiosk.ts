import { expect, type Page } from "@playwright/test";
import { demo, rival } from "./env";
import { signIn } from "./login";

/** The kiosk's design size (a landscape tablet). */
export const TABLET = { width: 1024, height: 768 } as const;

export interface KioskSettings {
  waitlistOn: boolean;
  announcement: string;
  firstAvailableOkay: boolean;
  indoorSeatingPreferred: boolean;
  barSeatingPreferred: boolean;
  outdoorSeatingPreferred: boolean;
}

export interface KioskState {
  settings: KioskSettings;
  numbers: { parties: number; solo: number };
  position: number;
  waitTimes: { solo_wait: number; two_wait: number; three_four_wait: number; five_plus_wait: number };
  ticketPreview: string;
}

export interface HostEntry {
  id: number;
  ticket: string;
  name: string;
  phone: string | null;
  partySize: number;
  seating: string;
  status: string;
}

/** Signs the demo store's kiosk in at /login and waits for the welcome screen. */
export async function signInKiosk(page: Page) {
  await signIn(page, "/login", demo);
  await expect(page).toHaveURL(/\/app$/);
}

/** A guest name no other test uses. */
export function guestName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A person's session of the account the page's kiosk is paired with (the demo owner when it is not signed in), for the
 * checks a story makes beside the page: the kiosk's own session is a device's, which may call none of the staff
 * procedures (docs/architecture.md "Device sessions"). One per page.
 */
const staffTokens = new WeakMap<Page, Promise<string>>();
function token(page: Page): Promise<string> {
  let t = staffTokens.get(page);
  if (!t) {
    t = page
      .evaluate(() => {
        const user = window.localStorage.getItem("seatline.kiosk.user");
        return user ? (JSON.parse(user) as { email: string }).email : null;
      })
      .catch(() => null)
      .then((email) => page.request.post("/trpc/auth.login", { data: email === rival.email ? rival : demo }))
      .then(async (res) => {
        expect(res.ok(), await res.text()).toBe(true);
        return ((await res.json()) as { result: { data: { token: string } } }).result.data.token;
      });
    staffTokens.set(page, t);
  }
  return t;
}

/** A tRPC query as the account the page's kiosk is paired with (not as the kiosk: see token). */
export async function trpcQuery<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await page.request.get(`/trpc/${path}${qs}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A tRPC mutation as the account the page's kiosk is paired with (not as the kiosk: see token). */
export async function trpcMutation<T>(page: Page, path: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/trpc/${path}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: input,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export const kioskState = (page: Page) => trpcQuery<KioskState>(page, "waitlist.kioskState");

/** The store's walk-in with this name on today's host list, if any. */
export async function hostEntry(page: Page, name: string): Promise<HostEntry | undefined> {
  const list = await trpcQuery<{ entries: HostEntry[] }>(page, "waitlist.list");
  return list.entries.find((e) => e.name === name);
}

/** Puts the kiosk settings back as the demo seed has them (tests that change them call this when done). */
export async function restoreKioskSettings(page: Page) {
  await trpcMutation(page, "settings.saveKiosk", {
    waitlistOn: true,
    announcement: "",
    firstAvailableOkay: true,
    indoorSeatingPreferred: true,
    barSeatingPreferred: true,
    outdoorSeatingPreferred: false,
  } satisfies KioskSettings);
}

/** Presses digits on the on-screen keypad. */
export async function typeOnKeypad(page: Page, digits: string) {
  const keypad = page.getByRole("group", { name: "Keypad" });
  for (const d of digits) await keypad.getByRole("button", { name: d, exact: true }).click();
}

/** From the welcome screen through party (size), name and up to the phone keypad. */
export async function walkToPhone(page: Page, name: string, partySize = 2) {
  await page.getByRole("button", { name: "GET STARTED" }).click();
  await expect(page).toHaveURL(/\/app\/party$/);
  for (let i = 1; i < partySize; i++) await page.getByRole("button", { name: "Add one person" }).click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/app\/name$/);
  await page.getByPlaceholder("Enter your name").fill(name);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/app\/input$/);
}

/** The welcome screen is ready (the waitlist on). */
export async function expectWelcome(page: Page) {
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("button", { name: "GET STARTED" })).toBeVisible();
}

/** The host screen's lock is up (docs/product.md#kiosk): nothing of the host screen shows behind it. */
export async function expectHostLocked(page: Page) {
  await expect(page).toHaveURL(/\/app\/host$/);
  await expect(page.getByRole("heading", { name: "Host screen locked", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Host Screen", exact: true })).toHaveCount(0);
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
}

/** Unlocks the host screen with the demo account's staff password (the store has no kiosk PIN). */
export async function unlockHostWithPassword(page: Page, password: string = demo.password) {
  await expectHostLocked(page);
  await page.getByLabel("Staff password").fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Host Screen", exact: true })).toBeVisible();
}

/** Types a PIN on the lock's keypad and presses Unlock. */
export async function enterHostPin(page: Page, pin: string) {
  const keypad = page.getByRole("group", { name: "PIN keypad" });
  for (const d of pin) await keypad.getByRole("button", { name: d, exact: true }).click();
  await page.getByRole("button", { name: "Unlock" }).click();
}

/** From the welcome screen: the corner's button, then the lock, opened with the staff password. */
export async function openHostScreen(page: Page, password: string = demo.password) {
  await page.getByRole("link", { name: "Host screen" }).click();
  await unlockHostWithPassword(page, password);
}
