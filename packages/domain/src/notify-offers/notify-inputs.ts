/** The inputs of the notify list (public request, guest page, host actions, settings), with their messages. */
import { z } from "zod";
import {
  dateField,
  guestNameField,
  guestPhoneField,
  partySizeField,
  storeSlugsInput,
  timeField,
} from "../entities/reservations";
import { optionalGuestLanguageSchema } from "../i18n/language-schema";
import {
  NOTIFY_CUTOFF_RANGE,
  NOTIFY_HOLD_RANGE,
  NOTIFY_HOLD_SHARE_RANGE,
  NOTIFY_TOKEN_RE,
  notifyMessages,
} from "./notify-rules";

export const notifyRequestFields = z.object({
  requestDate: dateField(),
  partySize: partySizeField,
  windowStart: timeField,
  windowEnd: timeField,
  guestName: guestNameField,
  guestPhone: guestPhoneField,
  language: optionalGuestLanguageSchema,
});

export const publicNotifyRequestInput = notifyRequestFields.extend(storeSlugsInput.shape);
export type PublicNotifyRequestInput = z.infer<typeof publicNotifyRequestInput>;

/** A guest notify page token (/n/{token}). */
export const notifyTokenInput = z.object({
  token: z.string().trim().regex(NOTIFY_TOKEN_RE, { message: notifyMessages.notFound }),
});

export const notifyDayInput = z.object({ date: dateField() });
export const notifyRequestRefInput = z.object({ requestId: z.number().int().positive() });

export const notifySettingsInput = z.object({
  holdMinutes: z
    .number({ error: notifyMessages.hold })
    .int({ message: notifyMessages.hold })
    .min(NOTIFY_HOLD_RANGE.min, { message: notifyMessages.hold })
    .max(NOTIFY_HOLD_RANGE.max, { message: notifyMessages.hold }),
  cutoffMinutes: z
    .number({ error: notifyMessages.cutoff })
    .int({ message: notifyMessages.cutoff })
    .min(NOTIFY_CUTOFF_RANGE.min, { message: notifyMessages.cutoff })
    .max(NOTIFY_CUTOFF_RANGE.max, { message: notifyMessages.cutoff }),
  /** No offer texts in quiet hours (21:00-09:00 store time); on by default. */
  quietHours: z.boolean().default(true),
  /** The share of a time's tables live offers may hold at once, in percent (maxHeldTables); 25 by default. */
  holdSharePercent: z
    .number({ error: notifyMessages.holdShare })
    .int({ message: notifyMessages.holdShare })
    .min(NOTIFY_HOLD_SHARE_RANGE.min, { message: notifyMessages.holdShare })
    .max(NOTIFY_HOLD_SHARE_RANGE.max, { message: notifyMessages.holdShare })
    .default(NOTIFY_HOLD_SHARE_RANGE.default),
});
export type NotifySettingsInput = z.infer<typeof notifySettingsInput>;
