/**
 * The words a guest reads outside a store's opening hours (docs/product.md#opening-hours), in English and Spanish.
 * Import-free (the guest pages and the kiosk bundle it; the rule itself is open-now.ts).
 */
import type { GuestLanguage } from "./i18n/language";

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

const weekdayNames: Record<GuestLanguage, readonly string[]> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
};

/** "HH:MM" as the closed message writes it: "11:00 AM", "5:30 PM", "12:00 AM". */
export function openingTime12(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * What a guest reads when the store is closed (the kiosk welcome, the remote join page and the joins' refusal): the
 * time alone when it opens later today, the weekday too when it opens another day (tomorrow included, so the words
 * never depend on what "tomorrow" means after midnight).
 */
export function closedNowMessage(next: NextOpening | null, language: GuestLanguage = "en"): string {
  if (language === "es") {
    if (!next) return "Ahora estamos cerrados.";
    const [h = 0] = next.time.split(":").map(Number);
    // "a la 1:00 PM", "a las 11:00 AM"
    const at = `${h % 12 === 1 ? "a la" : "a las"} ${openingTime12(next.time)}`;
    return next.today
      ? `Ahora estamos cerrados; abrimos ${at}`
      : `Ahora estamos cerrados; abrimos el ${weekdayNames.es[next.dow - 1]} ${at}`;
  }
  if (!next) return "We are closed now.";
  const time = openingTime12(next.time);
  return next.today
    ? `We are closed now; we open at ${time}`
    : `We are closed now; we open ${weekdayNames.en[next.dow - 1]} at ${time}`;
}
