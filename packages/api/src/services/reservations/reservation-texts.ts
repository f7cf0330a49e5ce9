/** Texts to guests about their reservation (queued through the outbox). */
import { formatLongDate, formatPhone, formatTime12, toGsm7 } from "@seatline/domain";

export function confirmationText(r: {
  storeName: string;
  storePhone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  /** The guest's own booking page (/r/{token}). */
  link?: string;
}): string {
  const people = r.partySize === 1 ? "1 person" : `${r.partySize} people`;
  const call = r.storePhone ? ` To change or cancel, call ${formatPhone(r.storePhone)}.` : "";
  const page = r.link ? ` Your booking: ${r.link}` : "";
  return toGsm7(
    `${r.storeName}: your reservation for ${people} on ${formatLongDate(r.reservationDate)} at ${formatTime12(r.reservationTime)} is confirmed. Please arrive 10 minutes early.${call}${page}`,
  );
}

export function courtesyText(storeName: string, guestName: string): string {
  return toGsm7(`${storeName}: ${guestName}, your table is ready! Please come to the host stand.`);
}
