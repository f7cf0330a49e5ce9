/** Long-form calendar dates (docs/product.md#public-page: the reservations tab header and the public confirmation). */
import type { GuestLanguage } from "./i18n/language";
import { dayjs } from "./store-time";

/**
 * "Saturday, November 21, 2026" for "2026-11-21"; in Spanish "sábado, 21 de noviembre de 2026", worded by the
 * platform's own locale data (Intl), so no locale file has to travel with the pages.
 */
export function formatLongDate(date: string, language: GuestLanguage = "en"): string {
  const day = dayjs.utc(date, "YYYY-MM-DD");
  if (language !== "en") return localeDate(language, LONG_DATE).format(day.toDate());
  return day.format("dddd, MMMM D, YYYY");
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};
const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options, kept (calendar dates are UTC midnights). */
export function localeDate(
  language: GuestLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language, options);
    formats.set(key, f);
  }
  return f;
}
