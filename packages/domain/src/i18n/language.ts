import { z } from "zod";

/** The guest-facing languages Seatline speaks (issue 19). English is SPEC's wording; Spanish follows it. */
export const guestLanguageCodes = ["en", "es"] as const;
export type GuestLanguage = (typeof guestLanguageCodes)[number];

export const guestLanguageSchema = z.enum(guestLanguageCodes);
/** Optional on legacy REST bodies and older clients: absent means English. */
export const optionalGuestLanguageSchema = guestLanguageSchema.optional().default("en");
/** A store's offered languages: at least one, no repeats, English always first when present. */
export const storeGuestLanguagesSchema = z
  .array(guestLanguageSchema)
  .min(1)
  .max(guestLanguageCodes.length)
  .refine((list) => new Set(list).size === list.length, "Each language once");

/** The language names as shown on the switch: each in its own language. */
export const guestLanguageNames: Record<GuestLanguage, string> = { en: "English", es: "Español" };

export function isGuestLanguage(value: unknown): value is GuestLanguage {
  return typeof value === "string" && (guestLanguageCodes as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (navigator.languages) that the store offers, by primary subtag
 * ("es-MX" → es); English when none match. Never guesses a language the store does not offer.
 */
export function pickGuestLanguage(
  preferred: readonly string[],
  offered: readonly GuestLanguage[],
): GuestLanguage {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isGuestLanguage(primary) && offered.includes(primary)) return primary;
  }
  return offered.includes("en") ? "en" : (offered[0] ?? "en");
}
