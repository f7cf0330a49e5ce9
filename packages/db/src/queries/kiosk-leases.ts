/**
 * Kiosk ticket leases (drizzle/0016_kiosk_ticket_leases.sql, docs/architecture.md "Offline kiosk"): a kiosk's block of
 * tickets taken ahead of time under the store's counter lock, and the join that spends one.
 */
import { TICKET_CYCLE } from "@seatline/domain";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../client";
import { kioskTicketLeases } from "../schema/kiosk-leases";
import { ticketCounters } from "../schema/settings";
import { type StatementKeyClaim, statementKeyJson } from "./repeat-keys";
import {
  type JoinStatement,
  type JoinStatementJson,
  type JoinStatementResult,
  joinAnswerOf,
  joinArgs,
  joinResultOf,
  type KeyedJoinAnswer,
  keyedJoinOf,
} from "./waitlist-join";

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

export interface LeasedJoin {
  deviceId: string;
  ticket: string;
  /** When the guest joined at the kiosk (kept between the lease's time and now). */
  joinedAt: Date;
}

/** seatline_join_leased: the join with the device's leased ticket, or a fresh ticket when the lease is not good. */
export async function joinWithLease(
  db: Executor,
  j: JoinStatement,
  lease: LeasedJoin,
): Promise<JoinStatementResult & { leased: boolean }> {
  const { entry, text } = joinArgs(j);
  return leasedResultOf(
    joinAnswerOf<JoinStatementJson>(
      await db.execute(
        sql`select seatline_join_leased(${j.storeId}::uuid, ${lease.deviceId}::text, ${lease.ticket}::text, ${lease.joinedAt.toISOString()}::timestamptz, ${entry}::jsonb, ${text}::jsonb, ${j.ticketMark}::text, ${j.channel}::text, ${j.event}::text) as r`,
      ),
    ),
  );
}

/** joinWithLease with its Idempotency-Key claimed in the same statement (seatline_join_leased_keyed, drizzle/0020). */
export async function joinWithLeaseKeyed(
  db: Executor,
  j: JoinStatement,
  lease: LeasedJoin,
  key: StatementKeyClaim,
): Promise<KeyedJoinAnswer<JoinStatementResult & { leased: boolean }>> {
  const { entry, text } = joinArgs(j);
  return keyedJoinOf(
    joinAnswerOf(
      await db.execute(
        sql`select seatline_join_leased_keyed(${statementKeyJson(key)}::jsonb, ${j.storeId}::uuid, ${lease.deviceId}::text, ${lease.ticket}::text, ${lease.joinedAt.toISOString()}::timestamptz, ${entry}::jsonb, ${text}::jsonb, ${j.ticketMark}::text, ${j.channel}::text, ${j.event}::text) as r`,
      ),
    ),
    leasedResultOf,
  );
}

function leasedResultOf(r: JoinStatementJson): JoinStatementResult & { leased: boolean } {
  return { ...joinResultOf(r), leased: r.leased === true };
}
