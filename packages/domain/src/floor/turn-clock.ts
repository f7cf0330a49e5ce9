/** The clock on a seated table (docs/product.md#the-floor): minutes sat against the expected turn of the party's size. */
import type { TableCounts } from "./table-groups";
import { tableGroupOf } from "./table-groups";

export type TurnClockTone = "ok" | "near" | "past";

/** Near: within 10 minutes of the expected turn (or its last fifth, whichever is shorter); past: beyond it. */
export function turnClockTone(minutesSat: number, expectedTurn: number): TurnClockTone {
  if (expectedTurn <= 0) return "ok";
  if (minutesSat > expectedTurn) return "past";
  if (minutesSat >= expectedTurn - Math.min(10, Math.ceil(expectedTurn / 5))) return "near";
  return "ok";
}

/** The table settings' average turn for a party of this size (the same groups as the table counts). */
export function expectedTurnFor(partySize: number, turnAvg: TableCounts): number {
  return turnAvg[tableGroupOf(partySize)];
}

export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
}
