import type { Page, Route } from "@playwright/test";
import { demo } from "../src/env";
import { phoneViewport, uniquePhone } from "../src/guest";
import { addDays, choosePartySize, fillGuest, pickDate, uniqueName } from "../src/public-page";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

/**
 * A booking or remote join whose answer was lost is not lost silently (docs/product.md#errors): the page says it was
 * not sent and offers to try again, and the retry carries the same Idempotency-Key, so the server answers the first
 * call's result instead of writing twice (docs/architecture.md "Writes safe to repeat").
 */

test.use({ viewport: phoneViewport });

const NOT_SENT_BOOKING =
  "Your reservation was not sent: we could not reach the restaurant. Check your connection and submit it again; it will not be booked twice.";
const NOT_SENT_JOIN =
  "Not sent: we could not reach the restaurant. Check your connection and press GET A TICKET again; you will not be added twice.";

/**
 * Lets the first call of `path` reach the server, then drops its answer (as a connection lost on the way back);
 * later calls pass. Answers the Idempotency-Key of every call.
 */
async function loseFirstAnswer(page: Page, path: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(`**/trpc/${path}**`, async (route: Route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      await route.fetch();
      await route.abort("internetdisconnected");
    } else await route.continue();
  });
  return keys;
}

test("public booking: the answer lost, 'not sent'; the retry books once with the same key", async ({
  page,
}) => {
  const slugs = { companySlug: "demo", storeSlug: "downtown" };
  const today = (await trpc<{ today: string }>(page.request, "public.bookableDates", slugs)).today;
  const date = addDays(today, 21);
  const name = uniqueName("Retry Rhea");
  await page.goto("/demo/downtown");
  await pickDate(page, date);
  await choosePartySize(page, 2);
  await page.locator('button[data-time="13:00"]').click();
  await fillGuest(page, { name, phone: "5552237788" });
  const keys = await loseFirstAnswer(page, "public.createReservation");

  const submit = page.getByRole("button", { name: "Submit Reservation" });
  await submit.click();
  await expect(page.getByRole("alert")).toContainText(NOT_SENT_BOOKING);
  // The retry is offered at once, with the same time still chosen.
  await expect(submit).toBeEnabled();
  await expect(page.locator('button[data-time="13:00"]')).toHaveAttribute("aria-checked", "true");
  await page.screenshot({ path: "/tmp/pubshots/e2e-not-sent-360.png", fullPage: true });
  await submit.click();
  await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const token = await staffToken(page.request, demo);
  const list = await trpc<{ uuid: string; guestName: string }[]>(
    page.request,
    "reservations.list",
    { date },
    { token },
  );
  const mine = list.filter((r) => r.guestName === name);
  expect(mine).toHaveLength(1);
  await trpc(
    page.request,
    "reservations.setStatus",
    { uuid: mine[0]?.uuid, status: "CANCELLED" },
    { token, mutation: true },
  );
});

test("remote join: the answer lost, 'not sent'; the retry joins once and says the link was texted", async ({
  page,
}) => {
  const name = uniqueName("Retry Remy");
  const phone = uniquePhone();
  await page.goto("/join/demo/downtown");
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByPlaceholder("Enter your name").fill(name);
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.keyboard.type(phone);
  const keys = await loseFirstAnswer(page, "guest.join");

  const getTicket = page.getByRole("button", { name: "GET A TICKET" });
  await getTicket.click();
  await expect(page.getByText(NOT_SENT_JOIN)).toBeVisible();
  await page.screenshot({ path: "/tmp/guest-join-not-sent.png" });
  await getTicket.click();
  // The first call made the place and texted its link; the repeat is answered without the link.
  await expect(page.getByRole("heading", { name: "We texted you a link" })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const token = await staffToken(page.request, demo);
  const list = await trpc<{ entries: { id: number; name: string }[] }>(
    page.request,
    "waitlist.list",
    undefined,
    {
      token,
    },
  );
  const mine = list.entries.filter((e) => e.name === name);
  expect(mine).toHaveLength(1);
  await trpc(page.request, "waitlist.remove", { id: mine[0]?.id }, { token, mutation: true });
});
