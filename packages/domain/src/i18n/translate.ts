/**
 * The server's side of the one catalog system (docs/architecture.md#languages): a text the server sends (a text
 * message, an e-mail, a reply, a page) is written once, in English, as a message of format-message.ts, and worded in
 * the guest's language here. English is the source and needs no catalog; every other language is its catalog, checked
 * by catalog-es-texts.test.ts. The guest apps translate through their own lazily loaded catalog (packages/ui's
 * useT()), never through this module: it holds every server text.
 */
import { catalogEsTexts } from "./catalog-es-texts";
import { type Catalog, formatMessage, type MessageValues } from "./format-message";
import type { GuestLanguage } from "./language";
import { translateWords } from "./translate-words";

/** Each language's texts but English's (the messages themselves); a new language adds its catalog here. */
const catalogs: Record<Exclude<GuestLanguage, "en">, Catalog> = { es: catalogEsTexts };

/**
 * An English message worded in a language, with that language's plural rules; English as it is. A message of the
 * domain's words (catalog-es-words.ts) is found there.
 */
export function translate(language: GuestLanguage, message: string, values?: MessageValues): string {
  const text = (catalogs as Partial<Record<GuestLanguage, Catalog>>)[language]?.[message];
  return text === undefined
    ? translateWords(language, message, values)
    : formatMessage(text, values, language);
}
