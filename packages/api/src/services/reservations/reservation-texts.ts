/**
 * Texts to guests about their reservation (queued through the outbox), in the guest's language
 * (docs/product.md#languages: the Spanish is in packages/domain/src/i18n/catalog-es-texts.ts).
 */
import {
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  type GuestLanguage,
  toGsm7,
  translate,
} from "@seatline/domain";

interface BookingWords {
  storeName: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
}

/** The values the booking texts' messages name. */
function bookingValues(r: BookingWords, language: GuestLanguage) {
  return {
    store: r.storeName,
    people: formatPartySize(r.partySize, language),
    date: formatLongDate(r.reservationDate, language),
    time: formatTime12(r.reservationTime),
  };
}

export function confirmationText(
  r: BookingWords & {
    storePhone: string;
    /** The guest's own booking page (/r/{token}). */
    link?: string;
    language?: GuestLanguage;
  },
): string {
  const language = r.language ?? "en";
  const parts = [
    translate(
      language,
      "{store}: your reservation for {people} on {date} at {time} is confirmed. Please arrive 10 minutes early.",
      bookingValues(r, language),
    ),
  ];
  if (r.storePhone)
    parts.push(
      translate(language, "To change or cancel, call {phone}.", { phone: formatPhone(r.storePhone) }),
    );
  if (r.link) parts.push(translate(language, "Your booking: {link}", { link: r.link }));
  return toGsm7(parts.join(" "));
}

export function courtesyText(storeName: string, guestName: string, language: GuestLanguage = "en"): string {
  return toGsm7(
    translate(language, "{store}: {guest}, your table is ready! Please come to the host stand.", {
      store: storeName,
      guest: guestName,
    }),
  );
}

/**
 * The booking as staff or its guest changed it (date, time, party size; staff also the phone it is texted to), with a
 * fresh link. `changes`: how many changes it tells (a text still pending rewritten by later ones: change-notices.ts).
 */
export function changedText(
  r: BookingWords & { storePhone: string; link: string; language?: GuestLanguage; changes?: number },
): string {
  const language = r.language ?? "en";
  const values = bookingValues(r, language);
  const parts = [
    (r.changes ?? 1) > 1
      ? translate(
          language,
          "{store}: your reservation has changed {count} times. It is now for {people} on {date} at {time}.",
          { ...values, count: String(r.changes) },
        )
      : translate(
          language,
          "{store}: your reservation has changed. It is now for {people} on {date} at {time}.",
          values,
        ),
  ];
  if (r.storePhone)
    parts.push(translate(language, "To change it, call {phone}.", { phone: formatPhone(r.storePhone) }));
  parts.push(translate(language, "Your booking: {link}", { link: r.link }));
  return toGsm7(parts.join(" "));
}
