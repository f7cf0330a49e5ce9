import { expect, type Page } from "@playwright/test";

/** What can be tapped: buttons, links, fields, radios (a segmented control's choice is its label). */
const TAPPABLE =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="radio"], [role="button"], .mantine-SegmentedControl-label';

/**
 * Every visible thing on the page a thumb can tap that is smaller than `min` px either way, described. Visually hidden
 * inputs (a radio under its label) are left out: their label is what is tapped.
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width < 2 || box.height < 2 || style.visibility === "hidden" || style.opacity === "0")
          continue;
        if (el.closest('[aria-hidden="true"]')) continue;
        if (box.width >= min && box.height >= min) continue;
        const name = (
          el.getAttribute("aria-label") ??
          el.textContent ??
          el.getAttribute("name") ??
          ""
        ).trim();
        found.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
      return found;
    },
    { selector: TAPPABLE, min },
  );
}

export async function expectTouchTargets(page: Page) {
  expect(await smallTargets(page), "touch targets under 44 px").toEqual([]);
}

/** Screenshots of this branch's screens at 375×667 and 390×844, when SEATLINE_SHOTS_DIR names a folder. */
export async function shotBothSizes(page: Page, name: string) {
  const dir = process.env.SEATLINE_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-375x667.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390x844.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
