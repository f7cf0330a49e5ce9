/** Texting marks for the host screens (docs/product.md#texts): thin procedure over services/texting. */
import { optionalDateInput, reminderSettingsInput } from "@seatline/domain";
import { readReminderSettings, updateReminderSettings } from "../services/texting/reminder-settings";
import { readTextMarks } from "../services/texting/text-marks";
import { hostProcedure, managerProcedure, router } from "../trpc";

export const textingRouter = router({
  /** Marks of today's (or the date's) waiting entries and reservations: delivery, opt-out, running late, messages. */
  marks: hostProcedure
    .input(optionalDateInput)
    .query(({ ctx, input }) => readTextMarks(ctx.deps, ctx.staff, input?.date)),
  /** Reservation reminders: on/off and the hours before (default 24 and 2). */
  reminderSettings: managerProcedure.query(({ ctx }) => readReminderSettings(ctx.deps, ctx.staff)),
  saveReminderSettings: managerProcedure
    .input(reminderSettingsInput)
    .mutation(({ ctx, input }) => updateReminderSettings(ctx.deps, ctx.staff, input)),
});
