/** Text-message bodies (docs/architecture.md#the-outbox): store name and ticket, plain GSM-7 so one text is one segment. */
import { msg } from "./i18n/format-message";
import type { GuestLanguage } from "./i18n/language";
import { translate } from "./i18n/translate";

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

/** The message of each kind (docs/product.md#texts); i18n/catalog-es-texts.ts has the Spanish ones. */
function waitlistMessage(kind: WaitlistTextKind, hasLink: boolean): string {
  switch (kind) {
    case "join":
      return hasLink
        ? msg("{store}: you're on the waitlist, ticket {ticket}. See your place in line: {link}")
        : msg(
            "{store}: you are on the waitlist. Your ticket number is {ticket}. We will text you when your table is ready.",
          );
    case "ready":
      return msg("{store}: your table is ready! Ticket {ticket}, please come to the host stand.");
    case "ready_again":
      return msg(
        "{store}: reminder, your table is ready. Ticket {ticket}, please come to the host stand now.",
      );
    case "test":
      return msg("{store}: this is a test message for ticket {ticket}.");
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
  const full = toGsm7(storeName) || toGsm7(translate(language, "Your restaurant"));
  const t = toGsm7(ticket.toUpperCase());
  const link = kind === "test" ? "" : toGsm7(statusUrl ?? "");
  const message = waitlistMessage(kind, link !== "");
  // GSM-7 keeps é, ñ, ¡ and ¿; toGsm7 drops the other accents of a translation. The link, when the message does
  // not place it, goes last.
  const trailing = link && !message.includes("{link}") ? ` ${link}` : "";
  const make = (store: string) => toGsm7(translate(language, message, { store, ticket: t, link }) + trailing);
  const body = make(full);
  if (body.length <= SMS_SEGMENT) return body;
  // Shorten the store name (never below 12 characters) to bring the text back into one segment.
  const room = Math.max(12, full.length - (body.length - SMS_SEGMENT));
  const store = room < full.length ? `${full.slice(0, room - 3).trimEnd()}...` : full;
  return make(store);
}
