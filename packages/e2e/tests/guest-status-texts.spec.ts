import type { Page } from "@playwright/test";
import { demo, fakeTwilioURL } from "../src/env";
import { expectAccessible, uniquePhone } from "../src/guest";
import { apiKey, trpcMutation, uniqueName } from "../src/staff-api";
import { addDays, DEMO_TZ, zonedToday } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";
import { expectTouchTargets, shotBothSizes } from "../src/touch-targets";

/** The remote join opens the new place's status page; Resend text and Wrong number? there (docs/product.md#guest-pages). */

test.use({ viewport: { width: 375, height: 667 } });

interface FakeText {
  to: string;
  body: string;
}
const textsTo = async (phone: string) =>
  ((await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as FakeText[]).filter(
    (t) => t.to === `+1${phone}`,
  );
const shown = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)} - ${p.slice(6)}`;

async function joinFromPhone(page: Page, name: string, phone: string) {
  await page.goto("/join/demo/downtown");
  await expectTouchTargets(page);
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByPlaceholder("Enter your name").fill(name);
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.keyboard.type(phone);
  await expectTouchTargets(page);
  await page.getByRole("button", { name: "GET A TICKET" }).click();
}

test("a new remote join opens its status page; Resend text is bounded; Wrong number? texts the new link to the right phone", async ({
  page,
}) => {
  const wrong = uniquePhone();
  const right = uniquePhone();
  await joinFromPhone(page, uniqueName("Wendy Wrong"), wrong);

  // The status page at once, naming the number the guest typed.
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
  await expect(page).toHaveURL(/\/w\/[a-z2-7]{32}$/);
  const first = new URL(page.url()).pathname;
  await expect(page.getByTestId("sent-to")).toHaveText(
    `We also texted the link to this page to ${shown(wrong)}.`,
  );
  await expect(page.getByRole("button", { name: "Leave the line" })).toBeVisible();
  await expectTouchTargets(page);
  await expectAccessible(page);
  await shotBothSizes(page, "status-after-join");

  // Resend text right after the join's own text: the server says when to ask again, in plain words.
  await page.getByRole("button", { name: "Resend text" }).click();
  await expect(page.getByTestId("resend-answer")).toHaveText(
    "We just sent you a text. You can ask for another one in a minute.",
  );

  // Wrong number?: a half-typed number is caught as typed; the right one moves the page to the new link.
  await page.getByRole("button", { name: "Wrong number?" }).click();
  const dialog = page.getByRole("dialog", { name: "Wrong number?" });
  const field = dialog.getByLabel("Your phone number");
  await expect(field).toBeFocused();
  await field.fill(right.slice(0, 6));
  await dialog.getByRole("button", { name: "Text this number" }).click();
  await expect(
    dialog.getByText("Please enter all 10 digits of your phone number, area code first."),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectTouchTargets(page);
  await expectAccessible(page);
  await shotBothSizes(page, "status-wrong-number");
  await field.fill(right);
  await expect(dialog.getByText("Please enter all 10 digits", { exact: false })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Text this number" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("sent-to")).toHaveText(
    `We also texted the link to this page to ${shown(right)}.`,
  );
  await expect(page).not.toHaveURL(new RegExp(`${first}$`));
  const second = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();

  // The stand-in Twilio got the new link at the right number; the wrong number only ever had the first one.
  await expect
    .poll(async () => (await textsTo(right)).map((t) => t.body).join("\n"), { timeout: 10_000 })
    .toContain(second);
  expect((await textsTo(wrong)).map((t) => t.body).join("\n")).not.toContain(second);
  // The first link (texted to the wrong phone) opens nothing any more.
  await page.goto(first);
  await expect(page.getByRole("heading", { name: "Link not found" })).toBeVisible();

  // Leave the line still works with the new link.
  await page.goto(second);
  await page.getByRole("button", { name: "Leave the line" }).click();
  await page
    .getByRole("dialog", { name: "Leave the line?" })
    .getByRole("button", { name: "Leave the line" })
    .click();
  await expect(page.getByRole("heading", { name: "You left the line" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend text" })).toHaveCount(0);
});

test("the booking page (/r) from a booking text: every control 44 px and axe-clean at 375×667", async ({
  page,
}) => {
  const phone = uniquePhone();
  const key = await apiKey(page.request, demo);
  await trpcMutation(page.request, key, "reservations.create", {
    reservationDate: addDays(zonedToday(DEMO_TZ), 9),
    reservationTime: "18:30",
    partySize: 2,
    guestName: uniqueName("Touch Tess"),
    guestPhone: phone,
    seatingPreference: "first_available",
    specialRequests: "",
  });
  let link = "";
  await expect
    .poll(
      async () => {
        const text = (await textsTo(phone)).find((t) => t.body.includes("/r/"));
        link = /https?:\/\/\S+\/r\/[A-Za-z0-9_-]{32}/.exec(text?.body ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .toMatch(/\/r\//);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("button", { name: "Cancel reservation" })).toBeVisible();
  await expectTouchTargets(page);
  await expectAccessible(page);
  await shotBothSizes(page, "booking-page");
});
