import { demo } from "../src/env";
import { signIn } from "../src/login";
import { expect, test } from "../src/test";

test("/ sends a signed-out visitor to /login", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("/app/* is protected", async ({ page }) => {
  await page.goto("/app/party");
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the documented alert", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(demo.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please try a different username or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo staff signs in at /login, lands on /app, and the session survives a reload", async ({
  page,
}) => {
  await signIn(page, "/login", { ...demo, email: demo.email.toUpperCase() });
  await expect(page).toHaveURL(/\/app/);
  await page.reload();
  await expect(page).toHaveURL(/\/app/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/app/);
});
