/**
 * The host list's reads (packages/api services/waitlist/reads.ts hostWaitlist) in ONE statement, built once: the
 * date's active bookings, the store's dashboard lead and the walk-ins waiting, each list answered as one `json` value
 * in the order the separate queries answered (listWaitlistReservations, listWaitlistEntries). Two queries at once
 * were two pool checkouts and socket writes, and Drizzle's per-column mapping of 200 entries was a seventh of the
 * request's CPU (README "Performance"); the rows are read back from JSON by rowFromColumnJson.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { reservations } from "../schema/reservations";
import { reservationConfigs } from "../schema/settings";
import { waitlistEntries } from "../schema/waitlist";
import { builtOnce } from "./built-once";
import type { ReservationRow, WaitlistEntryRow } from "./waitlist";
import { rowFromColumnJson, rowsOf } from "./waitlist-join";

export interface HostListRows {
  /** PENDING and CONFIRMED bookings of the date still shown on the waitlist, by time then id. */
  reservations: ReservationRow[];
  dashboardLeadMinutes: number | undefined;
  /** The date's walk-ins waiting, in entered order. */
  entries: WaitlistEntryRow[];
}

function jsonList(v: unknown): Record<string, unknown>[] {
  return ((typeof v === "string" ? JSON.parse(v) : v) ?? []) as Record<string, unknown>[];
}

export async function hostListRows(db: Executor, storeId: string, date: string): Promise<HostListRows> {
  const q = builtOnce(db, "host_list", () => {
    const storeParam = sql.placeholder("storeId");
    const dateParam = sql.placeholder("date");
    const booked = db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.storeId, storeParam),
          eq(reservations.reservationDate, dateParam),
          inArray(reservations.status, ["PENDING", "CONFIRMED"]),
          eq(reservations.isActiveInWaitlistView, true),
        ),
      );
    const waiting = db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.storeId, storeParam),
          eq(waitlistEntries.businessDate, dateParam),
          inArray(waitlistEntries.status, ["waiting"]),
        ),
      );
    const lead = db
      .select({ lead: reservationConfigs.dashboardLeadMinutes })
      .from(reservationConfigs)
      .where(eq(reservationConfigs.storeId, storeParam))
      .limit(1);
    const r = sql.identifier("r");
    const e = sql.identifier("e");
    const col = (alias: typeof r, c: { name: string }) => sql`${alias}.${sql.identifier(c.name)}`;
    return db
      .select({
        reservations: sql<unknown>`(select coalesce(json_agg(${r} order by ${col(r, reservations.reservationTime)}, ${col(r, reservations.id)}), '[]'::json) from (${booked}) ${r})`,
        lead: sql<number | null>`(${lead})`,
        entries: sql<unknown>`(select coalesce(json_agg(${e} order by ${col(e, waitlistEntries.enteredTime)}, ${col(e, waitlistEntries.id)}), '[]'::json) from (${waiting}) ${e})`,
      })
      .from(sql`(select 1) as one`)
      .prepare("host_list");
  });
  const [row] = rowsOf<{ reservations: unknown; lead: number | null; entries: unknown }>(
    await q.execute({ storeId, date }),
  );
  const booked = jsonList(row?.reservations).map((j) => rowFromColumnJson(reservations, j));
  return {
    reservations: booked,
    // As listWaitlistReservations answered it: read with the bookings, so none without one.
    dashboardLeadMinutes: booked.length > 0 ? (row?.lead ?? undefined) : undefined,
    entries: jsonList(row?.entries).map((j) => rowFromColumnJson(waitlistEntries, j)),
  };
}
