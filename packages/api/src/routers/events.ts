import { tracked } from "@trpc/server";
import { storeEventStream } from "../events/store-event-stream";
import { router, staffProcedure } from "../trpc";

/** Live updates for the signed-in store (DESIGN "Live updates"): clients refetch the topic's queries on each event. */
export const eventsRouter = router({
  onStoreChange: staffProcedure.subscription(async function* ({ ctx, signal }) {
    for await (const e of storeEventStream(ctx.deps.events, ctx.staff.store.id, signal)) {
      yield tracked(String(e.seq), { topic: e.topic, at: e.at });
    }
  }),
});
