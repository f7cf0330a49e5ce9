import type { Page } from "@playwright/test";

/** Waits for the page's running animations and transitions to finish (before a screenshot), instead of a fixed pause. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}
