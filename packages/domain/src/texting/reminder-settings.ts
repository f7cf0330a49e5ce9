/** A store's reservation reminder settings (docs/product.md#texts): on/off and the hours before each booking (default 24 and 2). */
import { z } from "zod";
import { MAX_REMINDER_HOURS } from "./reminder-times";

export interface ReminderSettings {
  enabled: boolean;
  /** Hours before the booking, largest first. */
  hours: number[];
}

export const reminderSettingsInput = z.object({
  enabled: z.boolean(),
  hours: z
    .array(
      z
        .number()
        .int("Reminder hours must be whole hours.")
        .min(1, "A reminder must come at least 1 hour before.")
        .max(MAX_REMINDER_HOURS, `A reminder can come at most ${MAX_REMINDER_HOURS} hours before.`),
    )
    .min(1, "Choose at least one reminder time.")
    .max(3, "At most 3 reminders per booking.")
    .refine((h) => new Set(h).size === h.length, "Each reminder time only once."),
});
