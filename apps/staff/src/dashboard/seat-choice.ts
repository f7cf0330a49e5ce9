/** A waiting party chosen to seat by tap or by drag on the Dashboard's floor (docs/product.md#the-floor). */
import type { SeatParty, WaitlistEntryView, WaitlistReservationRow } from "@seatline/domain";

export type SeatChoice =
  | { kind: "walk-in"; entry: WaitlistEntryView }
  | { kind: "reservation"; row: WaitlistReservationRow };

export function choiceKey(c: SeatChoice): string {
  return c.kind === "walk-in" ? `e:${c.entry.id}` : `r:${c.row.uuid}`;
}

export function choiceParty(c: SeatChoice): SeatParty {
  return c.kind === "walk-in"
    ? { name: c.entry.name, partySize: c.entry.partySize, kind: "walk_in" }
    : { name: c.row.guestName, partySize: c.row.partySize, kind: "reservation" };
}
