import type { GuestLanguage } from "./i18n/language";

/** A party size in words (SPEC §2 public confirmation: person/people; Spanish persona/personas). */
export function formatPartySize(size: number, language: GuestLanguage = "en"): string {
  if (language === "es") return `${size} ${size === 1 ? "persona" : "personas"}`;
  return `${size} ${size === 1 ? "person" : "people"}`;
}
