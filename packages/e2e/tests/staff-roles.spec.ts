/**
 * Staff roles and guest privacy (docs/product.md#staff-roles, #staff-accounts, #guest-privacy): an owner invites a
 * host by link, the host sets a password and sees only the door's tabs, and the API refuses them the exports and the
 * audit log; an owner erases a guest in the console.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { demo } from "../src/env";
import { uniquePhone } from "../src/guest";
import { signIn } from "../src/login";
import { apiKey, joinWalkIn, trpcQuery, uniqueName } from "../src/staff-api";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function openOwnerSettings(page: Page) {
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 2 })).toBeVisible();
}

async function status(request: APIRequestContext, token: string, url: string) {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status(), body: await res.text() };
}

test("an owner invites a host by link; the host signs in, has no Settings or Reports, and the API refuses exports and the audit log", async ({
  page,
  browser,
  request,
}) => {
  await openOwnerSettings(page);
  const staff = section(page, "Staff");
  const email = `host-${Date.now().toString(36)}@demo.example`;
  await staff.getByLabel("Invite by e-mail").fill(email);
  await staff.getByLabel("Role", { exact: true }).click();
  await page.getByRole("option", { name: "Host" }).click();
  // The role's list closes with a fade: a click while it fades lands on it, not on the button (a clean run lost one so).
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(staff.getByLabel("Role", { exact: true })).toHaveValue("Host");
  await staff.getByRole("button", { name: "Create invitation link" }).click();
  await expect(staff.getByTestId("invite-link")).toBeVisible();
  const link = (await staff.getByTestId("invite-link").textContent()) ?? "";
  expect(link).toMatch(/\/staff\/invite#[a-z2-7]+$/);
  await expect(staff.getByText("Seatline does not send e-mail")).toBeVisible();
  await expect(staff.getByRole("row", { name: new RegExp(email) })).toContainText("Invited");
  await staff.screenshot({ path: "/tmp/roles-staff-section.png" });

  // The invited host, on their own device.
  const hostContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const host = await hostContext.newPage();
  await host.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(host.getByText(`You are invited as Host with ${email}`)).toBeVisible();
  await host.screenshot({ path: "/tmp/roles-invite-page.png" });
  await host.getByLabel(/^Password/).fill("host-password-1");
  await host.getByLabel("Repeat the password").fill("host-password-1");
  await host.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(host).toHaveURL(/\/staff\/app$/);
  await expect(host.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await expect(host.getByRole("tab", { name: "Reservations" })).toBeVisible();
  await expect(host.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  await expect(host.getByRole("tab", { name: "Reports" })).toHaveCount(0);
  // Typing the address (or the number key) does not open them either.
  await host.goto("/staff/app/reports");
  await expect(host).toHaveURL(/\/staff\/app$/);
  await host.keyboard.press("4");
  await expect(host).toHaveURL(/\/staff\/app$/);
  await host.screenshot({ path: "/tmp/roles-host-shell.png" });

  // The API refuses the host what the screen hides.
  const hostToken = await apiKey(request, { email, password: "host-password-1" });
  const me = await trpcQuery<{ user: { role: string } }>(request, hostToken, "auth.me");
  expect(me.user.role).toBe("host");
  for (const url of [
    "/trpc/privacy.auditLog",
    "/trpc/staff.list",
    "/api/reports/export.zip?legacy_store_id=1001",
    "/api/reports/visits.csv?legacy_store_id=1001",
  ]) {
    const res = await status(request, hostToken, url);
    expect(res.status, url).toBe(403);
    expect(res.body, url).toContain("Only an owner can do this.");
  }
  const settings = await status(request, hostToken, "/trpc/settings.getTables");
  expect(settings.status).toBe(403);
  expect(settings.body).toContain("Only a manager or an owner can do this.");
  await hostContext.close();

  // The owner's list shows the host signed in now.
  await page.reload();
  await expect(section(page, "Staff").getByRole("row", { name: new RegExp(email) })).toContainText(
    "Signed in",
    {
      timeout: 20_000,
    },
  );
});

test("an owner erases a guest in the console: the name, phone and note are gone, the audit log says who", async ({
  page,
  request,
}) => {
  const key = await apiKey(request, demo);
  const name = uniqueName("Erasable");
  const phone = uniquePhone();
  await joinWalkIn(request, key, { name, phone });
  const before = await trpcQuery<unknown>(request, key, "waitlist.list");
  expect(JSON.stringify(before)).toContain(name);

  await openOwnerSettings(page);
  const privacy = section(page, "Guest privacy");
  await privacy.getByLabel("Guest's phone").fill(phone);
  await privacy.getByRole("button", { name: "Erase guest…" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this guest?" });
  await expect(dialog).toBeVisible();
  await dialog.screenshot({ path: "/tmp/roles-erase-dialog.png" });
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(privacy.getByRole("status")).toContainText("Erased: 1 visit");
  await expect(section(page, "Audit log").getByRole("row").nth(1)).toContainText("Erased a guest");
  await expect(section(page, "Audit log")).toContainText(demo.email);
  await section(page, "Guest privacy").screenshot({ path: "/tmp/roles-privacy-section.png" });

  const after = JSON.stringify(await trpcQuery<unknown>(request, key, "waitlist.list"));
  expect(after).not.toContain(name);
  expect(after).not.toContain(phone);
  expect(after).toContain("Erased guest");
});
