import { readFile } from "node:fs/promises";
import { rival } from "../src/env";
import { phoneViewport } from "../src/guest";
import { signIn } from "../src/login";
import { pngSize } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

test("Settings shows the store's remote join link and QR code; the link opens the join page", async ({
  page,
  browser,
}) => {
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/settings");
  const waitlist = page.getByRole("region", { name: "Waitlist On/Off" });
  const link = waitlist.getByRole("link", { name: /\/join\/rival\/uptown$/ });
  await expect(link).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/join\/rival\/uptown$/);
  await expect(
    waitlist.getByRole("img", { name: "QR code for joining the waitlist from a phone" }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    waitlist.getByRole("button", { name: "Download QR Code" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("rival-uptown-waitlist.png");
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 370, height: 370 });
  if (process.env.GUEST_SHOTS === "on")
    await waitlist.screenshot({ path: "/tmp/guest-settings-section.png" });

  // What a phone that scans the code opens.
  const phone = await browser.newContext({ viewport: phoneViewport });
  try {
    const guest = await phone.newPage();
    await guest.goto((await link.getAttribute("href")) ?? "");
    await expect(guest.getByRole("heading", { name: "How Many People In Your Party?" })).toBeVisible();
    await expect(guest.getByText("Rival Diner Uptown")).toBeVisible();
  } finally {
    await phone.close();
  }
});
