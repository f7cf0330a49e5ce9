/**
 * An iCalendar (RFC 5545) file of one event: the public page's "Add to calendar" download of a booking.
 * Times are written in UTC (the store-local wall clock converted with the store's timezone), so no VTIMEZONE
 * block is needed and every calendar app places the event at the right instant.
 */
import type { MessageValues } from "./i18n/format-message";
import type { GuestLanguage } from "./i18n/language";
import { translateWords } from "./i18n/translate-words";
import { formatPhone } from "./phone";
import { dayjs, storeInstant } from "./store-time";

export interface IcsEvent {
  /** Globally unique and stable: the same booking downloaded twice updates one calendar entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  /** The text's language (PRODID's language tag); English when absent. */
  language?: GuestLanguage;
  /**
   * PUBLISH (the default: add or update the entry) or CANCEL (remove it: a cancelled booking's e-mail). A later file
   * of the same UID with a higher SEQUENCE replaces the entry in the guest's calendar.
   */
  method?: "PUBLISH" | "CANCEL";
  sequence?: number;
  /** Who sends the file (the store, by the e-mails' From address). */
  organizer?: { name: string; email: string };
}

/** UTC date-time in iCalendar form: 20260314T230000Z. */
export function icsDateTime(at: Date): string {
  return dayjs(at).utc().format("YYYYMMDD[T]HHmmss[Z]");
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Content lines longer than 75 octets are folded: CRLF plus one space, never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A complete VCALENDAR with one VEVENT, CRLF line endings. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Seatline//Reservations//${(event.language ?? "en").toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method ?? "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${icsEscape(event.uid)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsEscape(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsEscape(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsEscape(event.description)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/["\r\n]/g, "")}":mailto:${event.organizer.email}`]
      : []),
    ...(event.method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(icsFold).join("\r\n")}\r\n`;
}

/** How long the calendar entry of a booking lasts (a reservation has no end time of its own). */
export const RESERVATION_CALENDAR_MINUTES = 90;

export interface ReservationIcsInput {
  uuid: string;
  restaurantName: string;
  restaurantPhone?: string;
  address?: string;
  /** The store's IANA timezone; date and time are its wall clock. */
  timezone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  specialRequests?: string;
  stamp: Date;
  /** The guest's language: the event's words (docs/product.md#languages); English when absent. */
  language?: GuestLanguage;
  /** An e-mail's file: PUBLISH or CANCEL, its SEQUENCE and ORGANIZER (buildIcs). */
  method?: IcsEvent["method"];
  sequence?: number;
  organizer?: IcsEvent["organizer"];
}

/** The .ics of a booking: "Table for 2 at Demo Bistro" at the store-local date and time. */
export function reservationIcs(r: ReservationIcsInput): string {
  const start = storeInstant(r.timezone, r.reservationDate, r.reservationTime);
  const end = new Date(start.getTime() + RESERVATION_CALENDAR_MINUTES * 60_000);
  const phone = r.restaurantPhone ? formatPhone(r.restaurantPhone) : "";
  // The entry's words in the guest's language (catalog-es-words.ts: the pages build the file too).
  const say = (message: string, values?: MessageValues) =>
    translateWords(r.language ?? "en", message, values);
  const party = { count: r.partySize, store: r.restaurantName };
  const notes = [
    say("Reservation for {count} at {store}.", party),
    r.specialRequests ? say("Special requests: {text}", { text: r.specialRequests }) : "",
    say("Please arrive 10 minutes early."),
    phone ? say("To change or cancel, call the restaurant at {phone}.", { phone }) : "",
  ].filter(Boolean);
  return buildIcs({
    uid: `${r.uuid}@seatline`,
    start,
    end,
    summary: say("Table for {count} at {store}", party),
    location: r.address || undefined,
    description: notes.join("\n"),
    stamp: r.stamp,
    language: r.language,
    method: r.method,
    sequence: r.sequence,
    organizer: r.organizer,
  });
}
