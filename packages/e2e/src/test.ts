import { type BrowserContext, test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with every browser context on the run's clock (docs/testing.md#the-clock): when the suite
 * runs at a chosen hour, the pages read the same hour as the servers and the stories. Contexts a story opens itself
 * (`browser.newContext`) get it too. Only Date moves, by the run's offset; the page's timers stay real (Playwright's
 * own clock would take them over, and a story that times the page, or installs that clock itself, would see it).
 */
export async function onRunClock(context: BrowserContext): Promise<BrowserContext> {
  const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
  if (offset !== 0) {
    await context.addInitScript((offset: number) => {
      const RealDate = Date;
      class RunDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as [string | number | Date]));
        }
        static override now(): number {
          return RealDate.now() + offset;
        }
      }
      globalThis.Date = RunDate as unknown as DateConstructor;
    }, offset);
  }
  return context;
}

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => onRunClock(await newContext(options));
      await use(browser);
    },
    { scope: "worker" },
  ],
});
