import { TRPCError, tracked } from "@trpc/server";
import { sessionWatchOf } from "../events/session-watch";
import { storeEventStream } from "../events/store-event-stream";
import { issueStreamTicket } from "../services/auth/stream-tickets";
import { kioskGuestProcedure, router } from "../trpc";

/** Live updates for the signed-in store (docs/architecture.md#live-updates): clients refetch the topic's queries on each event. */
export const eventsRouter = router({
  /**
   * A single-use ticket (60 s) that opens one stream: asked for with the Authorization header, so the session token
   * never travels in a stream URL (SECURITY.md).
   */
  streamTicket: kioskGuestProcedure
    .meta({ repeat: "off" })
    .mutation(({ ctx }) => issueStreamTicket(ctx.deps, ctx.session)),
  /** Ends (UNAUTHORIZED) once its session is signed out or expires, in this process or another (SECURITY.md). */
  onStoreChange: kioskGuestProcedure.subscription(async function* ({ ctx, signal }) {
    const { sessionId, expiresAt } = ctx.session;
    const watch = sessionWatchOf(ctx.deps);
    const stream = storeEventStream(ctx.deps.events, ctx.staff.store.id, signal, {
      endWhen: (end) =>
        watch.watch(sessionId, expiresAt, () =>
          end(new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." })),
        ),
    });
    for await (const e of stream) {
      yield tracked(String(e.seq), { topic: e.topic, at: e.at });
    }
  }),
});
