/**
 * Seating by tap or by drag on the Dashboard's floor (docs/product.md#the-floor): a drop can land anywhere, so the
 * tile is checked before anything is sent: free, then the seat rule the server applies to every seat (seat-rule.ts).
 */
import type { FloorTableView } from "../entities/floor";
import { type SeatParty, seatRefusal } from "./seat-rule";

export function seatDropRefusal(
  table: Pick<FloorTableView, "name" | "state" | "party" | "maxSeats" | "takes" | "reservedSoon">,
  party: SeatParty,
): string | null {
  if (table.state !== "free")
    return `Table ${table.name} is not free: ${table.party?.name ?? "another party"} is there. Nothing was changed.`;
  return seatRefusal([{ ...table, heldAt: table.reservedSoon }], party);
}
