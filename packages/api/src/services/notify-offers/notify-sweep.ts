/**
 * The notify list's part of the dispatcher's loop (every process, on the dispatcher's clock): offers whose hold ran
 * out are expired and their table offered on, each in its own transaction; once a minute a catch-up offers what is
 * free to requests still waiting (after quiet hours end, or anything a freeing action could not offer then).
 * Several processes may sweep at once: the store-and-date lock and the offer's row lock make each expiry happen once.
 */
import { dueNotifyOffers, storeDatesWithWaitingRequests } from "@seatline/db";
import { addDays, storeDate } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { DispatcherSweep } from "../../notify/dispatcher";
import { offerFreedCapacity } from "./cascade";
import { expireOfferTx } from "./offer-actions";

export const NOTIFY_CATCH_UP_MS = 60_000;

export function notifyOfferSweep(deps: AppDeps, catchUpMs = NOTIFY_CATCH_UP_MS): DispatcherSweep {
  let lastCatchUp = Number.NEGATIVE_INFINITY;
  return {
    name: "notify offers sweep",
    async run(now) {
      await expireDueOffers(deps, now);
      if (now.getTime() - lastCatchUp < catchUpMs) return;
      lastCatchUp = now.getTime();
      const since = addDays(storeDate("UTC", now), -1);
      for (const d of await storeDatesWithWaitingRequests(deps.db, since)) {
        await deps.db.transaction((tx) =>
          offerFreedCapacity(tx, { storeId: d.storeId, date: d.date, now, publicUrl: deps.config.publicUrl }),
        );
      }
    },
  };
}

/** Expires the offers due by `now`; answers how many this call expired. */
export async function expireDueOffers(deps: AppDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const due of await dueNotifyOffers(deps.db, now)) {
    if (await deps.db.transaction((tx) => expireOfferTx(tx, deps, due))) expired += 1;
  }
  return expired;
}
