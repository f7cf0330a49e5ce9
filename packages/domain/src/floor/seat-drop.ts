/**
 * Seating by tap or by drag on the Dashboard's floor (docs/product.md#the-floor): whether a party may be seated at
 * the table it was dropped on, and if not, the words that say why. The seat picker offers only tables that fit; a
 * drop can land anywhere, so it is checked by the same rules (free, takes the party's kind, within its seats, not
 * held for a booking soon) before anything is sent.
 */
import type { FloorTableView } from "../entities/floor";

export interface DropParty {
  name: string;
  partySize: number;
  kind: "walk_in" | "reservation";
}

export function seatDropRefusal(
  table: Pick<
    FloorTableView,
    "name" | "state" | "party" | "minSeats" | "maxSeats" | "takes" | "reservedSoon"
  >,
  party: DropParty,
): string | null {
  if (table.state !== "free")
    return `Table ${table.name} is not free: ${table.party?.name ?? "another party"} is there. Nothing was changed.`;
  if (table.takes !== "both" && table.takes !== party.kind)
    return `Table ${table.name} takes ${table.takes === "walk_in" ? "walk-ins" : "reservations"} only. Nothing was changed.`;
  if (party.partySize > table.maxSeats)
    return `Table ${table.name} seats at most ${table.maxSeats}; ${party.name} is a party of ${party.partySize}. Nothing was changed.`;
  if (party.partySize < table.minSeats)
    return `Table ${table.name} is for ${table.minSeats} or more; ${party.name} is a party of ${party.partySize}. Nothing was changed.`;
  // Which booking a held table waits for is not on the tile; a booking may take it (the server seats it as asked).
  if (party.kind === "walk_in" && table.reservedSoon)
    return `Table ${table.name} is held for a booking at ${table.reservedSoon}. Nothing was changed.`;
  return null;
}
