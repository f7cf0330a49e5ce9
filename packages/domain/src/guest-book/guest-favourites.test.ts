import { describe, expect, it } from "vitest";
import { type GuestSeatRow, guestFavouritesOf } from "./guest-favourites";

const row = (
  seatingId: string,
  tableId: number,
  areaName: string,
  day: number,
  storeName = "Downtown",
): GuestSeatRow => ({
  seatingId,
  tableId,
  tableName: String(tableId),
  areaName,
  storeName,
  seatedAt: new Date(Date.UTC(2026, 0, day, 19)),
});

describe("guestFavouritesOf", () => {
  it("none before a seating at a table", () => {
    expect(guestFavouritesOf([])).toEqual({ area: null, table: null });
  });

  it("counts a seating once per area, at each table it sat at; a tie goes to the latest", () => {
    const rows = [
      // Two visits at the bar (table 1), then a party of eight at tables 5 and 6 pushed together indoors, then
      // table 5 again: Indoor 2 seatings, Bar 2; Indoor's last is later. Table 5: 2, table 1: 2 (table 5 later).
      row("a", 1, "Bar", 1),
      row("b", 1, "Bar", 2),
      row("c", 5, "Indoor", 3),
      row("c", 6, "Indoor", 3),
      row("d", 5, "Indoor", 4),
    ];
    expect(guestFavouritesOf(rows)).toEqual({
      area: { name: "Indoor", visits: 2 },
      table: { name: "5", area: "Indoor", store: null, visits: 2 },
    });
    // A third bar visit makes the bar and table 1 the favourites outright.
    expect(guestFavouritesOf([...rows, row("e", 1, "Bar", 0)])).toEqual({
      area: { name: "Bar", visits: 3 },
      table: { name: "1", area: "Bar", store: null, visits: 3 },
    });
  });

  it("names the store when the guest's seatings span several", () => {
    const rows = [
      row("a", 7, "Outdoor", 1, "Uptown"),
      row("b", 7, "Outdoor", 2, "Uptown"),
      row("c", 2, "Indoor", 3),
    ];
    expect(guestFavouritesOf(rows).table).toEqual({ name: "7", area: "Outdoor", store: "Uptown", visits: 2 });
    expect(guestFavouritesOf(rows).area).toEqual({ name: "Outdoor", visits: 2 });
  });
});
