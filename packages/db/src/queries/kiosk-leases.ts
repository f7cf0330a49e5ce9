/**
 * Kiosk ticket leases (docs/architecture.md "Offline kiosk"): a kiosk's block of tickets taken ahead of time under the
 * store's counter lock (seatline_lease_tickets, packages/db/sql/functions). The join that spends one is seatline_join
 * with its lease (queries/waitlist-join.ts joinInOneStatement).
 */
import { TICKET_CYCLE } from "@seatline/domain";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../client";
import { kioskTicketLeases } from "../schema/kiosk-leases";
import { ticketCounters } from "../schema/settings";

export type KioskLeaseRow = typeof kioskTicketLeases.$inferSelect;

/** A device's leases still good to hand out: unused, of this business day, and not come round in the cycle. */
async function unusedLeases(
  tx: Executor,
  storeId: string,
  deviceId: string,
  businessDate: string,
  issued: number,
): Promise<KioskLeaseRow[]> {
  return tx
    .select()
    .from(kioskTicketLeases)
    .where(
      and(
        eq(kioskTicketLeases.storeId, storeId),
        eq(kioskTicketLeases.deviceId, deviceId),
        eq(kioskTicketLeases.businessDate, businessDate),
        isNull(kioskTicketLeases.usedAt),
        gte(kioskTicketLeases.seq, issued - TICKET_CYCLE),
      ),
    )
    .orderBy(asc(kioskTicketLeases.seq));
}

/**
 * Tops the device's unused leases of the day up to `size` (taking the missing ones from the store's counter, under its
 * lock) and answers all of them, oldest first. Two calls at once serialise on the counter row.
 */
export async function topUpKioskLeases(
  db: Db,
  args: { storeId: string; deviceId: string; size: number; businessDate: string; now: Date },
): Promise<KioskLeaseRow[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(ticketCounters)
      .values({ storeId: args.storeId })
      .onConflictDoNothing({ target: ticketCounters.storeId });
    const [counter] = await tx
      .select({ issued: ticketCounters.issued })
      .from(ticketCounters)
      .where(eq(ticketCounters.storeId, args.storeId))
      .for("update");
    const issued = counter?.issued ?? 0;
    const held = await unusedLeases(tx, args.storeId, args.deviceId, args.businessDate, issued);
    const missing = args.size - held.length;
    if (missing <= 0) return held;
    await tx.execute(
      sql`select count(*) from seatline_lease_tickets(${args.storeId}::uuid, ${args.deviceId}::text, ${missing}::integer, ${args.businessDate}::text, ${args.now.toISOString()}::timestamptz)`,
    );
    return unusedLeases(tx, args.storeId, args.deviceId, args.businessDate, issued);
  });
}

/** Whether this device was ever leased this ticket at this store (a replayed offline join). */
export async function hasKioskLease(
  db: Executor,
  storeId: string,
  deviceId: string,
  ticket: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: kioskTicketLeases.id })
    .from(kioskTicketLeases)
    .where(
      and(
        eq(kioskTicketLeases.storeId, storeId),
        eq(kioskTicketLeases.deviceId, deviceId),
        eq(kioskTicketLeases.ticket, ticket.toUpperCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
