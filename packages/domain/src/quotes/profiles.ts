/**
 * Restaurant profiles for the simulator (`pnpm quotes:simulate --profile NAME`). Each names its opening hours,
 * tables (the documented table settings: tables per size group and average turn, and the floor's layout: ids, seats,
 * areas), walk-ins per hour by weekday, party-size mix, patience and no-show rate. Weekdays are ISO (1 Mon .. 7 Sun);
 * hours are store-local.
 */
import type { AreaSeating } from "../entities/floor";
import { type TableSettings, type WaitGroup, waitGroups } from "../wait-quote";
import type { RoomTable } from "./room-model";

export interface SimProfile {
  name: string;
  description: string;
  /** UTC offset written in the CSV's times (the simulated store keeps one offset all year). */
  offset: string;
  /** Opening and closing hour per ISO weekday (closing may be fractional, at most 24). */
  hours: (dow: number) => { open: number; close: number };
  tables: TableSettings;
  /**
   * The floor: as many tables of each size group as the settings count (the server keeps the two equal), numbered
   * from 1 in group order. A group's parties are seated at its tables.
   */
  layout: readonly RoomTable[];
  /** Relative weights of party sizes 1..8. */
  sizeMix: readonly number[];
  /** Typical walk-ins per hour arriving at the host stand on that weekday and hour. */
  arrivals: (dow: number, hour: number) => number;
  /** Mean extra patience in minutes (each party waits at least 15 minutes before it may walk away). */
  patienceMean: number;
  /** Share of called parties that do not come (NO SHOW). */
  noShowRate: number;
  /** Real average turn ÷ the configured one (stores rarely update their table settings). */
  turnBias: number;
}

/** Seats of a simulated table by group: as the generated tables, but 5-8 for five-plus (every such party fits one). */
const SEATS: Record<WaitGroup, { min: number; max: number }> = {
  solo: { min: 1, max: 1 },
  two: { min: 1, max: 2 },
  three_four: { min: 2, max: 4 },
  five_plus: { min: 5, max: 8 },
};

/** The tables of the settings' counts, each group in its area. */
export function layoutOf(
  tables: TableSettings,
  areas: Record<WaitGroup, { name: string; seating: AreaSeating }>,
): RoomTable[] {
  const out: RoomTable[] = [];
  for (const g of waitGroups) {
    for (let i = 0; i < tables[`${g}_tables_total`]; i++) {
      const id = out.length + 1;
      out.push({
        id,
        name: String(id),
        minSeats: SEATS[g].min,
        maxSeats: SEATS[g].max,
        combinableWith: [],
        takes: "both",
        areaName: areas[g].name,
        areaSeating: areas[g].seating,
      });
    }
  }
  return out;
}

const BAR = { name: "Bar", seating: "bar" } as const;
const INDOOR = { name: "Indoor", seating: "indoor" } as const;
const OUTDOOR = { name: "Patio", seating: "outdoor" } as const;

function curve(points: Record<number, number>): (hour: number) => number {
  return (hour) => points[hour] ?? 0;
}

const brunchWeekday = curve({ 8: 4, 9: 8, 10: 10, 11: 10, 12: 9, 13: 6, 14: 3 });
const brunchSaturday = curve({ 8: 7, 9: 16, 10: 24, 11: 24, 12: 18, 13: 12, 14: 5 });
const brunchSunday = curve({ 8: 8, 9: 16, 10: 34, 11: 34, 12: 16, 13: 10, 14: 4 });

const dinnerEvening = curve({ 16: 4, 17: 12, 18: 20, 19: 22, 20: 15, 21: 7, 22: 3 });
const dinnerDay: Record<number, number> = { 1: 0.65, 2: 0.75, 3: 0.85, 4: 1, 5: 1.9, 6: 1.7, 7: 1.05 };

const barEvening = curve({ 16: 6, 17: 12, 18: 16, 19: 17, 20: 15, 21: 13, 22: 9, 23: 5 });
const barDay: Record<number, number> = { 1: 0.7, 2: 0.7, 3: 0.9, 4: 1.3, 5: 1.75, 6: 1.7, 7: 0.8 };

const bistroHours = curve({
  11: 4,
  12: 12,
  13: 9,
  14: 4,
  15: 3,
  16: 3,
  17: 6,
  18: 11,
  19: 12,
  20: 9,
  21: 4,
  22: 2,
  23: 1,
});
const bistroDay: Record<number, number> = { 1: 0.8, 2: 0.85, 3: 0.9, 4: 1, 5: 1.5, 6: 1.55, 7: 1.1 };

const brunchTables: TableSettings = {
  solo_tables_total: 2,
  solo_tables_turn_avg: 35,
  two_tables_total: 8,
  two_tables_turn_avg: 50,
  three_four_tables_total: 7,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

const dinnerTables: TableSettings = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 50,
  two_tables_total: 16,
  two_tables_turn_avg: 75,
  three_four_tables_total: 14,
  three_four_tables_turn_avg: 90,
  five_plus_tables_total: 6,
  five_plus_tables_turn_avg: 110,
};

const barTables: TableSettings = {
  solo_tables_total: 12,
  solo_tables_turn_avg: 40,
  two_tables_total: 8,
  two_tables_turn_avg: 55,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 70,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 90,
};

const bistroTables: TableSettings = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

export const simProfiles: Record<string, SimProfile> = {
  brunch: {
    name: "brunch",
    description:
      "Sunny-side brunch spot, 8:00-15:00 daily, 19 tables; quiet weekdays, a busy Saturday and a two-hour Sunday rush (10-12).",
    offset: "-05:00",
    hours: () => ({ open: 8, close: 15 }),
    tables: brunchTables,
    layout: layoutOf(brunchTables, { solo: BAR, two: INDOOR, three_four: INDOOR, five_plus: OUTDOOR }),
    sizeMix: [10, 45, 14, 20, 5, 4, 1, 1],
    arrivals: (dow, hour) =>
      dow === 7 ? brunchSunday(hour) : dow === 6 ? brunchSaturday(hour) : brunchWeekday(hour),
    patienceMean: 45,
    noShowRate: 0.06,
    turnBias: 1.2,
  },
  dinner: {
    name: "dinner",
    description:
      "40-table dinner house, 17:00-22:00 (Friday and Saturday to 23:00, Sunday 16:00-21:00); quiet Mondays, Friday peaks at 19-20.",
    offset: "-06:00",
    hours: (dow) =>
      dow === 5 || dow === 6
        ? { open: 17, close: 23 }
        : dow === 7
          ? { open: 16, close: 21 }
          : { open: 17, close: 22 },
    tables: dinnerTables,
    layout: layoutOf(dinnerTables, { solo: BAR, two: INDOOR, three_four: INDOOR, five_plus: INDOOR }),
    sizeMix: [5, 48, 12, 22, 5, 5, 2, 1],
    arrivals: (dow, hour) => dinnerEvening(hour) * (dinnerDay[dow] ?? 1),
    patienceMean: 60,
    noShowRate: 0.05,
    turnBias: 1.15,
  },
  bar: {
    name: "bar",
    description:
      "Neighbourhood bar with a kitchen, 16:00-24:00, many solos at 12 bar seats; Thursday to Saturday nights peak.",
    offset: "-07:00",
    hours: () => ({ open: 16, close: 24 }),
    tables: barTables,
    layout: layoutOf(barTables, { solo: BAR, two: BAR, three_four: INDOOR, five_plus: INDOOR }),
    sizeMix: [45, 33, 8, 8, 3, 2, 1, 0],
    arrivals: (dow, hour) => barEvening(hour) * (barDay[dow] ?? 1),
    patienceMean: 35,
    noShowRate: 0.07,
    turnBias: 1.3,
  },
  bistro: {
    name: "bistro",
    description:
      "The demo store (Demo Bistro Downtown): 11:00-22:00, Friday and Saturday to 23:30, 17 tables as seeded; lunch and dinner peaks.",
    offset: "-05:00",
    hours: (dow) => ({ open: 11, close: dow === 5 || dow === 6 ? 23.5 : 22 }),
    tables: bistroTables,
    layout: layoutOf(bistroTables, { solo: BAR, two: INDOOR, three_four: INDOOR, five_plus: INDOOR }),
    sizeMix: [12, 45, 12, 20, 5, 4, 1, 1],
    arrivals: (dow, hour) => bistroHours(hour) * (bistroDay[dow] ?? 1),
    patienceMean: 45,
    noShowRate: 0.05,
    turnBias: 1.25,
  },
};
