import type { Page } from "@playwright/test";
import { icsDateTime, storeInstant } from "@seatline/domain";
import { icsAttachment, mailLink, mailsTo } from "../src/mail";
import { addDays, fillGuest, longDate, pickDate, uniqueName } from "../src/public-page";
import { expect, test } from "../src/test";
import { trpc } from "../src/trpc-http";

/**
 * Booking e-mails (docs/product.md#booking-e-mails): a guest books on the public page with an e-mail; the server's
 * dispatcher sends the confirmation through SMTP to this worker's local SMTP server (global-setup.ts), with the
 * calendar file and the guest's booking page link; that link opens the booking.
 */

const slugs = { companySlug: "demo", storeSlug: "downtown" };

/** "7:30pm" → "19:30". */
function to24h(label: string): string {
  const m = /^(\d{1,2}):(\d{2})(am|pm)$/.exec(label.trim());
  if (!m) throw new Error(`not a 12-hour time: ${label}`);
  const h = (Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

/**
 * Party size 3, as the form asks for it: a select, or the row of sizes (a radio group) the public form is moving to.
 * Either way by its label, as a guest finds it.
 */
async function choosePartyOf3(page: Page) {
  const field = page.getByLabel("Party Size");
  if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption("3");
  else await field.getByRole("radio", { name: "3 people", exact: true }).click();
}

test.use({ viewport: { width: 375, height: 667 } });

test("a guest books with an e-mail; the confirmation arrives by SMTP with its .ics and /r link, which opens the booking", async ({
  page,
}) => {
  const { today } = await trpc<{ today: string }>(page.request, "public.bookableDates", slugs);
  const date = addDays(today, 1);
  const name = uniqueName("Erin Email");
  const email = `erin.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

  await page.goto("/demo/downtown");
  await pickDate(page, date);
  await choosePartyOf3(page);
  const slot = page
    .getByRole("radiogroup", { name: "Available times" })
    .locator('[role="radio"]:not([aria-disabled="true"]):not([disabled])')
    .first();
  await expect(slot).toBeVisible();
  const timeLabel = ((await slot.textContent()) ?? "").trim();
  await slot.click();
  await fillGuest(page, { name, phone: "555 223 4567", email });
  await page.getByRole("button", { name: "Submit Reservation" }).click();
  await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeFocused();

  // The confirmation, from the store's name, with the calendar file at the store's time (New York) in UTC.
  const [mail] = await mailsTo(page.request, email);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  expect(mail.from.name).toBe("Demo Bistro Downtown");
  expect(mail.subject).toBe(`Your reservation at Demo Bistro Downtown: ${longDate(date)} at ${timeLabel}`);
  expect(mail.text).toContain(`Hi ${name}, your table at Demo Bistro Downtown is booked`);
  const ics = icsAttachment(mail);
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(
    `\r\nDTSTART:${icsDateTime(storeInstant("America/New_York", date, to24h(timeLabel)))}\r\n`,
  );
  expect(ics).toContain("\r\nSUMMARY:Table for 3 at Demo Bistro Downtown\r\n");
  expect(mail.headers["list-unsubscribe"]).toMatch(/\/u\/[A-Za-z0-9_-]{32}/);

  // Its booking page link opens this booking.
  const link = mailLink(mail, "r");
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
  await page.goto(link);
  await expect(page.getByText("Your reservation")).toBeVisible();
  await expect(page.getByTestId("booking-date")).toHaveText(longDate(date));
  await expect(page.getByTestId("booking-time")).toHaveText(timeLabel);
  await expect(page.getByTestId("booking-party-size")).toHaveText("3 people");
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
});
