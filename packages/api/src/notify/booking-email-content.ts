/**
 * What a booking e-mail says (docs/product.md#booking-e-mails), in the guest's language (as the texts): a subject, a plain-text and an HTML body, and for a confirmation or a change the calendar file (.ics, the
 * booking's UID, so the entry is updated rather than doubled; a cancellation's file removes it). Made when the e-mail
 * is sent, from the details fixed when it was queued and the links made for this send. What the guest typed (their
 * name, their special requests: blank unless staff entered the address, mail-outbox.ts) is escaped and never becomes
 * a link, in the HTML, the plain text or the calendar file (defangLinks).
 */
import type { BookingEmailDetails, BookingEmailKind, BookingEmailSlot } from "@seatline/db";
import {
  defangLinks,
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  type GuestLanguage,
  reservationIcs,
  translate,
} from "@seatline/domain";

export interface BookingEmailLinks {
  /** The guest's booking page, /r/{token} (not in a cancellation). */
  bookingPage?: string;
  /** This address's unsubscribe link for the store, /u/{token}. */
  unsubscribe: string;
}

export interface BookingEmailContent {
  subject: string;
  text: string;
  html: string;
  /** The calendar file, with its iTIP method (PUBLISH or CANCEL); none for a reminder. */
  ics?: { content: string; method: "PUBLISH" | "CANCEL" };
}

interface Words {
  when: (s: BookingEmailSlot) => string;
  subject: Record<BookingEmailKind, (store: string, s: BookingEmailSlot) => string>;
  heading: Record<BookingEmailKind, string>;
  hello: (name: string) => string;
  intro: Record<BookingEmailKind, (store: string, s: BookingEmailSlot) => string>;
  before: (s: BookingEmailSlot) => string;
  changes: (count: number) => string;
  by: { staff: string; guest: string };
  notAsked: (phone: string) => string;
  labels: { date: string; time: string; party: string; requests: string; address: string; phone: string };
  early: string;
  page: string;
  why: (store: string) => string;
  unsubscribe: (store: string) => string;
  calendar: string;
}

/** The words in the guest's language (docs/product.md#languages: the Spanish is in catalog-es-texts.ts of packages/domain). */
function bookingEmailWords(language: GuestLanguage): Words {
  const say = (message: string, values?: Record<string, string>) => translate(language, message, values);
  const at = (s: BookingEmailSlot) => ({
    date: formatLongDate(s.date, language),
    time: formatTime12(s.time),
  });
  const when = (s: BookingEmailSlot) =>
    say("{people} on {date} at {time}", { people: formatPartySize(s.partySize, language), ...at(s) });
  return {
    when,
    subject: {
      confirmed: (store, s) => say("Your reservation at {store}: {date} at {time}", { store, ...at(s) }),
      changed: (store) => say("Your reservation at {store} has changed", { store }),
      cancelled: (store) => say("Your reservation at {store} is cancelled", { store }),
      reminder: (store, s) => say("Reminder: {store}, {date} at {time}", { store, ...at(s) }),
    },
    heading: {
      confirmed: say("Your reservation is confirmed"),
      changed: say("Your reservation has changed"),
      cancelled: say("Your reservation is cancelled"),
      reminder: say("See you soon"),
    },
    hello: (name) => (name ? say("Hi {name},", { name }) : say("Hello,")),
    intro: {
      confirmed: (store, s) => say("your table at {store} is booked: {when}.", { store, when: when(s) }),
      changed: (store, s) => say("your reservation at {store} is now for {when}.", { store, when: when(s) }),
      cancelled: (store, s) =>
        say("your reservation at {store} for {when} is cancelled.", { store, when: when(s) }),
      reminder: (store, s) =>
        say("this is a reminder of your reservation at {store}: {when}.", { store, when: when(s) }),
    },
    before: (s) => say("It was for {when}.", { when: when(s) }),
    changes: (count) =>
      say("It was changed {count} times; this is the booking as it is now.", { count: String(count) }),
    by: { staff: say("The restaurant changed it."), guest: say("You changed it on your booking page.") },
    notAsked: (phone) =>
      phone
        ? say("If you did not ask for this, call the restaurant at {phone}.", { phone })
        : say("If you did not ask for this, call the restaurant."),
    labels: {
      date: say("Date"),
      time: say("Time"),
      party: say("Party"),
      requests: say("Special requests"),
      address: say("Address"),
      phone: say("Phone"),
    },
    early: say("Please arrive 10 minutes early."),
    page: say("See or cancel your booking"),
    why: (store) =>
      say("You get this e-mail because a table was booked at {store} with this address.", { store }),
    unsubscribe: (store) => say("Unsubscribe from {store}'s e-mails", { store }),
    calendar: say("The calendar file attached adds it to your calendar."),
  };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The e-mail of one outbox row. `stamp` is when the e-mail was queued (the calendar file's DTSTAMP, and its SEQUENCE
 * counts seconds from the booking's first e-mail, so each later file replaces the one before); `organizer` is the
 * store's name at the From address.
 */
export function renderBookingEmail(input: {
  kind: BookingEmailKind;
  language: GuestLanguage;
  details: BookingEmailDetails;
  links: BookingEmailLinks;
  stamp: Date;
  sequence: number;
  organizer: { name: string; email: string };
}): BookingEmailContent {
  const { kind, links } = input;
  const d = {
    ...input.details,
    guestName: defangLinks(input.details.guestName),
    specialRequests: defangLinks(input.details.specialRequests),
  };
  const w = bookingEmailWords(input.language);
  const store = d.storeName;
  const phone = formatPhone(d.storePhone);
  const rows: [string, string][] = [
    [w.labels.date, formatLongDate(d.date, input.language)],
    [w.labels.time, formatTime12(d.time)],
    [w.labels.party, formatPartySize(d.partySize, input.language)],
    ...(d.specialRequests && kind !== "cancelled"
      ? ([[w.labels.requests, d.specialRequests]] as [string, string][])
      : []),
    ...(d.storeAddress ? ([[w.labels.address, d.storeAddress]] as [string, string][]) : []),
    ...(phone ? ([[w.labels.phone, phone]] as [string, string][]) : []),
  ];
  const notes: string[] = [];
  if (kind === "changed" && d.before) notes.push(w.before(d.before));
  if (kind === "changed" && (d.changes ?? 1) > 1) notes.push(w.changes(d.changes ?? 1));
  if (kind === "changed" && d.by) notes.push(w.by[d.by]);
  if (kind === "cancelled" && d.by !== "guest") notes.push(w.notAsked(phone));
  if (kind !== "cancelled") notes.push(w.early);
  const withIcs = kind === "confirmed" || kind === "changed" || kind === "cancelled";
  if (withIcs && kind !== "cancelled") notes.push(w.calendar);
  const page = kind !== "cancelled" ? links.bookingPage : undefined;

  const intro = `${w.hello(d.guestName)} ${w.intro[kind](store, d)}`;
  const text = [
    w.heading[kind],
    "",
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...notes,
    ...(page ? ["", `${w.page}: ${page}`] : []),
    "",
    "--",
    w.why(store),
    `${w.unsubscribe(store)}: ${links.unsubscribe}`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(w.heading[kind])}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 4px;font-size:14px;color:#52525b">${e(store)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${e(w.heading[kind])}</h1>
<p style="margin:0 0 16px;font-size:16px">${e(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:16px">
${rows.map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#52525b">${e(label)}</td><td style="padding:4px 0"><strong>${e(value)}</strong></td></tr>`).join("\n")}
</table>
${notes.map((n) => `<p style="margin:0 0 8px;font-size:16px">${e(n)}</p>`).join("\n")}
${page ? `<p style="margin:24px 0"><a href="${e(page)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px">${e(w.page)}</a></p>` : ""}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#71717a">${e(w.why(store))} <a href="${e(links.unsubscribe)}" style="color:#71717a">${e(w.unsubscribe(store))}</a></p>
</body>
</html>
`;

  const ics = withIcs
    ? {
        method: kind === "cancelled" ? ("CANCEL" as const) : ("PUBLISH" as const),
        content: reservationIcs({
          uuid: d.uuid,
          restaurantName: store,
          restaurantPhone: d.storePhone,
          address: d.storeAddress,
          timezone: d.timezone,
          reservationDate: d.date,
          reservationTime: d.time,
          partySize: d.partySize,
          specialRequests: d.specialRequests,
          stamp: input.stamp,
          language: input.language,
          method: kind === "cancelled" ? "CANCEL" : "PUBLISH",
          sequence: input.sequence,
          organizer: input.organizer,
        }),
      }
    : undefined;
  return { subject: w.subject[kind](store, d), text, html, ics };
}
