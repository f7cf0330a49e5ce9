/**
 * What a join reads before its one statement (the kiosk switch, the table settings, the guest languages, the opening
 * hours, the line's counts by group, and for the quote the room and tonight's seats), in ONE round trip: each part is the same query its own function runs, nested as a
 * subquery. A join made six reads at once before; under load each was a pool checkout, a socket write and a parse on
 * the server's one thread (docs/architecture.md, the lifecycle).
 */
import type { GuestLanguage } from "@seatline/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../client";
import { kioskSettings, tableSettings, ticketCounters } from "../schema/settings";
import { type OpeningHours, stores } from "../schema/tenancy";
import { builtOnce, param } from "./built-once";
import { rowFromColumnJson, rowsOf } from "./column-json";
import { type TonightSeatRow, tonightSeatsOf, tonightSeatsQuery } from "./quote-stats";
import { type RoomStateRow, roomStateOf, roomStateQuery } from "./room-state";
import { guestLanguagesQuery, openingHoursQuery } from "./store-lookup";
import {
  countsOf,
  type KioskSettingsRow,
  kioskSettingsQuery,
  type TableSettingsRow,
  tableSettingsQuery,
  type WaitGroupCounts,
  waitingGroupCountsQuery,
} from "./waitlist";

export interface JoinContext {
  kiosk: KioskSettingsRow | null;
  tables: TableSettingsRow | null;
  languages: GuestLanguage[];
  /** The store's opening hours; none (always open) when the store is gone. */
  hours: OpeningHours[];
  waiting: WaitGroupCounts;
  /** The room for the quote: live tables, open occupancies, bookings still to arrive (room-state.ts). */
  room: RoomStateRow;
  /** The quote's tonight: parties seated since `tonightSince` (quote-stats.ts tonightSeats). */
  tonight: TonightSeatRow[];
  /**
   * The store's ticket counter as read (null before its first join): the ticket the join gets unless another join
   * takes one first, which tells the join whether the line's counts above still held when it took its place.
   */
  ticket: { ticketCnt: number; ticketLetter: string } | null;
}

type Json = Record<string, unknown>;

/** PGlite answers jsonb parsed; postgres.js too, but a driver may hand it over as text. */
function json<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === "string" ? JSON.parse(v) : v) as T;
}

/**
 * The statement, built once per database handle with its values as placeholders (built-once.ts): Drizzle built its
 * nested queries on every join before, a measurable part of a join's CPU (docs/performance.md).
 */
function joinContextStatement(db: Executor) {
  return builtOnce(db, "join_context", () => {
    const storeId = param<string>("storeId");
    const businessDate = param<string>("businessDate");
    return db
      .select({
        kiosk: sql<unknown>`(select to_jsonb(k) from (${kioskSettingsQuery(db, storeId)}) k)`,
        tables: sql<unknown>`(select to_jsonb(t) from (${tableSettingsQuery(db, storeId)}) t)`,
        languages: sql<unknown>`(select l.${sql.identifier(stores.guestLanguages.name)} from (${guestLanguagesQuery(db, storeId)}) l)`,
        hours: sql<unknown>`(select h.${sql.identifier(stores.hours.name)} from (${openingHoursQuery(db, storeId)}) h)`,
        waiting: sql<unknown>`(select to_jsonb(c) from (${waitingGroupCountsQuery(db, storeId, businessDate)}) c)`,
        room: sql<unknown>`(${roomStateQuery(storeId, businessDate, param<string>("bookingsFrom"))})`,
        tonight: sql<unknown>`(select coalesce(json_agg(s), '[]'::json) from (${tonightSeatsQuery(db, storeId, businessDate, param<Date>("tonightSince"))}) s)`,
        ticket: sql<unknown>`(select jsonb_build_object('ticketCnt', c.${sql.identifier(ticketCounters.ticketCnt.name)}, 'ticketLetter', c.${sql.identifier(ticketCounters.ticketLetter.name)}) from ${ticketCounters} c where c.${sql.identifier(ticketCounters.storeId.name)} = ${storeId})`,
      })
      .from(sql`(select 1) as one`)
      .prepare("join_context");
  });
}

export async function joinContext(
  db: Executor,
  storeId: string,
  businessDate: string,
  /** Store-local "HH:MM" from which the date's bookings may still hold a table. */
  bookingsFrom = "00:00",
  /** The instant from which seated parties count as the quote's tonight (by default all of the date's). */
  tonightSince = new Date(0),
): Promise<JoinContext> {
  const [row] = rowsOf<{
    kiosk: unknown;
    tables: unknown;
    languages: unknown;
    hours: unknown;
    waiting: unknown;
    room: unknown;
    tonight: unknown;
    ticket: unknown;
  }>(
    await joinContextStatement(db).execute({
      storeId,
      businessDate,
      bookingsFrom,
      tonightSince: tonightSince.toISOString(),
    }),
  );
  const kiosk = json<Json>(row?.kiosk);
  const tables = json<Json>(row?.tables);
  return {
    kiosk: kiosk ? rowFromColumnJson(kioskSettings, kiosk) : null,
    tables: tables ? rowFromColumnJson(tableSettings, tables) : null,
    languages: json<GuestLanguage[]>(row?.languages) ?? ["en"],
    hours: json<OpeningHours[]>(row?.hours) ?? [],
    waiting: countsOf(json<Partial<WaitGroupCounts>>(row?.waiting) ?? undefined),
    room: roomStateOf(row?.room),
    tonight: tonightSeatsOf(row?.tonight),
    ticket: json<{ ticketCnt: number; ticketLetter: string }>(row?.ticket),
  };
}
