/** Text-message bodies (docs/architecture.md#the-outbox): store name and ticket, plain GSM-7 so one text is one segment. */
import type { GuestLanguage } from "./i18n/language";

/** The GSM 03.38 basic character set (no escape table), so every character costs one septet. */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7 = new Set(Array.from(GSM7_BASIC));
const REPLACEMENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\t": " ",
  "\u0141": "L",
  "\u0142": "l",
};

/** Rewrites text into the GSM-7 basic set: typographic marks to ASCII, accents dropped, anything else removed. */
export function toGsm7(text: string): string {
  let out = "";
  for (const ch of text) {
    if (GSM7.has(ch)) {
      out += ch;
      continue;
    }
    const replaced = REPLACEMENTS[ch];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (base.length > 0 && Array.from(base).every((c) => GSM7.has(c))) out += base;
  }
  return out.replace(/ {2,}/g, " ").trim();
}

export function isGsm7(text: string): boolean {
  return Array.from(text).every((c) => GSM7.has(c));
}

export type WaitlistTextKind = "join" | "ready" | "ready_again" | "test";

/** One text message segment in GSM-7. */
export const SMS_SEGMENT = 160;

function waitlistBody(kind: WaitlistTextKind, store: string, t: string, link: string): string {
  switch (kind) {
    case "join":
      return link
        ? `${store}: you're on the waitlist, ticket ${t}. See your place in line: ${link}`
        : `${store}: you are on the waitlist. Your ticket number is ${t}. We will text you when your table is ready.`;
    case "ready":
      return `${store}: your table is ready! Ticket ${t}, please come to the host stand.${link ? ` ${link}` : ""}`;
    case "ready_again":
      return `${store}: reminder, your table is ready. Ticket ${t}, please come to the host stand now.${link ? ` ${link}` : ""}`;
    case "test":
      return `${store}: this is a test message for ticket ${t}.`;
  }
}

/** The Spanish bodies (docs/product.md#languages); GSM-7 keeps é, ñ, ¡ and ¿, toGsm7 drops the other accents. */
function waitlistBodyEs(kind: WaitlistTextKind, store: string, t: string, link: string): string {
  switch (kind) {
    case "join":
      return link
        ? `${store}: está en la lista de espera, turno ${t}. Vea su lugar en la fila: ${link}`
        : `${store}: está en la lista de espera. Su número de turno es ${t}. Le enviaremos un mensaje cuando su mesa esté lista.`;
    case "ready":
      return `${store}: ¡su mesa está lista! Turno ${t}, por favor venga al mostrador de recepción.${link ? ` ${link}` : ""}`;
    case "ready_again":
      return `${store}: recordatorio, su mesa está lista. Turno ${t}, por favor venga al mostrador ya.${link ? ` ${link}` : ""}`;
    case "test":
      return `${store}: este es un mensaje de prueba para el turno ${t}.`;
  }
}

/**
 * The body of a waitlist text for a store and ticket. With the guest's status link (join, ready, ready again) the
 * link goes last, whole; a long store name is shortened so the text stays one segment where it can.
 */
export function waitlistText(
  kind: WaitlistTextKind,
  storeName: string,
  ticket: string,
  statusUrl?: string,
  language: GuestLanguage = "en",
): string {
  const full = toGsm7(storeName) || (language === "es" ? "Su restaurante" : "Your restaurant");
  const t = toGsm7(ticket.toUpperCase());
  const link = kind === "test" ? "" : toGsm7(statusUrl ?? "");
  const make = (store: string) =>
    language === "es" ? toGsm7(waitlistBodyEs(kind, store, t, link)) : waitlistBody(kind, store, t, link);
  const body = make(full);
  if (body.length <= SMS_SEGMENT) return body;
  // Shorten the store name (never below 12 characters) to bring the text back into one segment.
  const room = Math.max(12, full.length - (body.length - SMS_SEGMENT));
  const store = room < full.length ? `${full.slice(0, room - 3).trimEnd()}...` : full;
  return make(store);
}
