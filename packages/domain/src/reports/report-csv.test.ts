import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvLine, csvRow, localStamp, parseCsv, visitColumns } from "./report-csv";

/**
 * How a spreadsheet reads a CSV with a given list separator: a quote opens a quoted cell only at the start of a cell
 * (RFC 4180), so a "," file read with ";" keeps its quotes as text and splits wherever a ";" or line break is.
 */
function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === separator || ch === "\n" || ch === "\r") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const HOSTILE = [
  "Ann;=cmd|' /C calc'!A0;x",
  'Bo,=HYPERLINK("http://x")',
  "Cy; @SUM(1)",
  "Di\n=1+1",
  "Ed|+cmd",
  "Fi\t-2+3",
  "=start",
  "Gil; -x, +y",
];

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

  it("no cell a spreadsheet reads starts a formula, with , or ; as the list separator", () => {
    const text = HOSTILE.map((name, i) => csvLine([`2026-03-0${i + 1}`, name, i, "tail"])).join("");
    for (const separator of [",", ";"]) {
      const cells = spreadsheetCells(text, separator);
      expect(cells.length).toBeGreaterThan(HOSTILE.length);
      expect(cells.filter((c) => /^\s*[=+\-@]/.test(c))).toEqual([]);
    }
    // A "," reader still gets each name whole, defused only where a formula could start.
    expect(parseCsv(text).map((r) => r[1])).toEqual([
      "Ann;'=cmd|' /C calc'!A0;x",
      'Bo,\'=HYPERLINK("http://x")',
      "Cy; '@SUM(1)",
      "Di\n'=1+1",
      "Ed|'+cmd",
      "Fi\t'-2+3",
      "'=start",
      "Gil; '-x, '+y",
    ]);
    expect(csvCell("2026-03-08 19:30")).toBe("2026-03-08 19:30");
    expect(csvCell("(555) 223-4567")).toBe("(555) 223-4567");
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
