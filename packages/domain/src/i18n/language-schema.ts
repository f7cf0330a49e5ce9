import { z } from "zod";
import { guestLanguageCodes } from "./language";

export const guestLanguageSchema = z.enum(guestLanguageCodes, {
  error: "Language must be one of: en, es.",
});
/**
 * Optional on every input (older clients, legacy REST bodies): absent stays absent, so parsed inputs keep their shape,
 * and the services store English (the columns' default).
 */
export const optionalGuestLanguageSchema = guestLanguageSchema.optional();
/** A store's offered languages: at least one, each once. */
export const storeGuestLanguagesSchema = z
  .array(guestLanguageSchema)
  .min(1, { message: "Offer at least one guest language." })
  .max(guestLanguageCodes.length)
  .refine((list) => new Set(list).size === list.length, { message: "List each language once." });
