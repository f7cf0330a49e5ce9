import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL, demo } from "../src/env";
import { TEXTING_CONSENT } from "../src/guest";
import { allDay, demoHours, saveHours } from "../src/hours-kit";
import {
  addDays,
  choosePartySize,
  fillGuest,
  longDate,
  partySizes,
  pickDate,
  seating,
  showOptionalDetails,
  uniqueName,
} from "../src/public-page";
import { apiKey } from "../src/staff-api";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

/** The public reservation page of the demo store (docs/product.md#public-page): a booking from start to confirmation. */

const slugs = { companySlug: "demo", storeSlug: "downtown" };

// The header shows the demo seed's own hours here; the suite's stores are otherwise open all day (global-setup.ts).
let api: APIRequestContext;
let demoKey: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  demoKey = await apiKey(api, demo);
  await saveHours(api, demoKey, demoHours);
});
test.afterAll(async () => {
  await saveHours(api, demoKey, allDay);
  await api.dispose();
});

interface StaffReservation {
  uuid: string;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  partySize: number;
  reservationTime: string;
  seatingPreference: string;
  specialRequests: string;
  status: string;
  linkCode: string | null;
}

async function storeToday(page: Page): Promise<string> {
  const dates = await trpc<{ today: string }>(page.request, "public.bookableDates", slugs);
  return dates.today;
}

/** "7:30pm" → "19:30". */
function to24h(label: string): string {
  const m = /^(\d{1,2}):(\d{2})(am|pm)$/.exec(label.trim());
  if (!m) throw new Error(`not a 12-hour time: ${label}`);
  const h = (Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const viewport of [
  { name: "phone", width: 360, height: 640 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("books a table for tomorrow end to end; staff see it; Make Another resets", async ({ page }) => {
      const today = await storeToday(page);
      const tomorrow = addDays(today, 1);
      const name = uniqueName("Pat Public");
      await page.goto("/demo/downtown");

      await expect(page.getByRole("heading", { level: 1, name: "Demo Bistro" })).toBeVisible();
      await expect(page.getByText("120 Main Street, New York, NY 10001")).toBeVisible();
      await expect(page.getByRole("link", { name: "(212) 555 - 0142" }).first()).toHaveAttribute(
        "href",
        "tel:2125550142",
      );
      await expect(page.getByText("Mon - Thu, Sun")).toBeVisible();
      await expect(page.getByText("11:00am - 10:00pm")).toBeVisible();
      await expect(page.getByText("Fri, Sat")).toBeVisible();
      await expect(page.getByText("11:00am - 11:30pm")).toBeVisible();

      const submit = page.getByRole("button", { name: "Submit Reservation" });
      await expect(submit).toBeDisabled();
      await expect(page.getByText("Choose a party size to see the available times.")).toBeVisible();
      await page.screenshot({ path: `/tmp/pubshots/e2e-form-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousA11yIssues(page);

      await pickDate(page, tomorrow);
      await choosePartySize(page, 2);
      await seating(page, "Indoor");
      const times = page.getByRole("radiogroup", { name: "Available times" }).getByRole("radio");
      await expect(times.first()).toBeVisible();
      const slot = times.last();
      const timeLabel = (await slot.textContent()) ?? "";
      await slot.click();
      await expect(slot).toBeChecked();
      await fillGuest(page, {
        name,
        phone: "555 223 4567",
        email: "pat@example.com",
        notes: "Window table, please",
      });
      await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 223 - 4567");
      // The consent line sits under the phone field and is read with it.
      await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(TEXTING_CONSENT.en);
      await expect(submit).toBeEnabled();
      await page.screenshot({ path: `/tmp/pubshots/e2e-filled-${viewport.width}.png`, fullPage: true });
      await submit.click();

      await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeFocused();
      await expect(page.getByText("Your table at Demo Bistro is reserved.")).toBeVisible();
      const details = page.locator(".confirmation-details");
      await expect(details).toContainText(longDate(tomorrow));
      await expect(details).toContainText(timeLabel);
      await expect(details).toContainText("2 people");
      await expect(details).toContainText("Indoor");
      await expect(details).toContainText("(555) 223 - 4567");
      await expect(details).toContainText("pat@example.com");
      await expect(details).toContainText("Window table, please");
      await expect(page.getByText("Please arrive 10 minutes early.")).toBeVisible();
      await expect(
        page.getByText(
          "To change or cancel your reservation, please call the restaurant at (212) 555 - 0142.",
        ),
      ).toBeVisible();
      await page.screenshot({ path: `/tmp/pubshots/e2e-confirmed-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousA11yIssues(page);

      // Add to calendar: an .ics of this booking.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Add to calendar" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`reservation-${tomorrow}.ics`);
      const ics = readFileSync(await download.path(), "utf8");
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain("SUMMARY:Table for 2 at Demo Bistro");

      // Staff see the booking (tRPC, as the demo user).
      const token = await staffToken(page.request, demo);
      const list = await trpc<StaffReservation[]>(
        page.request,
        "reservations.list",
        { date: tomorrow },
        { token },
      );
      const mine = list.find((r) => r.guestName === name);
      expect(mine).toMatchObject({
        guestPhone: "5552234567",
        guestEmail: "pat@example.com",
        partySize: 2,
        reservationTime: to24h(timeLabel),
        seatingPreference: "indoor",
        specialRequests: "Window table, please",
        status: "CONFIRMED",
        linkCode: null,
      });

      // Make Another Reservation: an empty form again.
      await page.getByRole("button", { name: "Make Another Reservation" }).click();
      await expect(page.getByLabel("Full Name")).toHaveValue("");
      await expect(page.getByLabel("Phone Number")).toHaveValue("");
      await showOptionalDetails(page);
      await expect(page.getByLabel("Email")).toHaveValue("");
      await expect(page.getByLabel("Special Requests / Notes")).toHaveValue("");
      await expect(partySizes(page).getByRole("radio", { checked: true })).toHaveCount(0);
      await expect(page.getByRole("radio", { name: "Any" })).toBeChecked();
      await expect(page.getByText("Choose a party size to see the available times.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit Reservation" })).toBeDisabled();
    });
  });
}

test.describe("phone 375x667", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("Reset asks, then clears what was entered and shows the first date again", async ({ page }) => {
    const today = await storeToday(page);
    await page.goto("/demo/downtown");
    await pickDate(page, addDays(today, 40));
    await choosePartySize(page, 4);
    await seating(page, "Bar");
    await fillGuest(page, { name: "Someone", phone: "5552112222", email: "a@b.co", notes: "Hi" });
    await page.screenshot({ path: "/tmp/pubshots/e2e-form-375.png", fullPage: false });
    // Reset asks first: keeping the details changes nothing; clearing empties the form.
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("button", { name: "Keep my details" })).toBeFocused();
    await page.getByRole("button", { name: "Keep my details" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Someone");
    await page.getByRole("button", { name: "Reset" }).click();
    await page.getByRole("button", { name: "Clear the form" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Phone Number")).toHaveValue("");
    await expect(partySizes(page).getByRole("radio", { checked: true })).toHaveCount(0);
    // The optional details are put away again on the phone; shown, they are back to their defaults.
    await expect(page.getByLabel("Email")).toBeHidden();
    await showOptionalDetails(page);
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Any" })).toBeChecked();
    await expect(page.locator(`button[data-date="${today}"]`)).toHaveAttribute("aria-pressed", "true");
  });

  test("an unknown store shows the technical-difficulties screen", async ({ page }) => {
    await page.goto("/no-such-company/nowhere");
    await expect(page.getByRole("heading", { name: "We're Having Technical Difficulties" })).toBeVisible();
    await expect(page.getByText("Please call the restaurant to make your reservation.")).toBeVisible();
    await expect(page.getByText("Failed to load store details")).toBeVisible();
    await page.screenshot({ path: "/tmp/pubshots/e2e-difficulties-375.png" });
    await expectNoSeriousA11yIssues(page);
  });

  test("a failed store load (server down) shows the technical-difficulties screen", async ({ page }) => {
    await page.route("**/trpc/**", (route) => route.abort("connectionrefused"));
    await page.goto("/demo/downtown");
    await expect(page.getByRole("heading", { name: "We're Having Technical Difficulties" })).toBeVisible();
    await expect(page.getByText("Failed to load store details")).toBeVisible();
  });
});
