/**
 * A hand-made history for the reports' tests: demo's walk-ins, bookings and texts around the week of 2026-03-02
 * (Mon) to 2026-03-08 (Sun) and the week before, with rows outside both weeks and a busy rival store on the same
 * days. The figures the tests expect are worked out by hand in report-summary.int.test.ts.
 */
import { inboundMessages, messages, reservations, smsOptOuts, stores, waitlistEntries } from "@seatline/db";
import { storeInstant } from "@seatline/domain";
import { eq, sql } from "drizzle-orm";
import type { Harness } from "./harness";

export const WEEK = { from: "2026-03-02", to: "2026-03-08" };
export const RIVAL_MARK = "Rivalguest";
const NY = "America/New_York";
let n = 0;

interface Visit {
  date: string;
  time: string;
  size: number;
  status: "seated" | "no_show" | "cancelled" | "waiting";
  quote?: number;
  waited?: number;
  name?: string;
}

function visitRow(storeId: string, v: Visit, tz = NY) {
  n += 1;
  const entered = storeInstant(tz, v.date, v.time);
  const exited = v.waited === undefined ? null : new Date(entered.getTime() + v.waited * 60_000);
  return {
    storeId,
    ticketId: `A${n % 10}`,
    customerId: v.name ?? `Guest ${n}`,
    customerName: v.name ?? `Guest ${n}`,
    customerNumber: `555200${String(n).padStart(4, "0")}`,
    partySize: v.size,
    quotedWaitTime: v.quote ?? 5,
    businessDate: v.date,
    enteredTime: entered,
    status: v.status,
    exitedTime: v.status === "waiting" ? null : (exited ?? entered),
    actualWaitedTime: v.status === "seated" ? (v.waited ?? 0) : null,
    statusToken: `report-fixture-${n}-${Math.random().toString(36).slice(2)}`,
  };
}

export async function storeIds(h: Harness) {
  const [demo] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
  const [rival] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 2001));
  if (!demo || !rival) throw new Error("demo stores not seeded");
  return { demo: demo.id, rival: rival.id, rivalTz: rival.timezone };
}

export async function seedReportHistory(h: Harness) {
  const { demo, rival, rivalTz } = await storeIds(h);
  const db = h.db.db;
  const demoVisits: Visit[] = [
    // The week: errors +4, −6, +12, +90, 0; one left the line, one no show.
    { date: "2026-03-02", time: "12:10", size: 2, status: "seated", quote: 10, waited: 14 },
    { date: "2026-03-02", time: "12:40", size: 2, status: "seated", quote: 10, waited: 4 },
    { date: "2026-03-06", time: "19:05", size: 4, status: "seated", quote: 10, waited: 22 },
    { date: "2026-03-06", time: "19:30", size: 6, status: "seated", quote: 10, waited: 100 },
    { date: "2026-03-07", time: "18:00", size: 1, status: "cancelled", quote: 5, waited: 7 },
    { date: "2026-03-07", time: "18:10", size: 3, status: "no_show", quote: 10, waited: 30 },
    { date: "2026-03-08", time: "13:00", size: 2, status: "seated", quote: 10, waited: 10, name: "=Ann(1)" },
    // The week before.
    { date: "2026-02-25", time: "18:00", size: 2, status: "seated", quote: 20, waited: 20 },
    { date: "2026-02-26", time: "18:00", size: 5, status: "no_show", quote: 15, waited: 40 },
    // Outside both weeks.
    { date: "2026-02-22", time: "18:00", size: 2, status: "seated", quote: 10, waited: 50 },
    { date: "2026-03-09", time: "18:00", size: 2, status: "seated", quote: 10, waited: 50 },
  ];
  await db.insert(waitlistEntries).values(demoVisits.map((v) => visitRow(demo, v)));
  const rivalVisits: Visit[] = ["2026-03-03", "2026-03-04", "2026-03-05", "2026-02-25", "2026-03-06"].map(
    (date) => ({ date, time: "19:00", size: 8, status: "seated", quote: 0, waited: 200, name: RIVAL_MARK }),
  );
  await db.insert(waitlistEntries).values(rivalVisits.map((v) => visitRow(rival, v, rivalTz)));

  const booking = (
    storeId: string,
    date: string,
    time: string,
    size: number,
    status: "SEATED" | "NO_SHOW" | "CANCELLED" | "CONFIRMED",
    source: "public" | "staff" | "legacy",
    name = `Booked ${++n}`,
  ) => ({
    storeId,
    reservationDate: date,
    reservationTime: time,
    partySize: size,
    guestName: name,
    guestPhone: `555300${String(n).padStart(4, "0")}`,
    status,
    source,
  });
  const booked = await db
    .insert(reservations)
    .values([
      booking(demo, "2026-03-03", "19:00", 4, "SEATED", "public"),
      booking(demo, "2026-03-04", "18:00", 2, "NO_SHOW", "staff"),
      booking(demo, "2026-03-05", "18:00", 3, "CANCELLED", "legacy"),
      booking(demo, "2026-03-08", "18:00", 2, "CONFIRMED", "public"),
      booking(demo, "2026-03-06", "19:15", 5, "SEATED", "staff"),
      booking(demo, "2026-02-28", "18:00", 2, "SEATED", "legacy"),
      booking(rival, "2026-03-04", "18:00", 9, "SEATED", "public", RIVAL_MARK),
      booking(rival, "2026-03-04", "18:30", 9, "NO_SHOW", "public", RIVAL_MARK),
      booking(rival, "2026-03-06", "19:15", 9, "SEATED", "staff", RIVAL_MARK),
    ])
    .returning({ id: reservations.id, storeId: reservations.storeId });
  const first = booked[0];
  const rivalFirst = booked[6];
  if (!first || !rivalFirst) throw new Error("no bookings");
  const inbound = (storeId: string, reservationId: number, outcome: string) => ({
    providerMessageId: `SM-report-${++n}`,
    storeId,
    fromPhone: "5553000000",
    toNumber: "5550000000",
    body: "1",
    intent: "confirm",
    outcome,
    reservationId,
  });
  await db
    .insert(inboundMessages)
    .values([inbound(demo, first.id, "confirmed"), inbound(rival, rivalFirst.id, "confirmed")]);

  const text = (storeId: string, at: string, status: string, deliveryStatus: string | null = null) => ({
    storeId,
    kind: "join" as const,
    toPhone: storeId === rival ? "5559990000" : "5552000001",
    body: storeId === rival ? `${RIVAL_MARK} text` : "Your table is ready",
    status: status as "sent",
    deliveryStatus: deliveryStatus as "delivered" | null,
    createdAt: new Date(at),
  });
  await db.insert(messages).values([
    text(demo, "2026-03-03T15:00:00Z", "sent", "delivered"),
    text(demo, "2026-03-03T15:01:00Z", "sent", "delivered"),
    text(demo, "2026-03-03T15:02:00Z", "sent", "undelivered"),
    text(demo, "2026-03-03T15:03:00Z", "failed"),
    text(demo, "2026-03-03T15:04:00Z", "skipped"),
    text(demo, "2026-03-03T15:05:00Z", "pending"),
    // 23:30 on Sunday the 8th in New York (EDT from that morning): in the week; 00:30 on Monday the 9th: not.
    text(demo, "2026-03-09T03:30:00Z", "sent"),
    text(demo, "2026-03-09T04:30:00Z", "sent"),
    text(demo, "2026-02-27T17:00:00Z", "sent"),
    text(rival, "2026-03-03T20:00:00Z", "sent", "delivered"),
    text(rival, "2026-03-04T20:00:00Z", "sent", "delivered"),
  ]);
  await db.insert(smsOptOuts).values([
    { storeId: demo, phone: "5552000009", createdAt: new Date("2026-03-04T15:00:00Z") },
    { storeId: demo, phone: "5552000008", createdAt: new Date("2026-02-24T15:00:00Z") },
    { storeId: rival, phone: "5559990001", createdAt: new Date("2026-03-04T15:00:00Z") },
  ]);
  return { demo, rival };
}

/** `count` more seated visits for demo on one day (many batches for the exports). */
export async function seedManyVisits(h: Harness, storeId: string, date: string, count: number) {
  await h.db.db.execute(sql`
    insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, party_size, business_date,
      entered_time, status, exited_time, actual_waited_time, status_token)
    select ${storeId}::uuid, 'B' || (g % 10), 'Bulk ' || g, 'Bulk ' || g, 2, ${date},
      ${date}::date + time '18:00', 'seated', ${date}::date + time '18:20', 20, 'bulk-' || g
    from generate_series(1, ${count}::int) g`);
}
