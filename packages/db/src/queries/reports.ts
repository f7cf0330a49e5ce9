/**
 * Owners' reports (docs/product.md#reports): grouped counts for one store over a current and a previous range of business dates,
 * on the (store_id, business_date / reservation_date / created_at) indexes, so a report reads the range's rows and
 * never the store's whole history. Only grouping and counting happen here; every rule is in packages/domain
 * (reports/report-figures.ts). The previous range always ends the day before the current one starts, so one scan of
 * previous.from..current.to answers both, each row tagged by its period.
 */
import { and, asc, between, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { reservations } from "../schema/reservations";
import { inboundMessages, smsOptOuts } from "../schema/texting";
import { waitlistEntries } from "../schema/waitlist";

export interface DateSpan {
  from: string;
  to: string;
}

/** The two periods of a report: business dates, and for timestamped rows the instants they start and end at. */
export interface ReportPeriods {
  current: DateSpan;
  previous: DateSpan;
  /** Start of previous.from, start of current.from, start of the day after current.to (store-local midnights). */
  instants: { previousStart: Date; currentStart: Date; end: Date };
}

export type Period = "current" | "previous";

const period = (isCurrent: ReturnType<typeof sql>) =>
  sql<Period>`case when ${isCurrent} then 'current' else 'previous' end`;
const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`;
const count = sql<number>`count(*)::int`;
/** GROUP BY the first n output columns: grouping expressions with bound parameters are then matched by position. */
const byColumns = (n: number) => Array.from({ length: n }, (_, i) => sql.raw(String(i + 1)));

/** Outcomes of a reply that confirmed a booking (webhooks/inbound-reply.ts). */
const CONFIRMED_OUTCOMES = ["confirmed", "already_confirmed"];

/** Bookings by period, source, status and whether the guest confirmed by text: count and guests. */
export async function reservationCells(db: Executor, storeId: string, p: ReportPeriods) {
  const r = reservations;
  const i = inboundMessages;
  const outcomes = sql.join(
    CONFIRMED_OUTCOMES.map((o) => sql`${o}`),
    sql`, `,
  );
  return db
    .select({
      period: period(sql`${r.reservationDate} >= ${p.current.from}`),
      source: r.source,
      status: r.status,
      confirmedByReply: sql<boolean>`${r.id} in (select ${i.reservationId} from ${i} where ${i.storeId} = ${storeId}
        and ${i.intent} = 'confirm' and ${i.outcome} in (${outcomes}) and ${i.reservationId} is not null)`,
      count,
      guests: sql<number>`sum(${r.partySize})::int`,
    })
    .from(r)
    .where(and(eq(r.storeId, storeId), between(r.reservationDate, p.previous.from, p.current.to)))
    .groupBy(...byColumns(4));
}

/** Texts queued in either period, by period, outbox status and delivery report. */
export async function textCells(db: Executor, storeId: string, p: ReportPeriods) {
  const m = messages;
  const { previousStart, currentStart, end } = p.instants;
  return db
    .select({
      period: period(sql`${m.createdAt} >= ${currentStart.toISOString()}`),
      status: m.status,
      deliveryStatus: m.deliveryStatus,
      count,
    })
    .from(m)
    .where(and(eq(m.storeId, storeId), gte(m.createdAt, previousStart), lt(m.createdAt, end)))
    .groupBy(...byColumns(3));
}

/** Phones that opted out in either period. */
export async function optOutCounts(db: Executor, storeId: string, p: ReportPeriods) {
  const o = smsOptOuts;
  const { previousStart, currentStart, end } = p.instants;
  return db
    .select({ period: period(sql`${o.createdAt} >= ${currentStart.toISOString()}`), count })
    .from(o)
    .where(and(eq(o.storeId, storeId), gte(o.createdAt, previousStart), lt(o.createdAt, end)))
    .groupBy(...byColumns(1));
}

/** Guests of walk-ins seated on a business date by store-local quarter hour (0 = 00:00-00:15 … 95). */
export async function walkInCoversByQuarter(db: Executor, storeId: string, date: string, timezone: string) {
  const w = waitlistEntries;
  const local = sql`(${w.exitedTime} at time zone ${timezone})`;
  return db
    .select({
      quarter: int(sql`floor((extract(hour from ${local}) * 60 + extract(minute from ${local})) / 15)`),
      guests: sql<number>`sum(${w.partySize})::int`,
    })
    .from(w)
    .where(and(eq(w.storeId, storeId), eq(w.businessDate, date), eq(w.status, "seated")))
    .groupBy(...byColumns(1));
}

/** Guests of seated bookings on a date by their booked time. */
export async function seatedBookingsByTime(db: Executor, storeId: string, date: string) {
  const r = reservations;
  return db
    .select({ time: r.reservationTime, guests: sql<number>`sum(${r.partySize})::int` })
    .from(r)
    .where(and(eq(r.storeId, storeId), eq(r.reservationDate, date), eq(r.status, "SEATED")))
    .groupBy(r.reservationTime);
}

/** A range of business dates, or null for the store's whole history (the ZIP of everything). */
export type ExportSpan = DateSpan | null;

/** The next batch of a store's walk-in visits after id `afterId` (keyset pagination on the primary key). */
export async function visitExportBatch(
  db: Executor,
  storeId: string,
  span: ExportSpan,
  afterId: number,
  limit: number,
) {
  const w = waitlistEntries;
  return db
    .select({
      id: w.id,
      businessDate: w.businessDate,
      ticketId: w.ticketId,
      customerName: w.customerName,
      customerNumber: w.customerNumber,
      partySize: w.partySize,
      source: w.source,
      enteredTime: w.enteredTime,
      quotedWaitTime: w.quotedWaitTime,
      exitedTime: w.exitedTime,
      actualWaitedTime: w.actualWaitedTime,
      status: w.status,
      note: w.note,
    })
    .from(w)
    .where(
      and(
        eq(w.storeId, storeId),
        gt(w.id, afterId),
        span ? between(w.businessDate, span.from, span.to) : undefined,
      ),
    )
    .orderBy(asc(w.id))
    .limit(limit);
}

export async function reservationExportBatch(
  db: Executor,
  storeId: string,
  span: ExportSpan,
  afterId: number,
  limit: number,
) {
  const r = reservations;
  return db
    .select({
      id: r.id,
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      partySize: r.partySize,
      guestName: r.guestName,
      guestPhone: r.guestPhone,
      guestEmail: r.guestEmail,
      seatingPreference: r.seatingPreference,
      status: r.status,
      source: r.source,
      specialRequests: r.specialRequests,
      notes: r.notes,
      createdAt: r.createdAt,
    })
    .from(r)
    .where(
      and(
        eq(r.storeId, storeId),
        gt(r.id, afterId),
        span ? between(r.reservationDate, span.from, span.to) : undefined,
      ),
    )
    .orderBy(asc(r.id))
    .limit(limit);
}

/** Texts queued between two instants (or ever, for null). */
export async function textExportBatch(
  db: Executor,
  storeId: string,
  span: { start: Date; end: Date } | null,
  afterId: number,
  limit: number,
) {
  const m = messages;
  return db
    .select({
      id: m.id,
      createdAt: m.createdAt,
      kind: m.kind,
      toPhone: m.toPhone,
      status: m.status,
      deliveryStatus: m.deliveryStatus,
      deliveryErrorCode: m.deliveryErrorCode,
      sentAt: m.sentAt,
      body: m.body,
    })
    .from(m)
    .where(
      and(
        eq(m.storeId, storeId),
        gt(m.id, afterId),
        span ? and(gte(m.createdAt, span.start), lt(m.createdAt, span.end)) : undefined,
      ),
    )
    .orderBy(asc(m.id))
    .limit(limit);
}
