/** Texts to guests about their reservation (queued through the outbox). */
import { formatPhone, formatTime12 } from "@seatline/domain";
import dayjs from "dayjs";

function longDate(date: string): string {
  return dayjs(date, "YYYY-MM-DD").format("dddd, MMMM D, YYYY");
}

export function confirmationText(r: {
  storeName: string;
  storePhone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
}): string {
  const people = r.partySize === 1 ? "1 person" : `${r.partySize} people`;
  const call = r.storePhone ? ` To change or cancel, call ${formatPhone(r.storePhone)}.` : "";
  return `${r.storeName}: your reservation for ${people} on ${longDate(r.reservationDate)} at ${formatTime12(r.reservationTime)} is confirmed. Please arrive 10 minutes early.${call}`;
}

export function courtesyText(storeName: string, guestName: string): string {
  return `${storeName}: ${guestName}, your table is ready! Please come to the host stand.`;
}
