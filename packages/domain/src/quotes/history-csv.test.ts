import { describe, expect, it } from "vitest";
import { formatHistoryCsv, HistoryCsvError, localIso, parseHistoryCsv } from "./history-csv";

describe("history CSV", () => {
  it("reads rows, ignores extra columns and any banner before the header, and keeps the local weekday and hour", () => {
    const text = [
      "> seatline@ quotes:simulate /work",
      "",
      "note,party_size,entered_time,exited_time,outcome",
      "x,2,2025-01-10T19:05:00-05:00,2025-01-10T19:30:30-05:00,seated",
      "y,5,2025-01-11T00:10:00+01:00,2025-01-11T00:20:00+01:00,no_show",
    ].join("\n");
    const rows = parseHistoryCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ partySize: 2, outcome: "seated", date: "2025-01-10", dow: 5, hour: 19 });
    expect(((rows[0]?.exitedMs ?? 0) - (rows[0]?.enteredMs ?? 0)) / 60000).toBeCloseTo(25.5);
    expect(rows[1]).toMatchObject({ date: "2025-01-11", dow: 6, hour: 0, outcome: "no_show" });
  });

  it("refuses a bad outcome, a time without offset and an exit before the entry", () => {
    const head = "party_size,entered_time,exited_time,outcome\n";
    expect(() =>
      parseHistoryCsv(`${head}2,2025-01-10T19:05:00-05:00,2025-01-10T19:30:00-05:00,left`),
    ).toThrow(HistoryCsvError);
    expect(() => parseHistoryCsv(`${head}2,2025-01-10T19:05:00,2025-01-10T19:30:00-05:00,seated`)).toThrow(
      /offset/,
    );
    expect(() =>
      parseHistoryCsv(`${head}2,2025-01-10T19:05:00-05:00,2025-01-10T19:00:00-05:00,seated`),
    ).toThrow(/before/);
    expect(() => parseHistoryCsv("size,entered_time\n")).toThrow(/party_size/);
  });

  it("writes local times with the offset, past midnight too, and reads back what it wrote", () => {
    expect(localIso("2025-01-10", 23 * 60 + 59.5, "-05:00")).toBe("2025-01-10T23:59:30-05:00");
    expect(localIso("2025-01-10", 24 * 60 + 15, "-05:00")).toBe("2025-01-11T00:15:00-05:00");
    const csv = formatHistoryCsv(
      [{ date: "2025-01-10", size: 3, enteredMin: 600, exitedMin: 612, outcome: "cancelled" }],
      "+02:00",
    );
    expect(parseHistoryCsv(csv)[0]).toMatchObject({ partySize: 3, outcome: "cancelled", hour: 10, dow: 5 });
  });

  it("writes and reads a seated party's table and its times; refuses a table without its cleared time", () => {
    const csv = formatHistoryCsv(
      [
        {
          date: "2025-01-10",
          size: 2,
          enteredMin: 600,
          exitedMin: 610,
          outcome: "seated",
          table: 7,
          turningMin: 650,
          clearedMin: 665,
        },
        { date: "2025-01-10", size: 3, enteredMin: 601, exitedMin: 640, outcome: "cancelled" },
      ],
      "-05:00",
    );
    const [seated, left] = parseHistoryCsv(csv);
    expect(seated?.tables).toEqual([7]);
    expect(((seated?.turningMs ?? 0) - (seated?.exitedMs ?? 0)) / 60000).toBe(40);
    expect(seated?.bussingMs).toBeUndefined();
    expect(((seated?.clearedMs ?? 0) - (seated?.exitedMs ?? 0)) / 60000).toBe(55);
    expect(left?.tables).toBeUndefined();
    const head = "party_size,entered_time,exited_time,outcome,table,turning_time,bussing_time,cleared_time\n";
    expect(() =>
      parseHistoryCsv(`${head}2,2025-01-10T19:05:00-05:00,2025-01-10T19:30:00-05:00,seated,4,,,`),
    ).toThrow(/cleared_time/);
    expect(() =>
      parseHistoryCsv(
        `${head}2,2025-01-10T19:05:00-05:00,2025-01-10T19:30:00-05:00,seated,x,,,2025-01-10T20:00:00-05:00`,
      ),
    ).toThrow(/table/);
  });
});
