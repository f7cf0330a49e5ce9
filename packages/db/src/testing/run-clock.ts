import { storeDate, storeInstant } from "@seatline/domain";

/**
 * The test run's clock (docs/testing.md#the-clock). `TEST_STORE_TIME=23:30` runs the whole suite as if it were 23:30
 * today in the demo store's zone: every test process's Date is shifted by one offset, decided once by the first
 * process to ask and handed to the processes it starts through TEST_CLOCK_OFFSET_MS, so the product, the tests that
 * watch it and the browsers all agree on the hour. Unset, nothing moves.
 */
const DEMO_ZONE = "America/New_York";

function runClockOffset(): number {
  const handed = process.env.TEST_CLOCK_OFFSET_MS;
  if (handed !== undefined) return Number(handed);
  const wanted = process.env.TEST_STORE_TIME;
  if (!wanted) return 0;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(wanted))
    throw new Error(`TEST_STORE_TIME must be HH:MM, not ${wanted}`);
  const now = new Date();
  const offset = storeInstant(DEMO_ZONE, storeDate(DEMO_ZONE, now), wanted).getTime() - now.getTime();
  process.env.TEST_CLOCK_OFFSET_MS = String(offset);
  return offset;
}

/** Shifts this process's Date by the run's offset (once; nothing when the run keeps the real time). */
export function useRunClock(): void {
  const offset = runClockOffset();
  if (offset === 0 || (globalThis.Date as { shifted?: boolean }).shifted) return;
  const RealDate = globalThis.Date;
  class RunDate extends RealDate {
    static shifted = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = RunDate as unknown as DateConstructor;
}
