import { mkdirSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  bookOnDashboard,
  clickPartyAction,
  DASHBOARD_LEAD_DEFAULT,
  openDashboardAnySize,
  partyItem,
  partyItems,
  partySize,
  setDashboardLead,
  storeWithTimeLeft,
} from "../src/dashboard-kit";
import { baseURL } from "../src/env";
import { uniquePhone } from "../src/guest";
import { sidewaysOverflow } from "../src/layout-checks";
import { joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { axeViolations } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/**
 * The host console on a phone (375×667), an upright tablet (768×1024, cards) and a laptop or landscape tablet
 * (1024×768 and 1366×768, the table: one line per party, then compact and roomy rows): every party's name whole,
 * every action reachable with a finger, nothing off to the side.
 * Screenshots go to /tmp/shots (set STAFF_SHOTS=off to skip writing them).
 */
const SIZES = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

const SHOTS_DIR = "/tmp/shots";
const shots = process.env.STAFF_SHOTS !== "off";

/** The smallest touch target the console allows, both ways. */
const TOUCH_PX = 44;

let api: APIRequestContext;
let store: { who: { email: string; password: string }; key: string; tz: string };
const booked = uniqueName("Okafor");
// A long name with no break for a while: it must wrap, never be cut or squeezed to nothing.
const longName = `${uniqueName("Maximiliana")} Worthington-Featherstonehaugh`;
const alerted = uniqueName("Nguyen");
const noPhone = uniqueName("Patel");
const bigParty = uniqueName("Garcia");

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  const found = await storeWithTimeLeft(api);
  if (!found) throw new Error("no reservation time left today in either demo store");
  store = found;
  const { key } = store;
  expect(await bookOnDashboard(api, store, booked)).not.toBeNull();
  const long = await joinWalkIn(api, key, { name: longName, phone: uniquePhone(), partySize: 4 });
  await trpcMutation(api, key, "waitlist.note", {
    id: long.id,
    note: "Birthday: needs a high chair and a quiet corner away from the kitchen door, please",
  });
  const a = await joinWalkIn(api, key, { name: alerted, phone: uniquePhone(), partySize: 2 });
  await trpcMutation(api, key, "waitlist.alert", { id: a.id });
  await joinWalkIn(api, key, { name: noPhone, phone: null, partySize: 1 });
  await joinWalkIn(api, key, { name: bigParty, phone: uniquePhone(), partySize: 12 });
});
test.afterAll(async () => {
  if (store) await setDashboardLead(api, store.key, DASHBOARD_LEAD_DEFAULT);
  await api.dispose();
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box").not.toBeNull();
  return box as NonNullable<typeof box>;
}

/** Wholly inside the viewport's width (a finger cannot reach what is off to the side). */
function expectInsideWidth(box: { x: number; width: number }, width: number, what: string) {
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
}

/** Neither the page nor any box inside it scrolls sideways, and nothing sticks out past the right edge. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page)).toEqual([]);
}

/** Every button, tab and link on the page is at least 44×44 px. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="tab"], [role="button"], input, select, textarea, label:has(> input[type="radio"])',
    );
    return Array.from(targets).flatMap((el) => {
      if (el.closest('[aria-hidden="true"]')) return [];
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return []; // not shown
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || (el instanceof HTMLInputElement && el.type === "radio")) return [];
      if (r.width >= min && r.height >= min) return [];
      const name =
        el.getAttribute("aria-label") ||
        el.textContent?.trim() ||
        `${el.tagName.toLowerCase()}.${String(el.className).split(" ").join(".")}`;
      return [`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`];
    });
  }, TOUCH_PX);
  expect(small).toEqual([]);
}

/**
 * Each party (row or card): its name shown whole and wider than 40 px; Alert (or Call Name), Seat, note and delete
 * (no show) all there, inside the viewport's width, 44 px or more, and clickable (nothing on top of them). One-line
 * rows keep the note and delete in the row's menu: each party's menu is opened and its items measured.
 * A busy night's Dashboard holds dozens of parties, so each party's buttons are measured in one step inside the page
 * (what Playwright's trial click checks, done by hand: shown, in the viewport, the element under the pointer at the
 * button's centre is the button) rather than one browser round trip per check.
 */
async function expectEveryPartyUsable(page: Page, width: number) {
  const items = partyItems(page);
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const inMenu = [/^Note: /, /^Delete /];
  const oneLine =
    (await items
      .first()
      .getByRole("button", { name: /^More actions: / })
      .count()) > 0;
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    await item.scrollIntoViewIfNeeded();
    const name = item.getByTestId("guest-name");
    await expect(name).toBeVisible();
    const text = (await name.textContent()) ?? "";
    for (const action of [
      /^(Alert|Alert Again|Alerted 2x|Call Name|Call Again|Called 2x): /,
      /^Seat /,
      ...(oneLine ? [/^More actions: /] : inMenu),
    ]) {
      await expect(item.getByRole("button", { name: action }), `${text}: ${action}`).toHaveCount(1);
    }
    const more = item.getByRole("button", { name: /^More actions: / });
    if (oneLine && (await more.isEnabled())) {
      await more.click();
      const menu = page.getByRole("menu");
      for (const action of inMenu) {
        const entry = menu.getByRole("menuitem", { name: action });
        await expect(entry, `${text}: ${action}`).toBeVisible();
        const box = await boxOf(entry);
        expectInsideWidth(box, width, `${text}: ${action}`);
        expect(Math.min(box.width, box.height), `${text}: ${action}`).toBeGreaterThanOrEqual(TOUCH_PX);
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
    const problems = await item.evaluate(
      (el, { width, min }) => {
        const found: string[] = [];
        const inside = (r: DOMRect) => r.left >= 0 && r.right <= width + 0.5;
        const cut = (part: Element) => part.scrollWidth > part.clientWidth + 1;
        const nameEl = el.querySelector<HTMLElement>('[data-testid="guest-name"]');
        const nameText = nameEl?.textContent ?? "";
        if (!nameEl) return ["no name"];
        const n = nameEl.getBoundingClientRect();
        if (n.width <= 40) found.push(`name "${nameText}" is ${Math.round(n.width)} px wide`);
        if (!inside(n)) found.push(`name "${nameText}" runs off the side`);
        if (cut(nameEl)) found.push(`name "${nameText}" is cut`);
        for (const button of Array.from(el.querySelectorAll<HTMLElement>('button, [role="button"]'))) {
          const label = button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
          // Each button once: scrolled to as a finger would, then measured where it stands.
          button.scrollIntoView({ block: "center", inline: "nearest" });
          const r = button.getBoundingClientRect();
          const style = getComputedStyle(button);
          if (r.width === 0 || r.height === 0 || style.visibility === "hidden") {
            found.push(`${label}: not shown`);
            continue;
          }
          if (!inside(r)) found.push(`${label}: runs off the side`);
          if (Math.min(r.width, r.height) < min)
            found.push(`${label}: ${Math.round(r.width)}×${Math.round(r.height)}`);
          // A squeezed button cuts its own words ("Alert Agai…"): none of its parts may be wider than its box.
          if ([button, ...Array.from(button.querySelectorAll("*"))].some(cut))
            found.push(`${label}: words cut`);
          const disabled =
            (button as HTMLButtonElement).disabled || button.getAttribute("aria-disabled") === "true";
          if (disabled) continue;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !(hit === button || button.contains(hit)))
            found.push(`${label}: covered by ${hit ? hit.tagName.toLowerCase() : "nothing"}`);
        }
        return found;
      },
      { width, min: TOUCH_PX },
    );
    expect(problems, `party "${text}"`).toEqual([]);
  }
}

async function expectNoViolations(page: Page) {
  // The trial clicks leave the pointer on the last button: its tooltip is not part of the page being checked.
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The open dialog fits the viewport's width, and its controls are touch-sized. */
async function expectDialogFits(page: Page, dialog: Locator, width: number) {
  // Measured once the dialog has finished opening: mid-transition it is scaled down, its 44 px buttons a little less.
  await dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
  expectInsideWidth(await boxOf(dialog), width, "dialog");
  await expectTouchTargets(page);
  await expectNoViolations(page);
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;

  test.describe(`the Dashboard at ${tag}`, () => {
    test.use({ viewport: size });

    test("every name whole, every action reachable, no sideways scroll, 44 px targets, axe-clean", async ({
      page,
    }) => {
      test.setTimeout(300_000); // every control on a full Dashboard is measured and clicked: slow on a busy two-core machine
      await openDashboardAnySize(page, store.who);
      const cards = size.width < 900;
      await expect(page.getByTestId(cards ? "walk-in-card" : "walk-in-row").first()).toBeVisible();
      for (const name of [booked, longName, alerted, noPhone, bigParty]) {
        await expect(partyItem(page, name)).toHaveCount(1);
      }
      // Bookings come first, then walk-ins, as on every size.
      const order = await partyItems(page).evaluateAll((els) =>
        els.map((el) => (el.dataset.testid?.startsWith("reservation") ? "booking" : "walk-in")),
      );
      expect(order.indexOf("walk-in")).toBeGreaterThan(order.lastIndexOf("booking"));
      await expect(partyItem(page, alerted).getByRole("button", { name: /^Alert Again: / })).toBeVisible();
      await expect(partyItem(page, noPhone).getByRole("button", { name: /^Call Name: / })).toBeVisible();
      await expect(partySize(partyItem(page, bigParty))).toHaveText("12");

      // What the numbers are: the total is everyone waiting, with what it is made of beside it (on a small screen
      // the summary is one line, opened with a tap).
      const summary = page.getByRole("region", { name: "Waitlist summary" });
      const folds = size.width < 1280;
      if (folds) {
        const fold = summary.getByRole("button", { name: /^\d+ waiting · / });
        await expect(fold).toHaveAttribute("aria-expanded", "false");
        await fold.click();
        await expect(fold).toHaveAttribute("aria-expanded", "true");
      }
      await expect(summary).toContainText(/\d+ groups? of 2 or more · \d+ solo diners?/);
      if (!cards) {
        // The wait column's header is its legend.
        await expect(
          page
            .getByRole("table", { name: "Waitlist" })
            .getByRole("columnheader", { name: "Waited / Quoted" }),
        ).toBeVisible();
      }

      await expectEveryPartyUsable(page, size.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      await expectTouchTargets(page);
      await expectNoViolations(page);
      await shot(page, `dashboard-${tag}`);

      if (!cards) {
        // The compact and the roomy rows of a busy night keep the same promises.
        await page.getByText("Compact", { exact: true }).click();
        if (!folds) {
          await expect(summary).toContainText(
            /\d+ parties waiting \(\d+ groups? of 2 or more · \d+ solo diners?\)/,
          );
        }
        // A party with a quote in minutes (the party of 12 may be one no table takes: "Host confirms wait").
        await expect(partyItem(page, alerted).getByRole("cell").nth(3)).toContainText(/^\d+ \/ \d+ min/);
        await expectEveryPartyUsable(page, size.width);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoSidewaysScroll(page);
        await expectTouchTargets(page);
        await expectNoViolations(page);
        await shot(page, `dashboard-${tag}-compact`);

        await page.getByText("Roomy", { exact: true }).click();
        await expect(partyItem(page, alerted).getByRole("cell").nth(3)).toContainText(/min waited/);
        await expectEveryPartyUsable(page, size.width);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoSidewaysScroll(page);
        await expectTouchTargets(page);
        await expectNoViolations(page);
        await shot(page, `dashboard-${tag}-roomy`);
      }
    });

    test("Add party shows the new row; Edit party changes its name and size; the same phone again warns and opens that party", async ({
      page,
    }) => {
      test.setTimeout(300_000); // every control on a full Dashboard is measured and clicked: slow on a busy two-core machine
      await openDashboardAnySize(page, store.who);
      const name = uniqueName("Added");
      const phone = uniquePhone();

      await page.getByRole("button", { name: "Add party" }).click();
      const add = page.getByRole("dialog", { name: "Add party" });
      await expect(add).toBeVisible();
      await add.getByLabel("Name").fill(name);
      await add.getByLabel("Party size").fill("2");
      // The stepper's 44 px buttons (the touch way; typing works too).
      await add.getByRole("button", { name: "One person more" }).click();
      await add.getByRole("button", { name: "One person more" }).click();
      await add.getByRole("button", { name: "One person fewer" }).click();
      await expect(add.getByLabel("Party size")).toHaveValue("3");
      await add.getByLabel("Phone (optional)").fill(phone);
      await add.getByLabel("Seating").selectOption({ label: "Outdoor" });
      await add.getByLabel("Quoted wait (min)").fill("25");
      await add.getByLabel("Note (optional)").fill("Stroller, by the window");
      await expectDialogFits(page, add, size.width);
      await shot(page, `dashboard-${tag}-add`);
      await add.getByRole("button", { name: "Add party" }).click();
      await expect(add).toBeHidden();

      const item = partyItem(page, name);
      await expect(item).toBeVisible();
      await expect(partySize(item)).toHaveText("3");
      await expect(item).toContainText(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)} - ${phone.slice(6)}`);
      await expect(item).toContainText("Outdoor");
      await expect(item).toContainText("Note: Stroller, by the window");
      await expect(item.getByTestId("quoted")).toHaveText("25");
      const ticket = (await item.getAttribute("data-ticket")) ?? "";
      expect(ticket).not.toBe("");

      await clickPartyAction(page, item, `Edit ${ticket} ${name}`);
      const edit = page.getByRole("dialog", { name: `Edit party - ${ticket} ${name}` });
      await expect(edit).toBeVisible();
      const renamed = uniqueName("Renamed");
      await edit.getByLabel("Name").fill(renamed);
      await edit.getByLabel("Party size").fill("5");
      await expectDialogFits(page, edit, size.width);
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(edit).toBeHidden();
      const after = partyItem(page, renamed);
      await expect(after).toBeVisible();
      await expect(partySize(after)).toHaveText("5");
      await expect(after).toHaveAttribute("data-ticket", ticket);
      await expect(partyItem(page, name)).toHaveCount(0);

      const twin = uniqueName("Twin");
      await page.getByRole("button", { name: "Add party" }).click();
      const again = page.getByRole("dialog", { name: "Add party" });
      await again.getByLabel("Name").fill(twin);
      await again.getByLabel("Phone (optional)").fill(phone);
      await again.getByRole("button", { name: "Add party" }).click();
      const warning = again.getByTestId("duplicate-warning");
      await expect(warning).toContainText("Already waiting");
      await expect(warning).toContainText(
        `${renamed} (ticket ${ticket}) is already waiting with this phone.`,
      );
      await expect(warning.getByRole("button", { name: "Add anyway" })).toBeVisible();
      // The form's own Add and Cancel stay on screen below the warning, without scrolling.
      for (const action of ["Add party", "Cancel"]) {
        const box = await again.getByRole("button", { name: action, exact: true }).boundingBox();
        expect(box && box.y + box.height <= size.height, `${action} on screen`).toBe(true);
      }
      await expectDialogFits(page, again, size.width);
      await shot(page, `dashboard-${tag}-duplicate`);
      await warning.getByRole("button", { name: `Open ${renamed}` }).click();
      const opened = page.getByRole("dialog", { name: `Edit party - ${ticket} ${renamed}` });
      await expect(opened).toBeVisible();
      await expect(opened.getByLabel("Name")).toHaveValue(renamed);
      await opened.getByRole("button", { name: "Cancel" }).click();
      await expect(opened).toBeHidden();
      // Nothing was added for the second guest.
      await expect(partyItem(page, twin)).toHaveCount(0);
      await expect(partyItem(page, renamed)).toHaveCount(1);
    });
  });
}
