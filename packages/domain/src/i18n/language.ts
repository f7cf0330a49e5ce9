/** The guest-facing languages (zod-free: the guest apps import it; schemas are in language-schema.ts) Seatline speaks (docs/product.md#languages). English is the documented wording; Spanish follows it. */
export const guestLanguageCodes = ["en", "es"] as const;
export type GuestLanguage = (typeof guestLanguageCodes)[number];

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

/**
 * The language a join or a booking is kept and texted in: the one asked for when the store offers it, else the store's
 * default (the first it offers). Never a refusal (older clients send en, or nothing, whatever the store offers) and
 * never a language the store does not offer.
 */
export function offeredGuestLanguage(requested: unknown, offered: readonly GuestLanguage[]): GuestLanguage {
  if (isGuestLanguage(requested) && offered.includes(requested)) return requested;
  return offered[0] ?? "en";
}
