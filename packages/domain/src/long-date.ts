/** Long-form calendar dates (SPEC §2: the reservations tab header and the public confirmation). */
import type { GuestLanguage } from "./i18n/language";
import { dayjs } from "./store-time";

/**
 * "Saturday, November 21, 2026" for "2026-11-21"; in Spanish "sábado, 21 de noviembre de 2026" (dayjs's "es" locale
 * must be loaded: i18n/long-date-es.ts on the server, the guest apps load it with the Spanish catalog).
 */
export function formatLongDate(date: string, language: GuestLanguage = "en"): string {
  const day = dayjs.utc(date, "YYYY-MM-DD");
  if (language === "es") return day.locale("es").format("dddd, D [de] MMMM [de] YYYY");
  return day.format("dddd, MMMM D, YYYY");
}
