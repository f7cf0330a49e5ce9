/**
 * The guest pages (anonymous): the status page of one entry, found by its unguessable token, and the remote join of a
 * store. Nothing here reads out another entry or another guest.
 */
import { guestTokenInput, remoteJoinInput, storeSlugsInput } from "@seatline/domain";
import { tracked } from "@trpc/server";
import { storeEventStream } from "../events/store-event-stream";
import { guestJoin, guestJoinInfo } from "../services/guest/guest-join";
import { entryByToken, guestStatus, leaveLine } from "../services/guest/guest-status";
import { publicProcedure, router } from "../trpc";

export const guestRouter = router({
  /** Store, ticket, place in line, current quote and state of the token's entry. */
  status: publicProcedure
    .input(guestTokenInput)
    .query(({ ctx, input }) => guestStatus(ctx.deps, input.token)),
  /**
   * Live: an event each time the entry's store changes its waitlist or settings (quotes depend on both); the page
   * then asks status again. The events carry nothing but the topic.
   */
  onStatus: publicProcedure.input(guestTokenInput).subscription(async ({ ctx, input, signal }) => {
    // Looked up before the stream starts, so an unknown token is a plain 404, not an error inside the stream.
    const entry = await entryByToken(ctx.deps.db, input.token);
    return (async function* () {
      for await (const e of storeEventStream(ctx.deps.events, entry.storeId, signal, [
        "waitlist",
        "settings",
      ])) {
        yield tracked(String(e.seq), { topic: e.topic });
      }
    })();
  }),
  /** Leave the line (guest cancellation); idempotent. */
  leave: publicProcedure
    .input(guestTokenInput)
    .mutation(({ ctx, input }) => leaveLine(ctx.deps, input.token)),
  /** What the remote join page shows: store name, open or closed (and why), seating options, waits. */
  joinInfo: publicProcedure.input(storeSlugsInput).query(({ ctx, input }) => guestJoinInfo(ctx.deps, input)),
  /** Join from a phone: answers the status token (the existing one when that phone is already waiting here). */
  join: publicProcedure
    .input(remoteJoinInput)
    .mutation(({ ctx, input }) => guestJoin(ctx.deps, input, ctx.ip)),
});
