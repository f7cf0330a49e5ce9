/** The staff and public reservation forms (docs/product.md#public-page, #validation): choices, the submit rule, pickable slots. */
import {
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  type SeatingPreference,
  seatingPreferences,
  type TimeWindow,
} from "./entities/reservations";
import { PHONE_DIGITS, phoneDigits } from "./phone";

/** The seating buttons Any, Indoor, Outdoor, Bar (Any = first_available, the default). */
export const seatingOptions: readonly { value: SeatingPreference; label: string }[] = [
  { value: "first_available", label: "Any" },
  { value: "indoor", label: "Indoor" },
  { value: "outdoor", label: "Outdoor" },
  { value: "bar", label: "Bar" },
];

/** A stored seating preference; anything unknown counts as first available (docs/product.md#records). */
export function toSeatingPreference(value: string | null | undefined): SeatingPreference {
  return (seatingPreferences as readonly string[]).includes(value ?? "")
    ? (value as SeatingPreference)
    : "first_available";
}

/** Party sizes 1 to 12. */
export const partySizeOptions: readonly number[] = Array.from(
  { length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 },
  (_, i) => MIN_PARTY_SIZE + i,
);

export interface ReservationDraft {
  reservationDate: string | null;
  reservationTime: string | null;
  partySize: number | null;
  guestName: string;
  /** As typed or masked; only its digits count. */
  guestPhone: string;
}

/** docs/product.md#validation: submit only when name, a 10-digit phone, a time and a party size (and a date) are present. */
export function canSubmitReservation(d: ReservationDraft): boolean {
  return (
    d.reservationDate !== null &&
    d.reservationTime !== null &&
    d.partySize !== null &&
    d.partySize >= MIN_PARTY_SIZE &&
    d.partySize <= MAX_PARTY_SIZE &&
    d.guestName.trim().length > 0 &&
    phoneDigits(d.guestPhone).length === PHONE_DIGITS
  );
}

/** A booking's own slot: on an edit it stays pickable even though the booking itself fills part of it. */
export interface OwnSlot {
  date: string;
  time: string;
}

/** Whether a time button can be picked: the window is available, or it is the slot the edited booking holds. */
export function isPickableWindow(window: TimeWindow, date: string, own?: OwnSlot | null): boolean {
  if (window.available) return true;
  return own != null && own.date === date && own.time === window.time;
}
