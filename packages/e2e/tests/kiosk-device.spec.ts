/**
 * The kiosk is a device, not a person (docs/architecture.md "Device sessions"): its session opens none of the staff
 * console, even from the same tablet; a kiosk signed in before devices had their own sessions is asked to pair once;
 * its host screen is locked on the server, not only on the screen.
 */

import type { Page } from "@playwright/test";
import { DEVICE_SESSION_REFUSED, HOST_SCREEN_LOCKED, KIOSK_NEEDS_PAIRING } from "@seatline/domain";
import { demo } from "../src/env";
import { expectWelcome, openHostScreen, signInKiosk, TABLET } from "../src/kiosk";
import { expect, test } from "../src/test";

test.use({ viewport: TABLET });

const kioskToken = async (page: Page) => {
  const token = await page.evaluate(() => window.localStorage.getItem("seatline.kiosk.token"));
  expect(token, "the kiosk keeps its device session").toBeTruthy();
  return token ?? "";
};

test("the kiosk's session opens none of the console, and the console on the same tablet does not find it", async ({
  page,
}) => {
  await signInKiosk(page);
  const token = await kioskToken(page);
  const list = await page.request.get("/trpc/waitlist.list", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(403);
  expect(await list.text()).toContain(DEVICE_SESSION_REFUSED);

  await page.goto("/staff/");
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // The kiosk was left as it was.
  await page.goto("/app");
  await expectWelcome(page);
});

test("a kiosk signed in before devices had their own sessions is asked to pair once, then works", async ({
  page,
}) => {
  const res = await page.request.post("/trpc/auth.login", {
    data: { email: demo.email, password: demo.password },
  });
  const person = (
    (await res.json()) as { result: { data: { token: string; user: { id: string; email: string } } } }
  ).result.data;
  await page.goto("/login");
  await page.evaluate((s) => {
    localStorage.setItem("seatline.token", s.token);
    localStorage.setItem("seatline.user", JSON.stringify(s.user));
    localStorage.setItem("seatline.expiresAt", String(Date.now() + 3_600_000));
  }, person);
  await page.goto("/app");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(KIOSK_NEEDS_PAIRING)).toBeVisible();
  // The old session was a person's in a lobby: it is revoked, not left behind.
  await expect
    .poll(async () =>
      (
        await page.request.get("/trpc/auth.me", { headers: { Authorization: `Bearer ${person.token}` } })
      ).status(),
    )
    .toBe(401);

  await signInKiosk(page);
  await expectWelcome(page);
});

test("Back to kiosk locks the host screen on the server, not only on the screen", async ({ page }) => {
  await signInKiosk(page);
  const token = await kioskToken(page);
  const save = () =>
    page.request.post("/trpc/settings.saveKiosk", {
      headers: { Authorization: `Bearer ${token}` },
      data: { announcement: "Free dessert for everyone" },
    });
  expect(await (await save()).text()).toContain(HOST_SCREEN_LOCKED);

  await openHostScreen(page);
  await expect(page).toHaveURL(/\/app\/host$/);
  await expect(page.getByRole("heading", { name: "Host Screen" })).toBeVisible();
  await page.getByRole("link", { name: "Back to kiosk" }).click();
  await expectWelcome(page);
  await expect.poll(async () => (await save()).status()).toBe(403);
  expect(await (await save()).text()).toContain(HOST_SCREEN_LOCKED);
});
