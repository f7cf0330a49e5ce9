/**
 * The guest changes their own booking on /r/{token} at 375×667 (docs/product.md#guest-pages): the link from the
 * confirmation text (through the Twilio stand-in) opens the booking, Change offers the date's free times, Save moves
 * it and the page shows the new time; a host with the Reservations tab open sees the move at once, marked "Changed by
 * the guest", with the change in the booking's history; the guest gets the changed text.
 */
import type { APIRequestContext } from "@playwright/test";
import { baseURL, demo, fakeTwilioURL, rival } from "../src/env";
import { expectAccessible, uniquePhone } from "../src/guest";
import { signIn } from "../src/login";
import { apiKey, trpcMutation, uniqueName } from "../src/staff-api";
import { addDays, DEMO_TZ, RIVAL_TZ, reservationRow, zonedToday } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";
import { expectTouchTargets, shotBothSizes } from "../src/touch-targets";
import { staffToken, trpc } from "../src/trpc-http";

test.use({ viewport: { width: 375, height: 667 } });

let api: APIRequestContext;
let key: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

interface FakeText {
  to: string;
  body: string;
}
const linkIn = (body = "") => /https?:\/\/\S+\/r\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? "";
const textsTo = async (phone: string, words: string) =>
  ((await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as FakeText[]).filter(
    (t) => t.to === `+1${phone}` && t.body.includes(words),
  );

test("the guest moves their booking to another time; the host's open Reservations tab shows it live", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers, one signed in
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const name = uniqueName("Mover");
  const phone = uniquePhone();
  await trpcMutation(api, key, "reservations.create", {
    reservationDate: tomorrow,
    reservationTime: "14:00",
    partySize: 2,
    guestName: name,
    guestPhone: phone,
    seatingPreference: "indoor",
    specialRequests: "",
  });
  await expect.poll(async () => (await textsTo(phone, "is confirmed")).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await textsTo(phone, "is confirmed");
  const link = linkIn(confirmation?.body);
  expect(link).not.toBe("");

  // The host's console, open on tomorrow's book before the guest does anything.
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const host = await staffContext.newPage();
    await signIn(host, "/staff/login", demo);
    await host.goto("/staff/app/reservations");
    await host.getByRole("button", { name: "Next day" }).click();
    const row = reservationRow(host, name);
    await expect(row).toContainText("2:00pm");
    await expect(row).not.toContainText("Changed by the guest");

    await page.goto(link);
    await expect(page.getByTestId("booking-time")).toHaveText("2:00pm");
    await page.getByRole("button", { name: "Change reservation" }).click();
    const form = page.getByRole("region", { name: "Change your reservation" });
    const times = form.getByRole("radiogroup", { name: "Available times" });
    await expect(times.getByRole("radio", { name: "2:00pm", exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    // Nothing changed yet: Save waits for a change.
    await expect(form.getByRole("button", { name: "Save" })).toBeDisabled();
    await expectTouchTargets(page);
    await expectAccessible(page);
    await shotBothSizes(page, "guest-change-form");

    await times.getByRole("radio", { name: "4:30pm", exact: true }).click();
    await form.getByRole("button", { name: "Add one person" }).click();
    await expect(form.getByTestId("change-party-size")).toHaveText("3");
    await form.getByRole("button", { name: "Save" }).click();

    await expect(page.getByTestId("booking-time")).toHaveText("4:30pm");
    await expect(page.getByTestId("booking-party-size")).toHaveText("3 people");
    await expect(
      page.getByText("Your reservation was changed. We will text you the new details."),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await shotBothSizes(page, "guest-change-saved");

    // Live: the store's reservations event reloads the host's list well before its 10 s poll.
    await expect(row).toContainText("4:30pm", { timeout: 5_000 });
    await expect(row).toContainText("Changed by the guest");
    await row.getByRole("button", { name: "Edit" }).click();
    const history = host.getByTestId("reservation-history");
    await expect(history).toContainText("Changed by the guest");
    await expect(history).toContainText("2:00pm, 2 guests → ");
    await expect(history).toContainText("4:30pm, 3 guests");

    await expect
      .poll(async () => (await textsTo(phone, "your reservation has changed")).length, { timeout: 15_000 })
      .toBe(1);
    const [changed] = await textsTo(phone, "your reservation has changed");
    expect(changed?.body).toContain("It is now for 3 people");
    expect(changed?.body).toContain("at 4:30pm.");
  } finally {
    await staffContext.close();
  }
});

test("in Spanish: a time that fills up before Save is refused in Spanish, and the booking stays as it was", async ({
  page,
}) => {
  // rival/uptown offers English and Spanish; the booking is made in Spanish, so its page opens in Spanish.
  const tomorrow = addDays(zonedToday(RIVAL_TZ), 1);
  const phone = uniquePhone();
  await trpc(
    api,
    "public.createReservation",
    {
      companySlug: "rival",
      storeSlug: "uptown",
      reservationDate: tomorrow,
      reservationTime: "14:00",
      partySize: 2,
      guestName: uniqueName("Lucia"),
      guestPhone: phone,
      seatingPreference: "first_available",
      specialRequests: "",
      language: "es",
    },
    { mutation: true },
  );
  await expect.poll(async () => (await textsTo(phone, "/r/")).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await textsTo(phone, "/r/");

  await page.goto(linkIn(confirmation?.body));
  await expect(page.getByTestId("booking-time")).toHaveText("2:00pm");
  await page.getByRole("button", { name: "Cambiar reservación" }).click();
  const form = page.getByRole("region", { name: "Cambiar su reservación" });
  const times = form.getByRole("radiogroup", { name: "Horarios disponibles" });
  await times.getByRole("radio", { name: "5:30pm", exact: true }).click();

  // Meanwhile other guests take every table at 5:30pm.
  const token = await staffToken(api, rival);
  for (let i = 0; i < 20; i++) {
    const res = await api.post("/trpc/reservations.create", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        reservationDate: tomorrow,
        reservationTime: "17:30",
        partySize: 2,
        guestName: uniqueName("Filler"),
        guestPhone: uniquePhone(),
        seatingPreference: "indoor",
        specialRequests: "",
      },
    });
    if (res.status() === 409) break;
    expect(res.ok(), await res.text()).toBe(true);
  }

  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Ese horario se acaba de llenar. Por favor elija otro horario.",
  );
  // The times are read again: 5:30pm is gone, and the booking has not moved.
  await expect(times.getByRole("radio", { name: "5:30pm", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("booking-time")).toHaveText("2:00pm");
  await expectTouchTargets(page);
  await expectAccessible(page);
  await shotBothSizes(page, "guest-change-full-es");
  await form.getByRole("button", { name: "Conservar mi reservación" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Cambiar reservación" })).toBeVisible();
});

test("Confirm beside Cancel: a pending booking is confirmed from its page, as a text reply of 1 does", async ({
  page,
}) => {
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const phone = uniquePhone();
  const made = await trpcMutation<{ uuid: string }>(api, key, "reservations.create", {
    reservationDate: tomorrow,
    reservationTime: "15:00",
    partySize: 2,
    guestName: uniqueName("Pending"),
    guestPhone: phone,
    seatingPreference: "indoor",
    specialRequests: "",
  });
  // Cancelled and restored by the host: a restored booking is PENDING again.
  await trpcMutation(api, key, "reservations.setStatus", { uuid: made.uuid, status: "CANCELLED" });
  await trpcMutation(api, key, "reservations.setStatus", { uuid: made.uuid, status: "PENDING" });
  await expect.poll(async () => (await textsTo(phone, "is confirmed")).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await textsTo(phone, "is confirmed");

  await page.goto(linkIn(confirmation?.body));
  await expect(page.getByTestId("booking-status")).toHaveText("Booked");
  const confirm = page.getByRole("button", { name: "Confirm reservation" });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel reservation" })).toBeVisible();
  await expectTouchTargets(page);
  await shotBothSizes(page, "guest-confirm");
  await confirm.click();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(confirm).toBeHidden();
});
