/**
 * Whether a party may sit at these tables (docs/product.md#the-floor), and if not, the words that say why. ONE rule:
 * the server checks every seat and move with it (services/floor/seatings.ts) whatever sent it (picker, tap, drag, the
 * API), and the Dashboard's floor shows the same words before it sends anything (seat-drop.ts).
 *
 * A table larger than the party is allowed (the host's call on a quiet night); too few seats, a table that takes only
 * the other kind of party, and (for a walk-in) a table held for a booking due soon are refused. Tables pushed
 * together seat the sum of their seats.
 */
import type { TableTakes } from "../entities/floor";

export interface SeatParty {
  name: string;
  partySize: number;
  kind: "walk_in" | "reservation";
}

export interface SeatTable {
  name: string;
  maxSeats: number;
  takes: TableTakes;
  /** The time of the booking this free table is held for (due within the reserved-soon window), if any. */
  heldAt: string | null;
}

function tableNames(tables: readonly SeatTable[]): string {
  const names = tables.map((t) => t.name);
  if (names.length === 1) return `Table ${names[0]}`;
  return `Tables ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function seatRefusal(tables: readonly SeatTable[], party: SeatParty): string | null {
  const otherKind = tables.find((t) => t.takes !== "both" && t.takes !== party.kind);
  if (otherKind)
    return `Table ${otherKind.name} takes ${otherKind.takes === "walk_in" ? "walk-ins" : "reservations"} only. Nothing was changed.`;
  const seats = tables.reduce((sum, t) => sum + t.maxSeats, 0);
  if (party.partySize > seats) {
    const together = tables.length > 1 ? " together" : "";
    return `${tableNames(tables)} seat${tables.length > 1 ? "" : "s"} at most ${seats}${together}; ${party.name} is a party of ${party.partySize}. Nothing was changed.`;
  }
  // A booking may take a held table: it may be the one held for it.
  const held = party.kind === "walk_in" ? tables.find((t) => t.heldAt) : undefined;
  if (held) return `Table ${held.name} is held for a booking at ${held.heldAt}. Nothing was changed.`;
  return null;
}
