import type { Page } from "@playwright/test";
import { expectAccessible } from "../src/guest";
import { addDays, choosePartySize, pickDate, showOptionalDetails } from "../src/public-page";
import { expect, test } from "../src/test";
import { expectTouchTargets, shotBothSizes } from "../src/touch-targets";
import { trpc } from "../src/trpc-http";

/** The public form's own messages (docs/product.md#public-page): per field, plain words, as the guest types. */

test.use({ viewport: { width: 375, height: 667 } });

const slugs = { companySlug: "demo", storeSlug: "downtown" };

async function chooseSlot(page: Page) {
  const { today } = await trpc<{ today: string }>(page.request, "public.bookableDates", slugs);
  await pickDate(page, addDays(today, 21));
  await choosePartySize(page, 2);
  const times = page.getByRole("radiogroup", { name: "Available times" }).getByRole("radio");
  await times.first().click();
}

test("every control is at least 44 px at 375×667 (the form, its times, the language switch)", async ({
  page,
}) => {
  await page.goto("/demo/downtown");
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  await chooseSlot(page);
  await expectTouchTargets(page);
  await expectAccessible(page);
  // A store with two languages shows the switch.
  await page.goto("/rival/uptown");
  await expect(page.getByRole("button", { name: "Español" })).toBeVisible();
  await expectTouchTargets(page);
});

test("a blank name, a half-typed phone and a bad e-mail each say what is wrong, as the guest types and on Submit", async ({
  page,
}) => {
  await page.goto("/demo/downtown");
  const name = page.getByLabel("Full Name");
  const phone = page.getByLabel("Phone Number");
  const email = page.getByLabel("Email");
  const submit = page.getByRole("button", { name: "Submit Reservation" });
  // Submit waits for a date, a size and a time, and says so.
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Choose a date, a party size and a time to submit.")).toBeVisible();
  await chooseSlot(page);
  await expect(submit).toBeEnabled();
  await showOptionalDetails(page);

  // Nothing is flagged before the guest has left a field.
  await phone.fill("55522");
  await expect(page.getByText("Please enter all 10 digits", { exact: false })).toHaveCount(0);
  await email.fill("ann@");
  await email.blur();
  await expect(
    page.getByText("Please enter an email address like name@example.com, or leave it empty."),
  ).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Please enter all 10 digits of your phone number, area code first."),
  ).toBeVisible();

  // Submit with a blank name: the name's message, the focus on it, nothing sent.
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("public.createReservation")) sent += 1;
  });
  await submit.click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(name).toBeFocused();
  expect(sent).toBe(0);
  // No field key and no "Please try again" anywhere.
  await expect(page.getByText(/guest(Name|Phone|Email)/)).toHaveCount(0);
  await expect(page.getByText("Please try again", { exact: false })).toHaveCount(0);
  await expectTouchTargets(page);
  await expectAccessible(page);
  await shotBothSizes(page, "public-form-errors");

  // Each message goes as the field is put right.
  await name.fill("Ann Lee");
  await expect(page.getByText("Please enter your name.")).toHaveCount(0);
  await phone.fill("(555) 123 - 4567");
  await expect(
    page.getByText("This phone number cannot exist. Please check the area code and number."),
  ).toBeVisible();
  await phone.fill("5552234567");
  await email.fill("ann@example.com");
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  // A refusal of a field by the server shows under that field in plain words (no key, no "Please try again").
  await page.route("**/trpc/public.createReservation*", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            message: "guestEmail: Please enter a valid email address.",
            code: -32600,
            data: {
              code: "BAD_REQUEST",
              httpStatus: 400,
              field: "guestEmail",
              path: "public.createReservation",
            },
          },
        },
      ]),
    }),
  );
  await submit.click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(page.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();
  await expect(page.getByText("guestEmail", { exact: false })).toHaveCount(0);
  await expect(page.getByText("Reservation not made")).toHaveCount(0);
  await expect(page.getByText("Please try again", { exact: false })).toHaveCount(0);
  await shotBothSizes(page, "public-form-server-refusal");
  // Changing that field takes the server's words away.
  await email.fill("ann.lee@example.com");
  await expect(page.getByText("Please enter a valid email address.", { exact: true })).toHaveCount(0);

  // Reset sits after Submit and asks first.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Clear everything you entered?")).toBeVisible();
  await expectAccessible(page);
  await shotBothSizes(page, "public-form-reset");
  await page.getByRole("button", { name: "Clear the form" }).click();
  await expect(name).toHaveValue("");
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});
