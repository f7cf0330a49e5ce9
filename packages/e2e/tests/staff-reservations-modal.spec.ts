import type { APIRequestContext, Page } from "@playwright/test";
import { demo } from "../src/env";
import { signIn } from "../src/login";
import { apiKey, trpcMutation, uniqueName } from "../src/staff-api";
import {
  addDays,
  axeViolations,
  calendarDay,
  DEMO_TZ,
  filledColor,
  longDate,
  reservationRow,
  zonedToday,
} from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

test.use({ viewport: { width: 1366, height: 768 } });

async function openReservations(page: Page) {
  await signIn(page, "/staff/login", demo);
  await page.goto("/staff/app/reservations");
  await expect(page.getByRole("button", { name: "Add Reservation" })).toBeVisible();
}

test("add a reservation for tomorrow through the modal, edit it, note it, cancel and restore it", async ({
  page,
}) => {
  const tomorrow = addDays(zonedToday(DEMO_TZ), 1);
  const name = uniqueName("Modal Guest");
  await openReservations(page);

  await page.getByRole("button", { name: "Add Reservation" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Reservation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Choose a party size to see the available times.")).toBeVisible();
  await (await calendarDay(dialog, tomorrow)).click();
  await dialog.getByRole("textbox", { name: "Party Size" }).click();
  await page.getByRole("option", { name: "2", exact: true }).click();
  await dialog.getByRole("button", { name: "Indoor" }).click();
  await expect(dialog.getByRole("button", { name: "Indoor" })).toHaveAttribute("aria-pressed", "true");

  const times = dialog.getByRole("group", { name: "Available times" });
  const slot = times.getByRole("button", { name: /^8:00pm/ });
  await expect(slot).toBeEnabled();
  await expect(slot).toContainText(/\d+ tables? available/);
  await slot.click();

  const submit = dialog.getByRole("button", { name: "Add Reservation" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Phone").pressSequentially("555223456");
  await expect(dialog.getByLabel("Phone")).toHaveValue("(555) 223 - 456");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Phone").press("7");
  await expect(dialog.getByLabel("Phone")).toHaveValue("(555) 223 - 4567");
  await dialog.getByLabel("Email").fill("modal.guest@example.com");
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath("staff-reservations-modal.png") });
  await submit.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: longDate(tomorrow) })).toBeVisible();
  const row = reservationRow(page, name);
  await expect(row).toContainText("8:00pm");
  await expect(row).toContainText("(555) 223 - 4567");
  await expect(row).toContainText("modal.guest@example.com");
  await expect(row).toContainText("Indoor");
  await expect(row.locator(".mantine-Badge-root")).toHaveText("UPCOMING");
  await expect(row.locator(".mantine-Badge-root")).toHaveCSS(
    "background-color",
    await filledColor(page, "yellow"),
  );

  // Edit: the modal starts from the reservation; size and name change.
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Reservation" });
  await expect(edit.getByLabel("Full Name")).toHaveValue(name);
  await expect(edit.getByLabel("Phone")).toHaveValue("(555) 223 - 4567");
  await expect(
    edit.getByRole("group", { name: "Available times" }).getByRole("button", { name: /^8:00pm/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await edit.getByRole("textbox", { name: "Party Size" }).click();
  await page.getByRole("option", { name: "3", exact: true }).click();
  const edited = `${name} Jr`;
  await edit.getByLabel("Full Name").fill(edited);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const editedRow = reservationRow(page, edited);
  await expect(editedRow.getByRole("cell").nth(1)).toHaveText("3");

  // Note: local only (docs/product.md#validation), Save Note only for non-blank text.
  const noteCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("reservations.note")) noteCalls.push(r.url());
  });
  await editedRow.getByRole("button", { name: "Note" }).click();
  const note = page.getByRole("dialog", { name: `Note - ${edited}` });
  await note.getByLabel("Customer Note").fill("   ");
  await expect(note.getByRole("button", { name: "Save Note" })).toBeDisabled();
  await note.getByLabel("Customer Note").fill("Birthday cake");
  await note.getByRole("button", { name: "Save Note" }).click();
  await expect(editedRow).toContainText("Note: Birthday cake");
  expect(noteCalls).toEqual([]);

  // Cancel → Cancelled (red), no Edit; Restore → pending, shown UPCOMING.
  await editedRow.getByRole("button", { name: "Cancel" }).click();
  await expect(editedRow.locator(".mantine-Badge-root")).toHaveText("Cancelled");
  await expect(editedRow.locator(".mantine-Badge-root")).toHaveCSS(
    "background-color",
    await filledColor(page, "red"),
  );
  await expect(editedRow.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await editedRow.getByRole("button", { name: "Restore" }).click();
  await expect(editedRow.locator(".mantine-Badge-root")).toHaveText("UPCOMING");
  await expect(editedRow.getByRole("button", { name: "Edit" })).toBeVisible();
});

/** Books the demo store's slot until it holds `count` bookings of 2 (the seeded limit is 4 tables per slot). */
async function fillSlot(request: APIRequestContext, date: string, time: string, from: number, to: number) {
  const key = await apiKey(request, demo);
  for (let n = from; n <= to; n++) {
    await trpcMutation(request, key, "reservations.create", {
      reservationDate: date,
      reservationTime: time,
      partySize: 2,
      guestName: uniqueName(`Filler ${n}`),
      guestPhone: "5556001111",
    });
  }
}

async function openSlot(page: Page, date: string, label: RegExp) {
  await page.getByRole("button", { name: "Add Reservation" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Reservation" });
  await (await calendarDay(dialog, date)).click();
  await dialog.getByRole("textbox", { name: "Party Size" }).click();
  await page.getByRole("option", { name: "2", exact: true }).click();
  const times = dialog.getByRole("group", { name: "Available times" });
  return { dialog, times, slot: times.getByRole("button", { name: label }) };
}

test("while the modal is open, a slot another host fills turns unpickable live ('1 table' → '0 tables')", async ({
  page,
  request,
}) => {
  const date = addDays(zonedToday(DEMO_TZ), 11);
  await fillSlot(request, date, "21:30", 1, 3);
  await openReservations(page);
  const { dialog, times, slot } = await openSlot(page, date, /^9:30pm/);
  await expect(slot).toContainText("1 table available");
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");

  await fillSlot(request, date, "21:30", 4, 4);
  await expect(slot).toContainText("0 tables available");
  await expect(slot).toBeDisabled();
  await expect(slot).toHaveAttribute("aria-pressed", "false");
  await expect(dialog.getByRole("button", { name: "Add Reservation" })).toBeDisabled();
  await expect(times.getByRole("button", { name: /^8:30pm/ })).toBeEnabled();
});

test("a slot taken before the modal hears of it: server message, then the documented text; the times reload", async ({
  page,
  request,
}) => {
  // No live events in this test: the modal learns of the full slot only from the failed create.
  await page.route(/\/trpc\/events\.onStoreChange/, (route) => route.abort());
  const date = addDays(zonedToday(DEMO_TZ), 11);
  await fillSlot(request, date, "21:00", 1, 3);
  await openReservations(page);
  const { dialog, slot } = await openSlot(page, date, /^9:00pm/);
  await expect(slot).toContainText("1 table available");
  await slot.click();
  await dialog.getByLabel("Full Name").fill(uniqueName("Too Late"));
  await dialog.getByLabel("Phone").fill("5556003333");

  await fillSlot(request, date, "21:00", 4, 4);
  await dialog.getByRole("button", { name: "Add Reservation" }).click();
  await expect(
    page.getByText("This time slot is no longer available. Please choose another time."),
  ).toBeVisible();
  await expect(page.getByText("Failed to create reservation. Please try again.")).toBeVisible();
  await expect(slot).toContainText("0 tables available");
  await expect(slot).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Add Reservation" })).toBeDisabled();
});

test("a failed status change shows the server's message, then the alert", async ({ page, request }) => {
  const date = addDays(zonedToday(DEMO_TZ), 1);
  const key = await apiKey(request, demo);
  const name = uniqueName("Status Fail");
  await trpcMutation(request, key, "reservations.create", {
    reservationDate: date,
    reservationTime: "12:30",
    partySize: 2,
    guestName: name,
    guestPhone: "5556004444",
  });
  await page.route(/\/trpc\/reservations\.setStatus/, (route) =>
    route.fulfill({
      status: 409,
      json: [
        {
          error: {
            message: "This reservation is already cancelled.",
            code: -32009,
            data: { code: "CONFLICT", httpStatus: 409, path: "reservations.setStatus" },
          },
        },
      ],
    }),
  );
  await openReservations(page);
  await page.getByRole("button", { name: "Next day" }).click();
  await reservationRow(page, name).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("This reservation is already cancelled.")).toBeVisible();
  await expect(page.getByText("Failed to update reservation status. Please try again.")).toBeVisible();
  await expect(reservationRow(page, name).locator(".mantine-Badge-root")).toHaveText("UPCOMING");
});

test("the reservations tab and the modal pass axe", async ({ page }) => {
  await openReservations(page);
  await expect(page.getByRole("status", { name: "Loading reservations" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Add Reservation" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Reservation" });
  await dialog.getByRole("textbox", { name: "Party Size" }).click();
  await page.getByRole("option", { name: "4", exact: true }).click();
  await expect(dialog.getByText(/tables? available|No times left/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the modal at the stand's iPads by touch: 44 px calendar days, arrows and close button, nothing off the side", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await openReservations(page);
    await page.getByRole("button", { name: "Add Reservation" }).tap();
    const dialog = page.getByRole("dialog", { name: "Add Reservation" });
    await expect(dialog).toBeVisible();
    // The calendar's days and arrows and the close button (the modal's fields are their own 36-42 px inputs).
    const boxes = [
      ...(await dialog.locator("table button, .mantine-DatePicker-calendarHeader button").all()),
      dialog.getByRole("button", { name: "Close" }),
    ];
    expect(boxes.length).toBeGreaterThan(28);
    const small: string[] = [];
    for (const box of boxes) {
      const b = await box.boundingBox();
      if (b && (b.width < 44 || b.height < 44))
        small.push(`${await box.getAttribute("aria-label")} ${b.width}×${b.height}`);
    }
    expect(small, `touch targets under 44 px at ${viewport.width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: `/tmp/reservation-modal-${viewport.width}.png` });
    await context.close();
  }
});
