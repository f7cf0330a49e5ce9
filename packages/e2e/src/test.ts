import { type BrowserContext, test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with every browser context on the run's clock (docs/testing.md#the-clock): when the suite
 * runs at a chosen hour, the pages read the same hour as the servers and the stories. Contexts a story opens itself
 * (`browser.newContext`) get it too.
 */
async function onRunClock(context: BrowserContext): Promise<BrowserContext> {
  if (process.env.TEST_CLOCK_OFFSET_MS) await context.clock.install({ time: Date.now() });
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
