import type { Page } from "@playwright/test";

/**
 * What runs off to the side: the page scrolling sideways, any box inside it that does, and anything that sticks out
 * past the right edge (a finger cannot reach what is off to the side). Empty when nothing does.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > width) problems.push(`page scrolls: ${doc.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden text
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ""}.${String(el.className).split(" ")[0]}`;
      if (r.right > width + 0.5) problems.push(`${what} ends at ${Math.round(r.right)}`);
      if (/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${what} scrolls sideways`);
      }
    }
    return problems;
  });
}

export interface NameInView {
  text: string;
  /** Shown whole: no part of the name clipped, neither side nor bottom. */
  whole: boolean;
  /** The name's full text where a host can get it when it is not whole (its title). */
  title: string | null;
  width: number;
}

/**
 * The Dashboard's guest names a host can read right now: each name's box wholly inside the viewport, not under the
 * sticky header or anything else (the element at its corners is the name), with text in it.
 */
export async function namesInView(page: Page): Promise<NameInView[]> {
  return page.evaluate(() => {
    const found: NameInView[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="guest-name"]'))) {
      const r = el.getBoundingClientRect();
      const text = el.textContent?.trim() ?? "";
      if (text === "" || r.width < 1 || r.height < 1) continue;
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) continue;
      const mine = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit));
      };
      // Two inner corners: a name half under the sticky header, or half off the bottom, is not readable.
      if (!mine(r.left + 2, r.top + 2) || !mine(r.right - 2, r.bottom - 2)) continue;
      found.push({
        text,
        whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
        title: el.getAttribute("title"),
        width: r.width,
      });
    }
    return found;
  });
}
