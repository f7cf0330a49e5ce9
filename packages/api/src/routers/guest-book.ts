/** The guest book (docs/product.md#guest-book): thin procedures over services/guest-book, the session's company only. */
import {
  addGuestNoteInput,
  addGuestTagInput,
  mergeGuestsInput,
  profileIdInput,
  removeGuestTagInput,
  searchGuestsInput,
} from "@seatline/domain";
import {
  addGuestNote,
  addGuestTag,
  guestProfile,
  mergeGuests,
  removeGuestTag,
  searchGuests,
} from "../services/guest-book/guest-profiles";
import { hostProcedure, managerProcedure, router } from "../trpc";

export const guestBookRouter = router({
  /** The side panel: name, phone, e-mail, figures, tags (sensitive marked), notes with author and time. */
  profile: hostProcedure
    .input(profileIdInput)
    .query(({ ctx, input }) => guestProfile(ctx.deps, ctx.staff, input.profileId)),
  /** Profiles by name fragment or phone digits (at most 20). */
  search: hostProcedure
    .input(searchGuestsInput)
    .query(({ ctx, input }) => searchGuests(ctx.deps, ctx.staff, input.query)),
  addTag: hostProcedure
    .input(addGuestTagInput)
    .mutation(({ ctx, input }) => addGuestTag(ctx.deps, ctx.staff, input)),
  removeTag: hostProcedure
    .input(removeGuestTagInput)
    .mutation(({ ctx, input }) => removeGuestTag(ctx.deps, ctx.staff, input)),
  addNote: hostProcedure
    .input(addGuestNoteInput)
    .mutation(({ ctx, input }) => addGuestNote(ctx.deps, ctx.staff, input)),
  /** Merge mergeId into keepId (one guest, two phones); answers the kept profile. */
  merge: managerProcedure
    .input(mergeGuestsInput)
    .mutation(({ ctx, input }) => mergeGuests(ctx.deps, ctx.staff, input)),
});
