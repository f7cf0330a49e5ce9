/**
 * The floor as one snapshot (one query, queries/floor-snapshot.ts): areas, live tables, open occupancies, the turns,
 * and the tables promised to bookings due soon. The live Floor tab and the seat picker both read it; the seat action reads it inside its transaction.
 */
import {
  type Executor,
  type FloorAreaRow,
  type FloorTableRow,
  floorSnapshot,
  type TableOccupancyRow,
} from "@seatline/db";
import {
  type AreaSeating,
  minutesUntilBooking,
  promisedTables,
  type SuggestTable,
  storeDate,
  type TableCounts,
  type UpcomingBooking,
} from "@seatline/domain";
import type { ActionStore } from "../waitlist/lifecycle/entry-tx";

/** "Reserved soon" on the floor: a booking due within this many minutes. */
export const RESERVED_SOON_MINUTES = 30;

export interface FloorState {
  areas: FloorAreaRow[];
  tables: FloorTableRow[];
  open: TableOccupancyRow[];
  occupied: Set<number>;
  turnAvg: TableCounts;
  bookings: UpcomingBooking[];
  suggestTables: SuggestTable[];
}

export async function readFloorState(db: Executor, store: ActionStore, now: Date): Promise<FloorState> {
  // One round trip whatever the floor's size (queries/floor-snapshot.ts).
  const { areas, tables, open, settings, bookings } = await floorSnapshot(
    db,
    store.id,
    storeDate(store.timezone, now),
  );
  const areaOf = new Map(areas.map((a) => [a.id, a]));
  return {
    areas,
    tables,
    open,
    occupied: new Set(open.map((o) => o.tableId)),
    turnAvg: {
      solo: settings?.soloTablesTurnAvg ?? 0,
      two: settings?.twoTablesTurnAvg ?? 0,
      three_four: settings?.threeFourTablesTurnAvg ?? 0,
      five_plus: settings?.fivePlusTablesTurnAvg ?? 0,
    },
    bookings: bookings.map((b) => ({
      id: b.id,
      inMinutes: minutesUntilBooking(store.timezone, storeDate(store.timezone, now), b.reservationTime, now),
      partySize: b.partySize,
      preference: b.seatingPreference,
      time: b.reservationTime,
    })),
    suggestTables: tables.map((t) => {
      const area = areaOf.get(t.areaId);
      return {
        id: t.id,
        name: t.name,
        minSeats: t.minSeats,
        maxSeats: t.maxSeats,
        combinableWith: t.combinableWith,
        takes: t.takes,
        areaName: area?.name ?? "",
        areaSeating: (area?.seating ?? "indoor") as AreaSeating,
      };
    }),
  };
}

/** The free tables held for bookings due within `windowMinutes`. */
export function promisedWithin(state: FloorState, windowMinutes: number): Map<number, UpcomingBooking> {
  return promisedTables(state.suggestTables, state.occupied, state.bookings, windowMinutes);
}
