/**
 * Purges idempotency keys past their 24 hours, on the dispatcher's clock in every process (given by the server as a
 * sweep, like the notify list's). Expired rows are already ignored and taken over by a new claim; this keeps the
 * table to a day of writes.
 */
import { purgeRepeatKeys } from "@seatline/db";
import type { AppDeps } from "../../deps";
import type { DispatcherSweep } from "../../notify/dispatcher";
import { REPEAT_KEY_TTL_MS } from "./keyed-write";

export const REPEAT_KEY_PURGE_EVERY_MS = 10 * 60_000;

export function repeatKeySweep(deps: AppDeps, everyMs = REPEAT_KEY_PURGE_EVERY_MS): DispatcherSweep {
  let last = Number.NEGATIVE_INFINITY;
  return {
    name: "idempotency keys purge",
    async run(now) {
      if (now.getTime() - last < everyMs) return;
      last = now.getTime();
      await purgeRepeatKeys(deps.db, new Date(now.getTime() - REPEAT_KEY_TTL_MS));
    },
  };
}
