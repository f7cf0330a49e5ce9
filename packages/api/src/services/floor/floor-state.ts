/**
 * The floor as one snapshot (one query, queries/floor-snapshot.ts): areas, live tables, open occupancies, the turns,
 * and the tables promised to bookings due soon. The live Floor tab and the seat picker both read it; the seat action reads it inside its transaction.
 */
import {
  type Executor,
  type FloorAreaRow,
  type FloorServerRow,
  type FloorTableRow,
  floorSnapshot,
  type TableOccupancyRow,
} from "@seatline/db";
import {
  type AreaSeating,
  minutesUntilBooking,
  promisedTables,
  type RecentCovers,
  ROTATION_WINDOW_MINUTES,
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
  /** The store's servers and the covers each was seated in the rotation's window (docs/product.md#sections-and-rotation). */
  servers: FloorServerRow[];
  recentCovers: RecentCovers[];
}

export async function readFloorState(db: Executor, store: ActionStore, now: Date): Promise<FloorState> {
  // One round trip whatever the floor's size (queries/floor-snapshot.ts).
  const { areas, tables, open, settings, bookings, servers, serverCovers } = await floorSnapshot(
    db,
    store.id,
    storeDate(store.timezone, now),
    new Date(now.getTime() - ROTATION_WINDOW_MINUTES * 60_000),
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
    servers,
    recentCovers: serverCovers.map((c) => ({
      serverId: c.serverId,
      covers: c.covers,
      lastSeatedAt: c.lastSeatedAt.getTime(),
    })),
  };
}

/** The free tables held for bookings due within `windowMinutes`. */
export function promisedWithin(state: FloorState, windowMinutes: number): Map<number, UpcomingBooking> {
  return promisedTables(state.suggestTables, state.occupied, state.bookings, windowMinutes);
}
