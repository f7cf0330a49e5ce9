/** Texting marks for the host screens (docs/product.md#texts): thin procedure over services/texting. */
import { entryIdInput, optionalDateInput, reminderSettingsInput, sendToGuestInput } from "@seatline/domain";
import { readGuestThread, sendToGuest } from "../services/texting/guest-messages";
import { readReminderSettings, updateReminderSettings } from "../services/texting/reminder-settings";
import { readTextMarks } from "../services/texting/text-marks";
import { hostProcedure, managerProcedure, router } from "../trpc";

export const textingRouter = router({
  /** Marks of today's (or the date's) waiting entries and reservations: delivery, opt-out, running late, messages. */
  marks: hostProcedure
    .input(optionalDateInput)
    .query(({ ctx, input }) => readTextMarks(ctx.deps, ctx.staff, input?.date)),
  /** One waiting walk-in's texts and replies this visit, oldest first, and whether the host may write now. */
  thread: hostProcedure
    .input(entryIdInput)
    .query(({ ctx, input }) => readGuestThread(ctx.deps, ctx.staff, input.id)),
  /** The host's own words to a waiting walk-in (at most 5 a visit; refused after STOP): docs/product.md#texting-a-guest. */
  sendToGuest: hostProcedure
    .input(sendToGuestInput)
    .mutation(({ ctx, input }) => sendToGuest(ctx.deps, ctx.staff, input)),
  /** Reservation reminders: on/off and the hours before (default 24 and 2). */
  reminderSettings: managerProcedure.query(({ ctx }) => readReminderSettings(ctx.deps, ctx.staff)),
  saveReminderSettings: managerProcedure
    .input(reminderSettingsInput)
    .mutation(({ ctx, input }) => updateReminderSettings(ctx.deps, ctx.staff, input)),
});
