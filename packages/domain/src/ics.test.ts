import { describe, expect, it } from "vitest";
import { buildIcs, icsDateTime, icsEscape, icsFold, reservationIcs } from "./ics";

const stamp = new Date("2026-03-01T12:00:00Z");

describe("ics", () => {
  it("writes UTC date-times", () => {
    expect(icsDateTime(new Date("2026-03-14T23:05:09Z"))).toBe("20260314T230509Z");
  });

  it("escapes TEXT values", () => {
    expect(icsEscape("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = icsFold(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(icsFold("SHORT:line")).toBe("SHORT:line");
  });

  it("builds a calendar with one event and CRLF endings", () => {
    const ics = buildIcs({
      uid: "x@seatline",
      start: new Date("2026-03-14T23:00:00Z"),
      end: new Date("2026-03-15T00:30:00Z"),
      summary: "Dinner",
      stamp,
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20260314T230000Z\r\nDTEND:20260315T003000Z\r\n");
    expect(ics).not.toContain("LOCATION");
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("places a booking at the store's wall-clock time (New York, daylight saving)", () => {
    const ics = reservationIcs({
      uuid: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
      restaurantName: "Demo Bistro",
      restaurantPhone: "2125550100",
      address: "1 Main St, New York, NY",
      timezone: "America/New_York",
      reservationDate: "2026-07-04",
      reservationTime: "19:30",
      partySize: 2,
      specialRequests: "Window, please",
      stamp,
    });
    expect(ics).toContain("UID:1b4e28ba-2fa1-11d2-883f-0016d3cca427@seatline\r\n");
    expect(ics).toContain("DTSTART:20260704T233000Z\r\n");
    expect(ics).toContain("DTEND:20260705T010000Z\r\n");
    expect(ics).toContain("SUMMARY:Table for 2 at Demo Bistro\r\n");
    expect(ics).toContain("LOCATION:1 Main St\\, New York\\, NY\r\n");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("Special requests: Window\\, please");
    expect(unfolded).toContain("call the restaurant at (212) 555 - 0100.");
  });

  it("in winter New York is UTC-5", () => {
    const ics = reservationIcs({
      uuid: "u",
      restaurantName: "R",
      timezone: "America/New_York",
      reservationDate: "2026-01-10",
      reservationTime: "12:00",
      partySize: 1,
      stamp,
    });
    expect(ics).toContain("DTSTART:20260110T170000Z\r\n");
    expect(ics).not.toContain("Special requests");
    expect(ics).not.toContain("LOCATION");
  });
});
