import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvLine, csvRow, localStamp, parseCsv, visitColumns } from "./report-csv";

describe("report CSV", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(csvLine(["a", 'say "hi"', "x,y", "two\nlines", 3, null])).toBe(
      'a,"say ""hi""","x,y","two\nlines",3,\r\n',
    );
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell("José")).toBe("José");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("writes store-local times and the screen's column names", () => {
    expect(localStamp("America/New_York", new Date("2026-07-04T23:30:00Z"))).toBe("2026-07-04 19:30");
    expect(csvHeader(visitColumns)).toBe(
      "Date,Ticket,Name,Phone,Size,Joined,Quoted wait (min),Left the line at,Waited (min),Status,Source,Note\r\n",
    );
    const row = csvRow(
      visitColumns,
      {
        businessDate: "2026-07-04",
        ticketId: "A1",
        customerName: "Ann, B.",
        customerNumber: "5551234567",
        partySize: 2,
        source: "kiosk",
        enteredTime: new Date("2026-07-04T23:00:00Z"),
        quotedWaitTime: 15,
        exitedTime: new Date("2026-07-04T23:20:00Z"),
        actualWaitedTime: 20,
        status: "seated",
        note: "",
      },
      "America/New_York",
    );
    expect(row).toBe(
      '2026-07-04,A1,"Ann, B.",5551234567,2,2026-07-04 19:00,15,2026-07-04 19:20,20,Seated,kiosk,\r\n',
    );
  });

  it("reads back what it writes", () => {
    const rows = [
      ["a", 'say "hi"', "x,y", "two\nlines", ""],
      ["José", "", "3", "=1", "last"],
    ];
    const text = rows.map((r) => csvLine(r)).join("");
    expect(parseCsv(text)).toEqual([rows[0], ["José", "", "3", "'=1", "last"]]);
    expect(parseCsv("a,b\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });
});
