import { tracked } from "@trpc/server";
import type { StoreEvent } from "../events/store-events";
import { router, staffProcedure } from "../trpc";

/** Live updates for the signed-in store (DESIGN "Live updates"): clients refetch the topic's queries on each event. */
export const eventsRouter = router({
  onStoreChange: staffProcedure.subscription(async function* ({ ctx, signal }) {
    const queue: StoreEvent[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = ctx.deps.events.subscribe(ctx.staff.store.id, (e) => {
      queue.push(e);
      wake?.();
    });
    // One abort listener for the whole subscription (one per wait would pile up on a long-lived stream).
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      while (!signal?.aborted) {
        const next = queue.shift();
        if (next) {
          yield tracked(String(next.seq), { topic: next.topic, at: next.at });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
      unsubscribe();
    }
  }),
});
