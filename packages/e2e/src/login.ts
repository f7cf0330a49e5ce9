import { expect, type Page } from "@playwright/test";

/** Signs in through a login screen (kiosk /login or staff /staff/login). */
export async function signIn(page: Page, path: string, who: { email: string; password: string }) {
  await page.goto(path);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/login/);
}
