import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../entities/reservations";
import { storeInstant } from "../store-time";
import {
  type OccupancyStay,
  openSpans,
  type ReportTableRow,
  stayStarts,
  type TableFigures,
  tableReportOf,
} from "./table-figures";

const TZ = "America/New_York";
const DAY = "2026-03-10";
const BEFORE = "2026-03-09";
const at = (date: string, time: string) => storeInstant(TZ, date, time);
/** Open 17:00-23:00 every day. */
const HOURS: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: 17, close_time: 23 }));

const tables: ReportTableRow[] = [
  { id: 1, name: "T1", area: "Indoor", areaPosition: 0, seats: 2, retired: false },
  { id: 2, name: "T2", area: "Indoor", areaPosition: 0, seats: 4, retired: false },
  { id: 3, name: "T3", area: "Bar", areaPosition: 1, seats: 1, retired: false },
  { id: 4, name: "T4", area: "Outdoor", areaPosition: 2, seats: 2, retired: true },
  { id: 5, name: "T5", area: "Outdoor", areaPosition: 2, seats: 2, retired: true },
];

// Sections: T1 and T2 are Ana's, T3 Ben's, T5 was Cy's (since removed); T4 was in none.
const sectionOf: Record<number, number> = { 1: 1, 2: 1, 3: 2, 5: 3 };
const servers = [
  { id: 1, name: "Ana", retired: false },
  { id: 2, name: "Ben", retired: false },
  { id: 3, name: "Cy", retired: true },
  { id: 4, name: "Dee", retired: true },
];

let nextId = 1;
const stay = (
  seatingId: string,
  tableId: number,
  partySize: number,
  seated: string,
  cleared: string | null,
  date = DAY,
): OccupancyStay => ({
  id: nextId++,
  tableId,
  seatingId,
  partySize,
  seatedAt: at(date, seated),
  clearedAt: cleared === null ? null : at(date, cleared),
  serverId: sectionOf[tableId] ?? null,
});

// A: two at T1 18:00-19:00. B: three at T2 at 18:00, moved to T3 at 18:30 (the move keeps its seated time), cleared
// 19:30. C: six at T1+T2 pushed together 19:00-21:00. D: four at T2 since 21:30, still there. E: one at the bar
// 16:00-17:30 (before opening). F: two at T5 (since retired) the day before, 20:00-21:00.
const rows: OccupancyStay[] = [
  stay("A", 1, 2, "18:00", "19:00"),
  stay("B", 2, 3, "18:00", "18:30"),
  stay("E", 3, 1, "16:00", "17:30"),
  stay("B", 3, 3, "18:00", "19:30"),
  stay("C", 1, 6, "19:00", "21:00"),
  stay("C", 2, 6, "19:00", "21:00"),
  stay("D", 2, 4, "21:30", null),
  stay("F", 5, 2, "20:00", "21:00", BEFORE),
];
const NOW = at(DAY, "22:30");

function report() {
  const span = (from: string, to: string) => ({ from, to });
  return tableReportOf({
    timezone: TZ,
    range: span(DAY, DAY),
    previousRange: span(BEFORE, BEFORE),
    rows,
    tables,
    servers,
    current: {
      start: at(DAY, "00:00").getTime(),
      end: at("2026-03-11", "00:00").getTime(),
      open: openSpans(TZ, HOURS, span(DAY, DAY), NOW),
    },
    previous: {
      start: at(BEFORE, "00:00").getTime(),
      end: at(DAY, "00:00").getTime(),
      open: openSpans(TZ, HOURS, span(BEFORE, BEFORE), NOW),
    },
    now: NOW,
  });
}

const figures = (
  turns: number,
  avgTurn: number | null,
  medianTurn: number | null,
  covers: number,
  utilisation: number | null,
): TableFigures => ({ turns, avgTurn, medianTurn, covers, utilisation });

describe("table figures (hand count)", () => {
  it("by server: each party for the section it sat in last; a removed server only with a party", () => {
    const r = report();
    expect(r.servers.map((s) => s.name)).toEqual(["Ana", "Ben", "Cy"]);
    // Ana: A (2) and C (6) done, D (4) still seated. Ben: B (3, moved from Ana's T2 to T3) and E (1). Cy: F the day before.
    expect(r.servers[0]?.current).toEqual(figures(2, 90, 60, 12, null));
    expect(r.servers[1]?.current).toEqual(figures(2, 90, 90, 4, null));
    expect(r.servers[2]).toMatchObject({ retired: true, current: figures(0, null, null, 0, null) });
    expect(r.servers[2]?.previous).toEqual(figures(1, 60, 60, 2, null));
  });

  it("a moved party's new table starts at the move; pushed-together tables start together", () => {
    const starts = stayStarts(rows);
    const [a, b1, , b2, c1, c2] = rows;
    expect(starts.get(a?.id ?? 0)).toBe(at(DAY, "18:00").getTime());
    expect(starts.get(b1?.id ?? 0)).toBe(at(DAY, "18:00").getTime());
    expect(starts.get(b2?.id ?? 0)).toBe(at(DAY, "18:30").getTime());
    expect(starts.get(c1?.id ?? 0)).toBe(at(DAY, "19:00").getTime());
    expect(starts.get(c2?.id ?? 0)).toBe(at(DAY, "19:00").getTime());
  });

  it("opening minutes stop at now; the day before is whole", () => {
    expect(report().openMinutes).toEqual({ current: 330, previous: 360 });
  });

  it("overall and by party size: one turn per party, from first seated to last cleared", () => {
    const r = report();
    // Turns A 60, B 90, C 120, E 90 (D still seated); covers 2+3+6+4+1; seated minutes in open hours:
    // T1 60+120, T2 30+120+60, T3 60+30, T5 0, over 330 open minutes x 4 tables.
    expect(r.all.current).toEqual(figures(4, 90, 90, 16, 480 / 1320));
    expect(r.all.previous).toEqual(figures(1, 60, 60, 2, 60 / 1440));
    const group = (g: string) => r.groups.find((x) => x.group === g)?.current;
    expect(group("solo")).toEqual(figures(1, 90, 90, 1, null));
    expect(group("two")).toEqual(figures(1, 60, 60, 2, null));
    expect(group("three_four")).toEqual(figures(1, 90, 90, 7, null));
    expect(group("five_plus")).toEqual(figures(1, 120, 120, 6, null));
  });

  it("by area: the area a party was first seated in; utilisation over the area's tables", () => {
    const r = report();
    expect(r.areas.map((a) => a.area)).toEqual(["Indoor", "Bar", "Outdoor"]);
    expect(r.areas[0]?.current).toEqual(figures(3, 90, 90, 15, 390 / 660));
    expect(r.areas[1]?.current).toEqual(figures(1, 90, 90, 1, 90 / 330));
    expect(r.areas[2]?.current).toEqual(figures(0, null, null, 0, 0));
    expect(r.areas[2]?.previous).toEqual(figures(1, 60, 60, 2, 60 / 360));
  });

  it("by table: each stay is a turn of its table; a retired table shows only with seatings", () => {
    const r = report();
    expect(r.tables.map((t) => t.name)).toEqual(["T1", "T2", "T3", "T5"]);
    const t = (name: string) => r.tables.find((x) => x.name === name);
    expect(t("T1")?.current).toEqual(figures(2, 90, 60, 8, 180 / 330));
    expect(t("T2")?.current).toEqual(figures(2, 75, 30, 13, 210 / 330));
    expect(t("T3")?.current).toEqual(figures(2, 75, 60, 4, 90 / 330));
    expect(t("T5")?.current).toEqual(figures(0, null, null, 0, 0));
    expect(t("T5")?.previous).toEqual(figures(1, 60, 60, 2, 60 / 360));
    expect(t("T5")?.retired).toBe(true);
  });
});

describe("openSpans", () => {
  it("a range past midnight belongs to the day it opened; a store without hours is open all day", () => {
    const late: OpeningHours[] = [{ dow: 2, open_time: 18, close_time: 26 }];
    const spans = openSpans(TZ, late, { from: DAY, to: DAY }, at("2026-12-31", "00:00"));
    expect(spans).toEqual([{ start: at(DAY, "18:00").getTime(), end: at("2026-03-11", "02:00").getTime() }]);
    expect(openSpans(TZ, late, { from: BEFORE, to: BEFORE }, at("2026-12-31", "00:00"))).toEqual([]);
    const allDay = openSpans(TZ, [], { from: DAY, to: "2026-03-11" }, at("2026-12-31", "00:00"));
    expect(allDay).toEqual([{ start: at(DAY, "00:00").getTime(), end: at("2026-03-12", "00:00").getTime() }]);
  });
});
