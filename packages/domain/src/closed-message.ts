/**
 * The words a guest reads outside a store's opening hours (docs/product.md#opening-hours), in the guest's language.
 * The guest pages and the kiosk word closedNowWords with their own t(); the server's refusal uses closedNowMessage
 * (the rule itself is open-now.ts).
 */
import { type MessageValues, msg } from "./i18n/format-message";
import type { GuestLanguage } from "./i18n/language";
import { translate } from "./i18n/translate";

/** When the store opens next, on its own wall clock. */
export interface NextOpening {
  /** The store-local date it opens (YYYY-MM-DD). */
  date: string;
  /** Its ISO weekday, 1 (Mon) .. 7 (Sun). */
  dow: number;
  /** Store-local opening time, "HH:MM" (24-hour). */
  time: string;
  /** True when it opens later on the store's current date. */
  today: boolean;
}

/** "HH:MM" as the closed message writes it: "11:00 AM", "5:30 PM", "12:00 AM". */
export function openingTime12(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * What a guest reads when the store is closed (the kiosk welcome, the remote join page and the joins' refusal): the
 * time alone when it opens later today, the weekday too when it opens another day (tomorrow included, so the words
 * never depend on what "tomorrow" means after midnight). The hour (1..12) is there for the languages whose words
 * before the time depend on it (Spanish "a la 1:00 PM", "a las 11:00 AM"). The weekday is named by the platform's
 * locale data (Intl), as dates are (long-date.ts).
 */
export function closedNowWords(
  next: NextOpening | null,
  language: GuestLanguage = "en",
): { message: string; values: MessageValues } {
  if (!next) return { message: msg("We are closed now."), values: {} };
  const [h = 0] = next.time.split(":").map(Number);
  const values = { time: openingTime12(next.time), hour: h % 12 === 0 ? 12 : h % 12 };
  if (next.today)
    return { message: msg("We are closed now; we open {hour, plural, other {at}} {time}"), values };
  // 2024-01-01 was a Monday: ISO weekday d is January d.
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(2024, 0, next.dow),
  );
  return {
    message: msg("We are closed now; we open {weekday} {hour, plural, other {at}} {time}"),
    values: { ...values, weekday },
  };
}

/** closedNowWords worded in the guest's language (the joins' refusal). */
export function closedNowMessage(next: NextOpening | null, language: GuestLanguage = "en"): string {
  const { message, values } = closedNowWords(next, language);
  return translate(language, message, values);
}
