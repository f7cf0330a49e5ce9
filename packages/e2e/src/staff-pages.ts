import { expect, type Page } from "@playwright/test";
import { signIn } from "./login";

/** Signs in at /staff/login and waits for the dashboard and its live event stream. */
export async function openDashboard(page: Page, who: { email: string; password: string }) {
  const live = page.waitForResponse((r) => r.url().includes("events.onStoreChange"));
  await signIn(page, "/staff/login", who);
  await live;
  // The first load after sign-in: several seconds when the machine is busy.
  await expect(waitlistTable(page)).toBeVisible({ timeout: 15_000 });
}

export function waitlistTable(page: Page) {
  return page.getByRole("table", { name: "Waitlist" });
}

export function archiveTable(page: Page) {
  return page.getByRole("table", { name: "Archive" });
}

/** The waitlist row of a guest (names are unique per test). */
export function waitlistRow(page: Page, name: string) {
  return waitlistTable(page).getByRole("row").filter({ hasText: name });
}

export function archiveRow(page: Page, name: string) {
  return archiveTable(page).getByRole("row").filter({ hasText: name });
}
