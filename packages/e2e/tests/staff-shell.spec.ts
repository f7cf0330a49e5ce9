import { demo } from "../src/env";
import { signIn } from "../src/login";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

test("signed-out visitors of /staff/app go to /staff/login", async ({ page }) => {
  await page.goto("/staff/app/archive");
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByLabel("Email Address")).toBeVisible();
});

test("a wrong password shows the documented alert and stays on the sign-in screen", async ({ page }) => {
  await page.goto("/staff/login");
  await page.getByLabel("Email Address").fill(demo.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please try a different username or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("the shell: logo, Dashboard by default, keys 1-4 switch tabs, Home, full screen, Sign Out", async ({
  page,
}) => {
  await signIn(page, "/staff/login", demo);
  await expect(page).toHaveURL(/\/staff\/app$/);
  await expect(page.getByRole("heading", { level: 1, name: "Seatline" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Enter full screen" })).toBeVisible();

  const keys = [
    ["2", /\/staff\/app\/archive$/, "Archive"],
    ["3", /\/staff\/app\/reservations$/, "Reservations"],
    ["4", /\/staff\/app\/settings$/, "Settings"],
    ["1", /\/staff\/app$/, "Dashboard"],
  ] as const;
  for (const [key, url, tab] of keys) {
    await page.keyboard.press(key);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }

  await page.getByRole("tab", { name: "Archive" }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await page.getByRole("button", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/staff\/app$/);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff/app");
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("the session survives a reload, and an expired one returns to the sign-in screen", async ({ page }) => {
  await signIn(page, "/staff/login", demo);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("seatline.expiresAt", String(Date.now() - 1000)));
  await page.reload();
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test("auto-logout after 24 hours", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "/staff/login", demo);
  await expect(page.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await page.clock.fastForward("24:00:01");
  await expect(page).toHaveURL(/\/staff\/login$/);
});
