import { msg } from "./i18n/format-message";
import type { GuestLanguage } from "./i18n/language";
import { translate } from "./i18n/translate";

/** The party size's message; the guest screens word it with their own t() (docs/product.md#languages). */
export const PARTY_SIZE_MESSAGE = msg("{count, plural, one {# person} other {# people}}");

/** A party size in words (the public confirmation, docs/product.md#public-page: person/people; Spanish persona/personas). */
export function formatPartySize(size: number, language: GuestLanguage = "en"): string {
  return translate(language, PARTY_SIZE_MESSAGE, { count: size });
}
