/**
 * The guest pages (anonymous): the status page of one entry, found by its unguessable token, and the remote join of a
 * store. Nothing here reads out another entry or another guest.
 */
import {
  bookingChangeInput,
  bookingTimesInput,
  bookingTokenInput,
  correctPhoneInput,
  guestTokenInput,
  remoteJoinInput,
  storeSlugsInput,
} from "@seatline/domain";
import { tracked } from "@trpc/server";
import {
  bookingByToken,
  cancelBookingByToken,
  confirmBookingByToken,
} from "../services/booking-page/booking-page";
import { bookingTimesByToken, changeBookingByToken } from "../services/booking-page/change-booking";
import { guestJoin, guestJoinInfo } from "../services/guest/guest-join";
import { correctPhone, resendStatusLink } from "../services/guest/guest-link-texts";
import { guestStatus, leaveLine } from "../services/guest/guest-status";
import { guestStatusStream } from "../services/guest/guest-status-stream";
import { answerOf } from "../services/repeat-keys/keyed-statement";
import { publicProcedure, router } from "../trpc";

const PHONE_ALREADY_CORRECTED = "Your number was already changed. We texted the new number its link.";

export const guestRouter = router({
  /** Store, ticket, place in line, current quote and state of the token's entry. */
  status: publicProcedure
    .meta({ limit: "publicRead" })
    .input(guestTokenInput)
    .query(({ ctx, input }) => guestStatus(ctx.deps, input.token)),
  /**
   * Live: an event each time the entry's store changes its waitlist or settings; the page then asks status again.
   * Ends after one last event once the entry has left the line (services/guest/guest-status-stream.ts).
   */
  onStatus: publicProcedure
    .meta({ limit: "publicRead" })
    .input(guestTokenInput)
    .subscription(async ({ ctx, input, signal }) => {
      const events = await guestStatusStream(ctx.deps, input.token, signal);
      return (async function* () {
        for await (const e of events) yield tracked(String(e.seq), { topic: e.topic });
      })();
    }),
  /** Leave the line (guest cancellation); idempotent. */
  leave: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(guestTokenInput)
    .mutation(({ ctx, input }) => leaveLine(ctx.deps, input.token)),
  /** "Resend text": the entry's link to its phone again; at most one a minute and a few per entry (429 past that). */
  resendLink: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(guestTokenInput)
    .mutation(({ ctx, input }) => resendStatusLink(ctx.deps, input.token)),
  /** "Wrong number?": the entry's phone corrected by its own guest; answers the entry's new token. */
  correctPhone: publicProcedure
    // The answer is the new token, which is not kept: a repeat is told the link went to the new number.
    .meta({ limit: "publicWrite", repeat: { refuse: PHONE_ALREADY_CORRECTED } })
    .input(correctPhoneInput)
    .mutation(({ ctx, input }) => correctPhone(ctx.deps, input.token, input.phone)),
  /** What the remote join page shows: store name, open or closed (and why), seating options, waits. */
  joinInfo: publicProcedure
    .meta({ limit: "publicRead" })
    .input(storeSlugsInput)
    .query(({ ctx, input }) => guestJoinInfo(ctx.deps, input)),
  /** Join from a phone: a new entry's status token (the page opens it); a phone already waiting gets only the text. */
  join: publicProcedure
    // A repeat answers without the status token (it is not kept): the page says the link was texted.
    .meta({ limit: "publicWrite", repeat: { withhold: ["token"] }, keyInStatement: true })
    .input(remoteJoinInput)
    .mutation(async ({ ctx, input }) =>
      answerOf(ctx.statementKey, await guestJoin(ctx.deps, input, ctx.ip, ctx.statementKey)),
    ),
  /** The booking page (/r/{token}): store, date, time, party and status of the token's booking; can it be cancelled. */
  booking: publicProcedure
    .meta({ limit: "publicRead" })
    .input(bookingTokenInput)
    .query(({ ctx, input }) => bookingByToken(ctx.deps, input.token)),
  /** Cancel from the booking page: not after the start (409 with the reason); a second Cancel changes nothing. */
  cancelBooking: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(bookingTokenInput)
    .mutation(({ ctx, input }) => cancelBookingByToken(ctx.deps, input.token)),
  /** Confirm from the booking page: what a text reply of 1 does; a second Confirm changes nothing. */
  confirmBooking: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(bookingTokenInput)
    .mutation(({ ctx, input }) => confirmBookingByToken(ctx.deps, input.token)),
  /** The Change form's dates and one date's times, the booking's own party left out of the count. */
  bookingTimes: publicProcedure
    .meta({ limit: "publicRead" })
    .input(bookingTimesInput)
    .query(({ ctx, input }) => bookingTimesByToken(ctx.deps, input)),
  /** Change from the booking page: date, time, party size within a public booking's limits (409 when full). */
  changeBooking: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(bookingChangeInput)
    .mutation(({ ctx, input }) => changeBookingByToken(ctx.deps, input)),
});
