/**
 * The notify list for full reservation slots (docs/product.md#notify-me). The guest's procedures (ask to be
 * notified, the own page by its token, take an offer, leave) live under the public router; the host's (a day's
 * requests and live offers, offer by hand, remove, hold, cutoff and hold share) are staff procedures on the session's
 * store.
 */
import {
  notifyDayInput,
  notifyRequestRefInput,
  notifySettingsInput,
  notifyTokenInput,
  publicNotifyRequestInput,
  reportRangeInput,
} from "@seatline/domain";
import { createNotifyRequest } from "../services/notify-offers/create-request";
import {
  notifyDay,
  offerByHand,
  readNotifySettings,
  removeNotifyRequest,
  updateNotifySettings,
} from "../services/notify-offers/notify-day";
import { leaveNotifyList, notifyPage, takeNotifyOffer } from "../services/notify-offers/notify-page";
import { readNotifyReport } from "../services/notify-offers/notify-report";
import { hostProcedure, managerProcedure, publicProcedure, router } from "../trpc";

export const notifyPublicRouter = router({
  /**
   * "Notify me" on the public page, for a full time only: one open request per phone, store and date, and the notify
   * list's own limits per address, store and phone; texts the guest their page and asks the phone to reply 1.
   */
  request: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(publicNotifyRequestInput)
    .mutation(({ ctx, input }) => createNotifyRequest(ctx.deps, input, ctx.ip)),
  /** The guest's own page (/n/{token}): their request, place on the list and any live offer. */
  page: publicProcedure
    .meta({ limit: "publicRead" })
    .input(notifyTokenInput)
    .query(({ ctx, input }) => notifyPage(ctx.deps, input.token)),
  /** Take the live offer (as reply 1): a booking; 409 once the hold ran out. */
  take: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(notifyTokenInput)
    .mutation(({ ctx, input }) => takeNotifyOffer(ctx.deps, input.token)),
  /** Leave the list; a second Leave changes nothing. */
  leave: publicProcedure
    .meta({ limit: "publicWrite" })
    .input(notifyTokenInput)
    .mutation(({ ctx, input }) => leaveNotifyList(ctx.deps, input.token)),
});

export const notifyStaffRouter = router({
  day: hostProcedure
    .input(notifyDayInput)
    .query(({ ctx, input }) => notifyDay(ctx.deps, ctx.staff, input.date)),
  offer: hostProcedure
    .input(notifyRequestRefInput)
    .mutation(({ ctx, input }) => offerByHand(ctx.deps, ctx.staff, input.requestId)),
  remove: hostProcedure
    .input(notifyRequestRefInput)
    .mutation(({ ctx, input }) => removeNotifyRequest(ctx.deps, ctx.staff, input.requestId)),
  /** Reports: requests, offers sent and taken, refills, covers recovered, median cancel → refill; beside the previous period. */
  report: managerProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => readNotifyReport(ctx.deps, ctx.staff, input)),
  settings: managerProcedure.query(({ ctx }) => readNotifySettings(ctx.deps, ctx.staff)),
  updateSettings: managerProcedure
    .input(notifySettingsInput)
    .mutation(({ ctx, input }) => updateNotifySettings(ctx.deps, ctx.staff, input)),
});
