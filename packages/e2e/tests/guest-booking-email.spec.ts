import { icsDateTime, storeInstant } from "@seatline/domain";
import { demo } from "../src/env";
import { signIn } from "../src/login";
import { icsAttachment, mailLink, mailsTo } from "../src/mail";
import { addDays, choosePartySize, fillGuest, longDate, pickDate, uniqueName } from "../src/public-page";
import { reservationRow } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";
import { trpc } from "../src/trpc-http";

/**
 * Booking e-mails (docs/product.md#booking-e-mails): a guest books on the public page with an e-mail; the server's
 * dispatcher sends the confirmation through SMTP to this worker's local SMTP server (global-setup.ts), with the
 * calendar file and the guest's booking page link; that link opens the booking, where the guest moves it to another
 * time while a host's Reservations tab, open on that day, shows the move live; the change comes by e-mail too.
 */

const slugs = { companySlug: "demo", storeSlug: "downtown" };

/** "7:30pm" → "19:30". */
function to24h(label: string): string {
  const m = /^(\d{1,2}):(\d{2})(am|pm)$/.exec(label.trim());
  if (!m) throw new Error(`not a 12-hour time: ${label}`);
  const h = (Number(m[1]) % 12) + (m[3] === "pm" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

test.use({ viewport: { width: 375, height: 667 } });

test("a guest books with an e-mail; the confirmation arrives by SMTP with its .ics and /r link; there the guest moves the booking and the host sees it live", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers, one signed in
  const { today } = await trpc<{ today: string }>(page.request, "public.bookableDates", slugs);
  const date = addDays(today, 1);
  const name = uniqueName("Erin Email");
  const email = `erin.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

  await page.goto("/demo/downtown");
  await pickDate(page, date);
  await choosePartySize(page, 3);
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
  // An address no one at the store entered gets the store's own words only: not the name the booker typed
  // (docs/product.md#booking-e-mails).
  expect(mail.text).toContain("Hello, your table at Demo Bistro Downtown is booked");
  expect(mail.text).not.toContain(name);
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

  // A host's Reservations tab, open on that day before the guest changes anything.
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const host = await staffContext.newPage();
    await signIn(host, "/staff/login", demo);
    await host.goto("/staff/app/reservations");
    await host.getByRole("button", { name: "Next day" }).click();
    const row = reservationRow(host, name);
    await expect(row).toContainText(timeLabel);

    // The guest moves it to another free time of that day.
    await page.getByRole("button", { name: "Change reservation" }).click();
    const form = page.getByRole("region", { name: "Change your reservation" });
    const other = form
      .getByRole("radiogroup", { name: "Available times" })
      .locator('[role="radio"][aria-checked="false"]:not([aria-disabled="true"]):not([disabled])')
      .first();
    const newTime = ((await other.textContent()) ?? "").trim();
    expect(newTime).not.toBe(timeLabel);
    await other.click();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("booking-time")).toHaveText(newTime);

    // Live on the host's console (its event, well before the 10 s poll), marked as the guest's change.
    await expect(row).toContainText(newTime, { timeout: 5_000 });
    await expect(row).toContainText("Changed by the guest");

    // And by e-mail: the change, with the calendar file moved to the new time.
    const mails = await mailsTo(page.request, email, { count: 2 });
    const changed = mails.find((m) => m.subject === "Your reservation at Demo Bistro Downtown has changed");
    if (!changed) throw new Error(`no change e-mail among: ${mails.map((m) => m.subject).join(", ")}`);
    expect(icsAttachment(changed)).toContain(
      `\r\nDTSTART:${icsDateTime(storeInstant("America/New_York", date, to24h(newTime)))}\r\n`,
    );
  } finally {
    await staffContext.close();
  }
});
