/** The walk-in waitlist (the kiosk and the host screens: docs/product.md#kiosk, #dashboard, #alerts): thin procedures over services/waitlist. */
import {
  addPartyInput,
  editPartyInput,
  entryIdInput,
  entryNoteInput,
  joinWaitlistInput,
  optionalDateInput,
} from "@seatline/domain";
import { answerOf } from "../services/repeat-keys/keyed-statement";
import {
  addParty,
  alertEntry,
  editEntry,
  joinFromKiosk,
  leaveByStaff,
  noShowEntry,
  noteEntry,
  putBackEntry,
  seatEntry,
} from "../services/waitlist/lifecycle";
import { moveFinished } from "../services/waitlist/move-finished";
import { hostWaitlist, kioskState, waitingSummary, waitlistHistory } from "../services/waitlist/reads";
import { entryStatusLink } from "../services/waitlist/status-link";
import { leaseKioskTickets } from "../services/waitlist/ticket-leases";
import { hostProcedure, kioskGuestProcedure, router } from "../trpc";

export const waitlistRouter = router({
  /** Kiosk welcome + party screens: settings, waiting numbers, position, wait times, ticket preview, store. */
  kioskState: kioskGuestProcedure.query(({ ctx }) => kioskState(ctx.deps, ctx.staff)),
  /**
   * Join: answers the created entry with the ticket the server assigned, or, for a join the kiosk took offline
   * (`leased`), the ticket leased to this kiosk (its session) that the guest was shown. A kiosk device's online join
   * also answers where the guest stands (its place, quote and, without a phone, its own status link).
   */
  join: kioskGuestProcedure
    // The standing carries the guest's status link, a secret: a kept answer never holds one (SECURITY.md), so a
    // repeat answers the entry and the kiosk's ticket shows no place rather than a link from storage.
    .meta({ repeatIgnores: ["leased"], keyInStatement: true, repeat: { withhold: ["standing"] } })
    .input(joinWaitlistInput)
    .mutation(async ({ ctx, input }) =>
      answerOf(
        ctx.statementKey,
        await joinFromKiosk(
          ctx.deps,
          ctx.staff,
          ctx.session.sessionId,
          input,
          ctx.session.device === "kiosk",
          ctx.statementKey,
        ),
      ),
    ),
  /** The kiosk's tickets held for offline joins, topped up to KIOSK_LEASE_SIZE (docs/architecture.md "Offline kiosk"). */
  leaseTickets: kioskGuestProcedure.mutation(({ ctx }) =>
    leaseKioskTickets(ctx.deps, ctx.staff, ctx.session.sessionId),
  ),
  /**
   * Add a party at the console (source "host"): the join's rules, a note and a quoted wait. A phone already waiting
   * today is CONFLICT ("{name} (ticket {ticket}) is already waiting with this phone.") unless allowDuplicate.
   */
  add: hostProcedure
    .meta({ keyInStatement: true })
    .input(addPartyInput)
    .mutation(async ({ ctx, input }) =>
      answerOf(ctx.statementKey, await addParty(ctx.deps, ctx.staff, input, ctx.statementKey)),
    ),
  /** Edit a waiting party (only the fields given); a new phone retires the old status link and gets the join text. */
  edit: hostProcedure
    .input(editPartyInput)
    .mutation(({ ctx, input }) => editEntry(ctx.deps, ctx.staff, input)),
  /** Host list of a business date (today in store time by default): reservation rows, then walk-ins in entered order. */
  list: hostProcedure
    .input(optionalDateInput)
    .query(({ ctx, input }) => hostWaitlist(ctx.deps, ctx.staff, input?.date)),
  /** Total Parties Waiting and Expected Wait Times. */
  summary: hostProcedure.query(({ ctx }) => waitingSummary(ctx.deps, ctx.staff)),
  alert: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => alertEntry(ctx.deps, ctx.staff, input.id, "alert")),
  alertAgain: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => alertEntry(ctx.deps, ctx.staff, input.id, "again")),
  seat: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => seatEntry(ctx.deps, ctx.staff, input.id)),
  /** Delete = no show (docs/product.md#archive). */
  remove: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => noShowEntry(ctx.deps, ctx.staff, input.id)),
  /** The party left the line (it called to cancel): CANCELLED, like a guest's own leave. */
  leave: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => leaveByStaff(ctx.deps, ctx.staff, input.id)),
  note: hostProcedure
    .input(entryNoteInput)
    .mutation(({ ctx, input }) => noteEntry(ctx.deps, ctx.staff, input.id, input.note)),
  putBack: hostProcedure
    .input(entryIdInput)
    .mutation(({ ctx, input }) => putBackEntry(ctx.deps, ctx.staff, input.id)),
  /** The guest status link of one entry, for the host to show or read out (remote joins only text it). */
  statusLink: hostProcedure
    .input(entryIdInput)
    .query(({ ctx, input }) => entryStatusLink(ctx.deps, ctx.staff, input.id)),
  /** A business date's finished entries (today by default). */
  history: hostProcedure
    .input(optionalDateInput)
    .query(({ ctx, input }) => waitlistHistory(ctx.deps, ctx.staff, input?.date)),
  /** Closes walk-ins left waiting from earlier business days; call once when opening history. */
  moveFinished: hostProcedure.mutation(({ ctx }) => moveFinished(ctx.deps, ctx.staff)),
});
