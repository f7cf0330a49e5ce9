import type { GuestLanguage } from "./i18n/language";

/** A party size in words (the public confirmation, docs/product.md#public-page: person/people; Spanish persona/personas). */
export function formatPartySize(size: number, language: GuestLanguage = "en"): string {
  if (language === "es") return `${size} ${size === 1 ? "persona" : "personas"}`;
  return `${size} ${size === 1 ? "person" : "people"}`;
}
