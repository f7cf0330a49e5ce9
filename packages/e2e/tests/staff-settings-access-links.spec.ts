import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { rival } from "../src/env";
import { signIn } from "../src/login";
import { addDays, pickDate, pngSize, RIVAL_TZ, zonedToday } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

async function openLinks(page: Page) {
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/settings");
  const links = page.getByRole("region", { name: "Special Access Links" });
  await expect(links.getByRole("status")).toHaveCount(0);
  return links;
}

test("create (Enter submits), refuse blank and duplicate codes, add and remove dates sorted, QR, delete", async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString(36)}`;
  const today = zonedToday(RIVAL_TZ);
  const links = await openLinks(page);

  // The create form toggles open; Cancel clears it.
  const toggle = links.getByRole("button", { name: "New Access Link" });
  await toggle.click();
  const input = links.getByLabel("Link code");
  await input.fill("typed then cancelled");
  await links.getByRole("button", { name: "Cancel" }).click();
  await expect(input).toHaveCount(0);
  await toggle.click();
  await expect(links.getByLabel("Link code")).toHaveValue("");

  await links.getByRole("button", { name: "Create Link" }).click();
  await expect(links.getByText("Please enter a link code.")).toBeVisible();
  await links.getByLabel("Link code").fill(code);
  await links.getByLabel("Link code").press("Enter");
  const card = links.getByRole("listitem", { name: `Access link ${code}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link")).toHaveAttribute("href", new RegExp(`/rival/uptown/${code}$`));

  await toggle.click();
  await links.getByLabel("Link code").fill(` ${code} `);
  await links.getByLabel("Link code").press("Enter");
  await expect(links.getByText("Link code already exists. Please choose a different one.")).toBeVisible();
  await links.getByRole("button", { name: "Cancel" }).click();

  // Dates: required, minimum today, shown sorted.
  await card.getByRole("button", { name: "Add Date" }).click();
  await expect(card.getByText("Please select a date to add.")).toBeVisible();
  const later = addDays(today, 20);
  const sooner = addDays(today, 6);
  await pickDate(page, card.getByRole("button", { name: "Access date", exact: true }), later);
  await card.getByRole("button", { name: "Add Date" }).click();
  const dates = card.getByRole("list", { name: `Access dates of ${code}` }).getByRole("listitem");
  await expect(dates).toHaveText([later]);
  await pickDate(page, card.getByRole("button", { name: "Access date", exact: true }), sooner);
  await card.getByRole("button", { name: "Add Date" }).click();
  await expect(dates).toHaveText([sooner, later]);
  await page.screenshot({ path: test.info().outputPath("staff-settings-access-links.png") });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download QR Code" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${code}.png`);
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 370, height: 370 });

  await card
    .getByRole("button", { name: /^Remove access date/ })
    .first()
    .click();
  await expect(dates).toHaveText([later]);
  await page.reload();
  await expect(dates).toHaveText([later]);

  await card.getByRole("button", { name: "Delete Link" }).click();
  await expect(card).toHaveCount(0);
});

test("a failed load shows the error with Retry, which loads the links", async ({ page }) => {
  let fail = true;
  // Fail only the access-link list inside tRPC's batched responses (and its automatic retries).
  await page.route(/\/trpc\/[^?]*reservations\.accessLinks\.list/, async (route) => {
    if (!fail) return route.fallback();
    const response = await route.fetch();
    const paths = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
    const body = (await response.json()) as unknown[];
    const at = paths.indexOf("reservations.accessLinks.list");
    body[at] = {
      error: {
        message: "Database unavailable",
        code: -32603,
        data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "reservations.accessLinks.list" },
      },
    };
    await route.fulfill({ response, status: 207, json: body });
  });
  await signIn(page, "/staff/login", rival);
  await page.goto("/staff/app/settings");
  const links = page.getByRole("region", { name: "Special Access Links" });
  await expect(links.getByText("Error loading special access links: Database unavailable")).toBeVisible({
    timeout: 15_000,
  });
  await links.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("staff-settings-links-error.png") });
  fail = false;
  await links.getByRole("button", { name: "Retry" }).click();
  await expect(links.getByText(/Error loading special access links/)).toHaveCount(0);
  await expect(links.getByRole("button", { name: "New Access Link" })).toBeVisible();
  // A refetch may still be inside the handler when the page closes.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
