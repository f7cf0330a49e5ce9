import { describe, expect, it } from "vitest";
import { MAX_TICKET_QUOTE_MINUTES, ordinalPlace, ticketQuote } from "./kiosk-ticket";
import type { RoomState, RoomTable } from "./quotes/room-model";
import { partyHasTable } from "./quotes/walk-in-quote";
import type { TableSettings } from "./wait-quote";

const tables: TableSettings = {
  solo_tables_total: 2,
  solo_tables_turn_avg: 30,
  two_tables_total: 4,
  two_tables_turn_avg: 45,
  three_four_tables_total: 3,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 0,
  five_plus_tables_turn_avg: 90,
};

const table = (id: number, minSeats: number, maxSeats: number): RoomTable => ({
  id,
  name: `T${id}`,
  minSeats,
  maxSeats,
  combinableWith: [],
  takes: "both",
  areaName: "Main",
  areaSeating: "indoor",
});

describe("the kiosk ticket's quote (docs/product.md#kiosk)", () => {
  const quote = (minutes: number) => ({
    minutes,
    low: minutes - 5,
    high: minutes + 5,
    basis: "tables" as const,
  });

  it("tells the estimator's quote and range as they are", () => {
    expect(ticketQuote(quote(20), true)).toEqual({ minutes: 20, low: 15, high: 25 });
    expect(ticketQuote(quote(MAX_TICKET_QUOTE_MINUTES), true)?.minutes).toBe(120);
  });

  it("gives no quote past two hours, for a party no table takes, or with no estimate", () => {
    expect(ticketQuote(quote(248), true)).toBeNull();
    expect(ticketQuote(quote(121), true)).toBeNull();
    expect(ticketQuote(quote(20), false)).toBeNull();
    expect(ticketQuote(null, true)).toBeNull();
  });

  it("asks the room's tables when the store has them, else the Table Information", () => {
    expect(partyHasTable(tables, null, 2)).toBe(true);
    expect(partyHasTable(tables, null, 6)).toBe(false);
    const room: RoomState = { tables: [table(1, 1, 2), table(2, 3, 4)], open: [], bookings: [] };
    expect(partyHasTable(tables, room, 4)).toBe(true);
    expect(partyHasTable(tables, room, 12)).toBe(false);
  });
});

describe("ordinalPlace", () => {
  it("words the place in English and Spanish", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinalPlace(n, "en"))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
    expect(ordinalPlace(4, "es")).toBe("4.º");
  });
});
