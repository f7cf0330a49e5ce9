/**
 * The host stand (docs/product.md "The host stand", docs/architecture.md "Device sessions"): a manager pairs the door's
 * iPad once; each host sets their own PIN on their own sign-in and opens the stand with it by touch; what they do is
 * logged under their name; Switch hands the stand to the next host.
 */
import type { Browser, Page } from "@playwright/test";
import { demo } from "../src/env";
import { signIn } from "../src/login";
import { trpcMutation, trpcQuery, uniqueName } from "../src/staff-api";
import { expect, test } from "../src/test";
import { expectTouchTargets } from "../src/touch-targets";

const IPAD = { width: 1024, height: 768 };
const PASSWORD = "host-password-1";

/** A host of the demo store, invited and accepted over the API, with an e-mail and a password of their own. */
async function newHost(page: Page, ownerToken: string) {
  const email = `${uniqueName("stand")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}@demo.example`;
  const invite = await trpcMutation<{ inviteUrl: string }>(page.request, ownerToken, "staff.invite", {
    email,
    role: "host",
  });
  const token = invite.inviteUrl.split("#").pop() ?? "";
  const res = await page.request.post("/trpc/auth.acceptInvite", { data: { token, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/** The host, on their own device, sets their stand PIN and name through the console's Stand PIN dialog. */
async function setPinThroughConsole(browser: Browser, email: string, name: string, pin: string) {
  const context = await browser.newContext({ viewport: IPAD, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, "/staff/login", { email, password: PASSWORD });
  await page.getByRole("button", { name: "Stand PIN" }).tap();
  const dialog = page.getByRole("dialog", { name: "Your host stand PIN" });
  await dialog.getByLabel("Name on the stand").fill(name);
  await dialog.getByLabel("New PIN (4 to 6 digits)").fill(pin);
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Save PIN" }).tap();
  await expect(dialog.getByRole("alert")).toHaveText("That is not your password. Your PIN was not changed.");
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Save PIN" }).tap();
  await expect(dialog).toBeHidden();
  await context.close();
}

async function typePin(page: Page, pin: string) {
  const keypad = page.getByRole("group", { name: "PIN keypad" });
  for (const digit of pin) await keypad.getByRole("button", { name: digit, exact: true }).tap();
}

test("a manager pairs the stand; hosts open it with their own PINs by touch, act in their own names and switch", async ({
  page,
  browser,
}) => {
  const ownerToken = (await (await page.request.post("/trpc/auth.login", { data: { ...demo } })).json())
    .result.data.token as string;
  const anaName = uniqueName("Ana");
  const benName = uniqueName("Ben");
  const ana = await newHost(page, ownerToken);
  const ben = await newHost(page, ownerToken);
  await setPinThroughConsole(browser, ana, anaName, "1357");
  await setPinThroughConsole(browser, ben, benName, "2468");

  // The door's iPad: the manager ticks the box once.
  const context = await browser.newContext({ viewport: IPAD, hasTouch: true });
  const stand = await context.newPage();
  await stand.goto("/staff/login");
  await stand.getByLabel("Email Address").fill(demo.email);
  await stand.getByLabel("Password").fill(demo.password);
  await stand.getByLabel("This iPad is the host stand").check();
  await stand.getByRole("button", { name: "Sign In" }).tap();
  await expect(stand.getByRole("heading", { name: "Who's at the stand?" })).toBeVisible();
  await expect(stand.getByRole("button", { name: anaName })).toBeVisible();
  await expect(stand.getByRole("tab", { name: "Dashboard" })).toHaveCount(0);
  await stand.screenshot({ path: "/tmp/stand-lock-1024.png" });
  await expectTouchTargets(stand);

  // A wrong PIN keeps it locked; the right one opens the Dashboard as Ana, a host whatever the pairing account is.
  await stand.getByRole("button", { name: anaName }).tap();
  await expect(stand.getByRole("heading", { name: `${anaName}, enter your PIN` })).toBeVisible();
  await typePin(stand, "9999");
  await stand.getByRole("button", { name: "Open the stand" }).tap();
  await expect(stand.getByRole("alert")).toHaveText("Wrong PIN. The stand stays locked.");
  await typePin(stand, "1357");
  await stand.getByRole("button", { name: "Open the stand" }).tap();
  await expect(stand.getByRole("tab", { name: "Dashboard" })).toBeVisible();
  await expect(stand.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  await expect(stand.getByRole("button", { name: `${anaName} is at the stand. Switch host` })).toBeVisible();
  await stand.screenshot({ path: "/tmp/stand-open-1024.png" });

  // The stand survives a reload as the stand, still Ana's.
  await stand.reload();
  await expect(stand.getByRole("button", { name: `${anaName} is at the stand. Switch host` })).toBeVisible();

  // Switch: Ben takes it; the audit log names each of them, never the owner who paired the iPad.
  await stand.getByRole("button", { name: `${anaName} is at the stand. Switch host` }).tap();
  await expect(stand.getByRole("heading", { name: "Who's at the stand?" })).toBeVisible();
  await stand.getByRole("button", { name: benName }).tap();
  await typePin(stand, "2468");
  await stand.getByRole("button", { name: "Open the stand" }).tap();
  await expect(stand.getByRole("button", { name: `${benName} is at the stand. Switch host` })).toBeVisible();

  const log = await trpcQuery<{ action: string; actor: string }[]>(
    page.request,
    ownerToken,
    "privacy.auditLog",
  );
  const took = log.filter((l) => l.action === "stand.unlock").slice(0, 2);
  expect(took.map((l) => l.actor)).toEqual([ben, ana]);

  // A person's console on the same browser does not take the stand's session, nor does the stand give it to them.
  const token = await stand.evaluate(() => localStorage.getItem("seatline.stand.token"));
  expect(token).toBeTruthy();
  expect(await stand.evaluate(() => localStorage.getItem("seatline.token"))).toBeNull();
  await context.close();
});

test("the lock screen at 768×1024 by touch: nothing off-screen, and Sign the stand out unpairs it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const stand = await context.newPage();
  await stand.goto("/staff/login");
  await stand.getByLabel("Email Address").fill(demo.email);
  await stand.getByLabel("Password").fill(demo.password);
  await stand.getByLabel("This iPad is the host stand").check();
  await stand.getByRole("button", { name: "Sign In" }).tap();
  await expect(stand.getByRole("heading", { name: "Who's at the stand?" })).toBeVisible();
  const width = await stand.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);
  await expectTouchTargets(stand);
  await stand.screenshot({ path: "/tmp/stand-lock-768.png" });
  // Unpairing from the lock screen makes the iPad a sign-in page again.
  await stand.getByRole("button", { name: "Sign the stand out" }).tap();
  await expect(stand).toHaveURL(/\/staff\/login$/);
  expect(await stand.evaluate(() => localStorage.getItem("seatline.stand.token"))).toBeNull();
  await context.close();
});

test("an owner deactivates a host who left: the stand they were at locks, their name leaves it, their password no longer signs in", async ({
  page,
  browser,
}) => {
  const ownerToken = (await (await page.request.post("/trpc/auth.login", { data: { ...demo } })).json())
    .result.data.token as string;
  const name = uniqueName("Leaver");
  const leaver = await newHost(page, ownerToken);
  await setPinThroughConsole(browser, leaver, name, "4829");

  const context = await browser.newContext({ viewport: IPAD, hasTouch: true });
  const stand = await context.newPage();
  await stand.goto("/staff/login");
  await stand.getByLabel("Email Address").fill(demo.email);
  await stand.getByLabel("Password").fill(demo.password);
  await stand.getByLabel("This iPad is the host stand").check();
  await stand.getByRole("button", { name: "Sign In" }).tap();
  await stand.getByRole("button", { name }).tap();
  await typePin(stand, "4829");
  await stand.getByRole("button", { name: "Open the stand" }).tap();
  await expect(stand.getByRole("button", { name: `${name} is at the stand. Switch host` })).toBeVisible();

  // The owner, on their own console: Settings → Staff, Deactivate, confirmed.
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/settings");
  const staff = page.getByRole("region", { name: "Staff" });
  await staff.getByRole("button", { name: `Deactivate ${leaver}` }).click();
  const confirm = page.getByRole("dialog", { name: `Deactivate ${leaver}?` });
  await expect(confirm).toContainText("they can no longer sign in");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(staff.getByRole("status")).toContainText(`${leaver} is deactivated`);
  await expect(staff.getByRole("row", { name: new RegExp(leaver) })).toContainText("Deactivated");
  await expect(staff.getByRole("button", { name: `Reactivate ${leaver}` })).toBeVisible();
  await staff.screenshot({ path: "/tmp/stand-deactivated-staff.png" });

  // The stand is theirs no more: it locks, and its lock screen no longer lists them.
  await stand.reload();
  await expect(stand.getByRole("heading", { name: "Who's at the stand?" })).toBeVisible();
  await expect(stand.getByRole("button", { name })).toHaveCount(0);
  // Their password answers as a wrong one.
  const login = await page.request.post("/trpc/auth.login", { data: { email: leaver, password: PASSWORD } });
  expect(login.status()).toBe(401);
  await context.close();
});
