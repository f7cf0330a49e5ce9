/** The words a table button reads out (docs/product.md#the-floor), e.g. "Table 12, 4 seats, seated: Ada Lovelace, party of 3, 52 minutes". */
import type { FloorTableView } from "../entities/floor";

const stateWords = { seated: "seated", turning: "turning", bussing: "needs bussing" } as const;

export function seatsText(n: number): string {
  return `${n} ${n === 1 ? "seat" : "seats"}`;
}

export function minutesText(n: number): string {
  return `${n} ${n === 1 ? "minute" : "minutes"}`;
}

/** The server's name, when the table is in a section (docs/product.md#sections-and-rotation), ends the words. */
export function tableAccessibleName(
  t: Pick<FloorTableView, "name" | "maxSeats" | "state" | "party" | "minutesSat" | "reservedSoon">,
  server?: string,
): string {
  const head = `Table ${t.name}, ${seatsText(t.maxSeats)}`;
  const section = server ? `, ${server}'s section` : "";
  if (t.state === "free" || !t.party) {
    return `${t.reservedSoon ? `${head}, free, reserved at ${t.reservedSoon}` : `${head}, free`}${section}`;
  }
  const sat = t.minutesSat == null ? "" : `, ${minutesText(t.minutesSat)}`;
  return `${head}, ${stateWords[t.state]}: ${t.party.name}, party of ${t.party.partySize}${sat}${section}`;
}
