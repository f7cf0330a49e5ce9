/** Texts to guests about their reservation (queued through the outbox), in the guest's language (docs/product.md#languages). */
import {
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  type GuestLanguage,
  toGsm7,
} from "@seatline/domain";

export function confirmationText(r: {
  storeName: string;
  storePhone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  /** The guest's own booking page (/r/{token}). */
  link?: string;
  language?: GuestLanguage;
}): string {
  const language = r.language ?? "en";
  const people = formatPartySize(r.partySize, language);
  const date = formatLongDate(r.reservationDate, language);
  const time = formatTime12(r.reservationTime);
  if (language === "es") {
    const call = r.storePhone ? ` Para cambiar o cancelar, llame al ${formatPhone(r.storePhone)}.` : "";
    const page = r.link ? ` Su reservación: ${r.link}` : "";
    return toGsm7(
      `${r.storeName}: su reservación para ${people} el ${date} a las ${time} está confirmada. Por favor llegue 10 minutos antes.${call}${page}`,
    );
  }
  const call = r.storePhone ? ` To change or cancel, call ${formatPhone(r.storePhone)}.` : "";
  const page = r.link ? ` Your booking: ${r.link}` : "";
  return toGsm7(
    `${r.storeName}: your reservation for ${people} on ${date} at ${time} is confirmed. Please arrive 10 minutes early.${call}${page}`,
  );
}

export function courtesyText(storeName: string, guestName: string, language: GuestLanguage = "en"): string {
  if (language === "es") {
    return toGsm7(
      `${storeName}: ${guestName}, ¡su mesa está lista! Por favor venga al mostrador de recepción.`,
    );
  }
  return toGsm7(`${storeName}: ${guestName}, your table is ready! Please come to the host stand.`);
}

/**
 * The booking as staff or its guest changed it (date, time, party size; staff also the phone it is texted to), with a
 * fresh link.
 */
export function changedText(r: {
  storeName: string;
  storePhone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  link: string;
  language?: GuestLanguage;
}): string {
  const language = r.language ?? "en";
  const people = formatPartySize(r.partySize, language);
  const date = formatLongDate(r.reservationDate, language);
  const time = formatTime12(r.reservationTime);
  if (language === "es") {
    const call = r.storePhone ? ` Para cambiarla, llame al ${formatPhone(r.storePhone)}.` : "";
    return toGsm7(
      `${r.storeName}: su reservación cambió. Ahora es para ${people} el ${date} a las ${time}.${call} Su reservación: ${r.link}`,
    );
  }
  const call = r.storePhone ? ` To change it, call ${formatPhone(r.storePhone)}.` : "";
  return toGsm7(
    `${r.storeName}: your reservation has changed. It is now for ${people} on ${date} at ${time}.${call} Your booking: ${r.link}`,
  );
}
