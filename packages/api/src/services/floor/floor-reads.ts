/** The live floor and the seat picker's suggestions (docs/product.md#the-floor), for the session's store. */
import { findReservation, getWaitlistEntry } from "@seatline/db";
import {
  expectedTurnFor,
  type FloorParty,
  type FloorTableView,
  type FloorView,
  minutesBetween,
  notFound,
  reservationMessages,
  seatingOf,
  serverWhoseTurn,
  suggestTables,
  type TableSuggestion,
  withRotation,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { type FloorState, promisedWithin, RESERVED_SOON_MINUTES, readFloorState } from "./floor-state";

export function floorView(state: FloorState, now: Date): FloorView {
  const areaName = new Map(state.areas.map((a) => [a.id, a.name]));
  const bySeating = new Map<string, number[]>();
  for (const o of state.open) bySeating.set(o.seatingId, [...(bySeating.get(o.seatingId) ?? []), o.tableId]);
  const openOf = new Map(state.open.map((o) => [o.tableId, o]));
  const soon = promisedWithin(state, RESERVED_SOON_MINUTES);
  const tables: FloorTableView[] = state.tables.map((t) => {
    const o = openOf.get(t.id);
    const party: FloorParty | null = o
      ? {
          name: o.partyName,
          partySize: o.partySize,
          entryId: o.waitlistEntryId,
          reservationId: o.reservationId,
          seatedAt: o.seatedAt.toISOString(),
          tableIds: (bySeating.get(o.seatingId) ?? [t.id]).sort((a, b) => a - b),
        }
      : null;
    return {
      id: t.id,
      name: t.name,
      minSeats: t.minSeats,
      maxSeats: t.maxSeats,
      areaId: t.areaId,
      areaName: areaName.get(t.areaId) ?? "",
      shape: t.shape,
      x: t.x,
      y: t.y,
      rotation: t.rotation,
      combinableWith: t.combinableWith,
      takes: t.takes,
      generated: t.generated,
      version: t.version,
      state: o ? o.state : "free",
      party,
      minutesSat: o ? minutesBetween(o.seatedAt, now) : null,
      expectedTurn: o ? expectedTurnFor(o.partySize, state.turnAvg) : null,
      reservedSoon: o ? null : (soon.get(t.id)?.time ?? null),
      serverId: t.serverId,
    };
  });
  // Whose turn it is for the next party: among the servers with a free table not held for a booking.
  const withFreeTable = new Set(
    tables.flatMap((t) => (t.state === "free" && !t.reservedSoon && t.serverId !== null ? [t.serverId] : [])),
  );
  const turn = serverWhoseTurn(state.servers, state.recentCovers, withFreeTable);
  const covers = new Map(state.recentCovers.map((c) => [c.serverId, c.covers]));
  return {
    areas: state.areas.map((a) => ({ id: a.id, name: a.name, seating: a.seating })),
    tables,
    servers: state.servers.map((s) => ({
      id: s.id,
      name: s.name,
      out: s.out,
      recentCovers: covers.get(s.id) ?? 0,
      turn: s.id === turn?.id,
    })),
  };
}

export async function readFloor(deps: AppDeps, staff: StaffScope): Promise<FloorView> {
  const now = deps.clock.now();
  return floorView(await readFloorState(deps.db, staff.store, now), now);
}

/**
 * Free tables that fit a party, best first, leaving out those promised to a booking due inside the party's turn (a
 * booking is offered the table promised to itself); with sections, the section whose turn it is leads among equal fits.
 */
export function suggestionsFor(
  state: FloorState,
  party: { partySize: number; preference: string; kind: "walk_in" | "reservation"; bookingId?: number },
): TableSuggestion[] {
  const turn = expectedTurnFor(party.partySize, state.turnAvg);
  const promised = [...promisedWithin(state, turn)]
    .filter(([, b]) => b.id !== party.bookingId)
    .map(([id]) => id);
  const fitting = suggestTables({
    tables: state.suggestTables,
    occupied: state.occupied,
    promised: new Set(promised),
    partySize: party.partySize,
    preference: party.preference,
    kind: party.kind,
  });
  const sectionOf = new Map(
    state.tables.flatMap((t) => (t.serverId === null ? [] : [[t.id, t.serverId] as const])),
  );
  return withRotation(fitting, sectionOf, state.servers, state.recentCovers);
}

/** The seat picker of a waiting walk-in. */
export async function entryTableSuggestions(
  deps: AppDeps,
  staff: StaffScope,
  entryId: number,
): Promise<TableSuggestion[]> {
  const now = deps.clock.now();
  const [entry, state] = await Promise.all([
    getWaitlistEntry(deps.db, staff.store.id, entryId),
    readFloorState(deps.db, staff.store, now),
  ]);
  if (!entry) throw notFound(`Waitlist entry ${entryId} was not found.`);
  return suggestionsFor(state, { partySize: entry.partySize, preference: seatingOf(entry), kind: "walk_in" });
}

/** The seat picker of an arriving booking: its size, its seating preference, reservation tables. */
export async function reservationTableSuggestions(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
): Promise<TableSuggestion[]> {
  const now = deps.clock.now();
  const [booking, state] = await Promise.all([
    findReservation(deps.db, staff.store.id, uuid),
    readFloorState(deps.db, staff.store, now),
  ]);
  if (!booking) throw notFound(reservationMessages.notFound);
  return suggestionsFor(state, {
    partySize: booking.partySize,
    preference: booking.seatingPreference,
    kind: "reservation",
    bookingId: booking.id,
  });
}
