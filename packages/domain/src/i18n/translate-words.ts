/**
 * translate() for the domain's words alone (catalog-es-words.ts): what a guest page builds in the browser (the
 * booking's .ics) and the server sends alike, without bundling the server's catalog of texts into the page.
 */
import { catalogEsWords } from "./catalog-es-words";
import { type Catalog, formatMessage, type MessageValues } from "./format-message";
import type { GuestLanguage } from "./language";

/** Each language's words but English's; a new language adds its words here (and its texts in translate.ts). */
const wordCatalogs: Record<Exclude<GuestLanguage, "en">, Catalog> = { es: catalogEsWords };

/** One of the domain's words in a language (English as it is). */
export function translateWords(language: GuestLanguage, message: string, values?: MessageValues): string {
  const catalog: Catalog | undefined = (wordCatalogs as Partial<Record<GuestLanguage, Catalog>>)[language];
  return formatMessage(catalog?.[message] ?? message, values, language);
}
