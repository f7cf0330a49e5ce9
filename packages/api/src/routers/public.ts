/** The public reservation page (anonymous): store details, bookable dates, time slots, booking. */
import {
  dateField,
  linkCodeField,
  partySizeField,
  publicCreateReservationInput,
  storeSlugsInput,
} from "@seatline/domain";
import { answerOf } from "../services/repeat-keys/keyed-statement";
import {
  createPublicReservation,
  publicBookableDates,
  publicStoreDetails,
} from "../services/reservations/public-reservations";
import { publicTimeWindows } from "../services/reservations/time-windows";
import { publicProcedure, router } from "../trpc";
import { notifyPublicRouter } from "./notify";

export const publicRouter = router({
  storeDetails: publicProcedure
    .meta({ limit: "publicRead" })
    .input(storeSlugsInput)
    .query(({ ctx, input }) => publicStoreDetails(ctx.deps, input.companySlug, input.storeSlug)),
  bookableDates: publicProcedure
    .meta({ limit: "publicRead" })
    .input(storeSlugsInput.extend({ linkCode: linkCodeField }))
    .query(({ ctx, input }) => publicBookableDates(ctx.deps, input)),
  timeSlots: publicProcedure
    .meta({ limit: "publicRead" })
    .input(
      storeSlugsInput.extend({
        date: dateField(),
        partySize: partySizeField.optional(),
        linkCode: linkCodeField,
      }),
    )
    .query(({ ctx, input }) => publicTimeWindows(ctx.deps, input, input)),
  createReservation: publicProcedure
    .meta({ limit: "booking", keyInStatement: true })
    .input(publicCreateReservationInput)
    .mutation(async ({ ctx, input }) =>
      answerOf(ctx.statementKey, await createPublicReservation(ctx.deps, input, ctx.ip, ctx.statementKey)),
    ),
  /** "Notify me" for a full time and the guest's own notify page. */
  notify: notifyPublicRouter,
});
