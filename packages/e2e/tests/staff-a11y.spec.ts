import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  bookOnDashboard,
  clickPartyAction,
  DASHBOARD_LEAD_DEFAULT,
  setDashboardLead,
} from "../src/dashboard-kit";
import { baseURL, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { archiveTable, openDashboard, waitlistRow } from "../src/staff-pages";
import { DEMO_TZ } from "../src/staff-reservations-kit";
import { expect, test } from "../src/test";

/** Screenshots go to /tmp (set STAFF_SHOTS=off to skip writing them). */
const shots = process.env.STAFF_SHOTS !== "off";

let api: APIRequestContext;
let key: string;
const noted = uniqueName("Schmidt");
const seatedName = uniqueName("Seated Lee");

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
  // A Friday-rush-like line: a reservation, alerted and noted walk-ins, one without a phone, finished parties.
  // On the Dashboard whatever the hour (late in the evening no time is left today: then no booking row).
  await bookOnDashboard(api, { key, tz: DEMO_TZ }, uniqueName("Okafor"));
  const alerted = await joinWalkIn(api, key, {
    name: uniqueName("Nguyen"),
    phone: "5559870001",
    partySize: 4,
  });
  await trpcMutation(api, key, "waitlist.alert", { id: alerted.id });
  const withNote = await joinWalkIn(api, key, {
    name: noted,
    phone: "5559870002",
    partySize: 2,
  });
  await trpcMutation(api, key, "waitlist.note", { id: withNote.id, note: "Birthday, needs a high chair" });
  await joinWalkIn(api, key, { name: uniqueName("Patel"), phone: null, partySize: 1 });
  await joinWalkIn(api, key, { name: uniqueName("Garcia"), phone: "5559870003", partySize: 6 });
  const seated = await joinWalkIn(api, key, { name: seatedName, phone: "5559870004" });
  await trpcMutation(api, key, "waitlist.seat", { id: seated.id });
  const gone = await joinWalkIn(api, key, { name: uniqueName("Gone Kim"), phone: null, partySize: 3 });
  await trpcMutation(api, key, "waitlist.remove", { id: gone.id });
});
test.afterAll(async () => {
  await setDashboardLead(api, key, DASHBOARD_LEAD_DEFAULT);
  await api.dispose();
});

async function expectNoViolations(page: Page) {
  // Read once what is opening has opened: mid-transition a dialog's parts are not yet inside its landmark.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("Dashboard and Archive have no axe violations and fit the width", async ({ page }) => {
      await openDashboard(page, demo);
      await expect(waitlistRow(page, noted)).toContainText("Birthday");
      await expectNoViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (shots) await page.screenshot({ path: `/tmp/staff-dashboard-${viewport.width}.png` });

      await clickPartyAction(page, waitlistRow(page, noted), /^Note:/);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/staff-note-${viewport.width}.png` });
      await page.keyboard.press("Escape");

      await page.getByRole("tab", { name: "Archive" }).click();
      await expect(archiveTable(page)).toContainText(seatedName);
      await expectNoViolations(page);
      if (shots) await page.screenshot({ path: `/tmp/staff-archive-${viewport.width}.png` });
    });
  });
}
