import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  companies,
  guestProfiles,
  inboundMessages,
  messages,
  quoteStats,
  reservations,
  smsOptOuts,
  stores,
  tableOccupancies,
  tableSettings,
  users,
  waitlistEntries,
} from "./schema/index";
import { seedDemo } from "./seed";
import { createTestDb, type TestDatabase, testDrivers } from "./testing/test-db";

describe.each(testDrivers())("migrations and seed on %s", (kind) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.destroy();
  });

  it("migrates and seeds exactly the demo data, once", async () => {
    // From nothing, not from the template the other tests copy: this is the test of migrating and seeding themselves.
    const t = await createTestDb(kind, { fresh: true });
    dbs.push(t);
    const cs = await t.db.select().from(companies).orderBy(companies.slug);
    expect(cs.map((c) => [c.slug, c.name])).toEqual([
      ["demo", "Demo Bistro"],
      ["rival", "Rival Diner"],
    ]);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    expect(ss.map((s) => [s.slug, s.storeNumber, s.legacyStoreId, s.timezone])).toEqual([
      ["downtown", 1, 1001, "America/New_York"],
      ["uptown", 1, 2001, "America/Los_Angeles"],
    ]);
    expect(ss[0]?.hours.find((h) => h.dow === 5)).toEqual({ dow: 5, open_time: 11, close_time: 23.5 });
    expect((await t.db.select().from(users)).map((u) => u.email).sort()).toEqual([
      "demo@seatline.dev",
      "rival@seatline.dev",
    ]);
    expect(await t.db.select().from(tableSettings)).toHaveLength(2);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await t.db.select().from(companies)).toHaveLength(2);
  });

  it("gives demo/downtown a past year of finished walk-ins and their quote summary, nothing today", async () => {
    const t = await createTestDb(kind, { seed: false });
    dbs.push(t);
    const now = new Date("2026-11-21T18:00:00Z");
    await seedDemo(t.db, { now });
    const [downtown] = await t.db.select().from(stores).where(eq(stores.slug, "downtown"));
    const rows = await t.db
      .select({
        date: waitlistEntries.businessDate,
        status: waitlistEntries.status,
        storeId: waitlistEntries.storeId,
        waited: waitlistEntries.actualWaitedTime,
        quoted: waitlistEntries.quotedWaitTime,
        queue: waitlistEntries.quoteQueueMinutes,
      })
      .from(waitlistEntries);
    expect(rows.length).toBeGreaterThan(20_000);
    expect(rows.every((r) => r.storeId === downtown?.id)).toBe(true);
    const dates = rows.map((r) => r.date).sort();
    expect(dates[0]).toBe("2025-11-21");
    expect(dates.at(-1)).toBe("2026-11-20");
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["seated", "no_show", "cancelled"]));
    expect(rows.every((r) => r.waited !== null && r.queue !== null)).toBe(true);
    expect(rows.some((r) => r.quoted > 0)).toBe(true);
    const seated = rows.filter((r) => r.status === "seated").length;
    const cells = await t.db.select().from(quoteStats);
    const overall = cells.filter((c) => c.dow === -1 && c.hour === -1);
    expect(overall.map((c) => c.grp).sort()).toEqual(["five_plus", "solo", "three_four", "two"]);
    expect(overall.reduce((s, c) => s + c.n, 0)).toBe(seated);

    // The bookings and texts of the same year (the reports, docs/product.md#reports): downtown's only, nothing today or later.
    const bookings = await t.db.select().from(reservations);
    expect(bookings.length).toBeGreaterThan(365 * 10);
    expect(bookings.length).toBeLessThan(365 * 25);
    expect(bookings.every((b) => b.storeId === downtown?.id)).toBe(true);
    const bookedDates = bookings.map((b) => b.reservationDate).sort();
    expect([bookedDates[0], bookedDates.at(-1)]).toEqual(["2025-11-21", "2026-11-20"]);
    const share = (f: (b: (typeof bookings)[number]) => boolean) =>
      bookings.filter(f).length / bookings.length;
    expect(share((b) => b.source === "public")).toBeCloseTo(0.55, 1);
    expect(share((b) => b.source === "staff")).toBeCloseTo(0.35, 1);
    expect(share((b) => b.source === "legacy")).toBeCloseTo(0.1, 1);
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(["SEATED", "CANCELLED", "NO_SHOW"]));
    // Store-local midnight of 2026-11-21 (New York, UTC-5): no booking, text, reply or opt-out from then on.
    const today = new Date("2026-11-21T05:00:00Z");
    expect(bookings.every((b) => b.createdAt < today && b.updatedAt < today)).toBe(true);
    const texts = await t.db.select().from(messages);
    expect(texts.every((m) => m.storeId === downtown?.id && m.createdAt < today)).toBe(true);
    expect(new Set(texts.map((m) => m.kind))).toEqual(
      new Set(["join", "ready", "reservation_confirmed", "reservation_reminder"]),
    );
    // One confirmation per booking, but none to a phone that had replied STOP (queueText skips it).
    const optOuts = await t.db.select().from(smsOptOuts);
    const stoppedAt = new Map(optOuts.map((o) => [o.phone, o.createdAt]));
    const textable = bookings.filter((b) => !((stoppedAt.get(b.guestPhone) ?? today) <= b.createdAt));
    expect(textable.length).toBeLessThan(bookings.length);
    expect(texts.filter((m) => m.kind === "reservation_confirmed")).toHaveLength(textable.length);
    const failed = texts.filter((m) => m.deliveryStatus === "undelivered");
    expect(failed.length / texts.length).toBeGreaterThan(0.01);
    expect(failed.length / texts.length).toBeLessThan(0.04);
    expect(new Set(failed.map((m) => m.deliveryErrorCode))).toEqual(new Set(["30003", "30005", "30006"]));
    const withPhone = rows.length - (await t.db.$count(waitlistEntries, sql`customer_number is null`));
    expect(texts.filter((m) => m.kind === "join").length).toBeLessThanOrEqual(withPhone);
    expect(texts.filter((m) => m.kind === "join").length).toBeGreaterThan(withPhone * 0.95);
    // The guest book knows the year's guests (drizzle/0019's backfill): every phone one profile, every row linked.
    const unlinked = await t.db.$count(
      waitlistEntries,
      sql`customer_number is not null and profile_id is null`,
    );
    expect(unlinked).toBe(0);
    expect(bookings.every((b) => b.profileId !== null)).toBe(true);
    const profiles = await t.db.select().from(guestProfiles);
    const phones = new Set([...bookings.map((b) => b.guestPhone)]);
    expect(profiles.length).toBeGreaterThanOrEqual(phones.size);
    expect(new Set(profiles.map((p) => p.phone)).size).toBe(profiles.length);
    const replies = await t.db.select().from(inboundMessages);
    expect(replies.every((r) => r.storeId === downtown?.id && r.createdAt < today)).toBe(true);
    const confirmedIds = new Set(
      replies
        .filter((r) => r.intent === "confirm" && r.outcome === "already_confirmed")
        .map((r) => r.reservationId),
    );
    expect(confirmedIds.size / bookings.length).toBeGreaterThan(0.2);
    expect(optOuts.length).toBeGreaterThanOrEqual(5);
    expect(optOuts.length).toBeLessThanOrEqual(40);
    expect(optOuts.every((o) => o.storeId === downtown?.id && o.createdAt < today)).toBe(true);
    // The last four weeks' parties at tables (seed-seatings.ts): all cleared, before today, one party at a table at
    // a time, most seated parties of those weeks at a table.
    const seats = await t.db
      .select()
      .from(tableOccupancies)
      .orderBy(tableOccupancies.tableId, tableOccupancies.seatedAt);
    expect(seats.length).toBeGreaterThan(1000);
    expect(
      seats.every((o) => o.storeId === downtown?.id && o.clearedAt !== null && o.clearedAt < today),
    ).toBe(true);
    expect(seats.some((o) => o.reservationId !== null)).toBe(true);
    for (let i = 1; i < seats.length; i++) {
      const [before, after] = [seats[i - 1], seats[i]];
      if (before && after && before.tableId === after.tableId)
        expect(after.seatedAt >= (before.clearedAt ?? today)).toBe(true);
    }
    const weeksSeated = rows.filter((r) => r.status === "seated" && r.date >= "2026-10-24").length;
    const weeksWalkIns = seats.filter((o) => o.waitlistEntryId !== null).length;
    expect(weeksWalkIns).toBeGreaterThan(weeksSeated * 0.8);
    expect(weeksWalkIns).toBeLessThanOrEqual(weeksSeated);
  }, 120_000); // a year of history seeded on the embedded database: about 10 s alone, far more on a busy machine

  it("with upcoming: today's later times and the next 7 days are booked, CONFIRMED, with their texts so far", async () => {
    const t = await createTestDb(kind, { seed: false });
    dbs.push(t);
    const now = new Date("2026-11-21T20:10:00Z"); // 15:10 in New York, a Saturday
    await seedDemo(t.db, { now, upcoming: true });
    const ahead = await t.db
      .select()
      .from(reservations)
      .where(sql`${reservations.reservationDate} >= '2026-11-21'`);
    const dates = [...new Set(ahead.map((b) => b.reservationDate))].sort();
    expect(dates).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(ahead.every((b) => b.status === "CONFIRMED" && b.createdAt < now)).toBe(true);
    expect(
      ahead.filter((b) => b.reservationDate === "2026-11-21").every((b) => b.reservationTime >= "15:40"),
    ).toBe(true);
    const ids = new Set(ahead.map((b) => b.id));
    const texts = (await t.db.select().from(messages)).filter((m) => ids.has(m.reservationId ?? -1));
    const confirmed = texts.filter((m) => m.kind === "reservation_confirmed");
    expect(confirmed.length).toBeGreaterThan(ahead.length * 0.9);
    expect(confirmed.length).toBeLessThanOrEqual(ahead.length);
    expect(texts.every((m) => m.status === "sent" && m.createdAt < now && (m.sentAt ?? now) < now)).toBe(
      true,
    );
    // Reminders already due were sent under the dispatcher's own dedupe key, so it never queues them again.
    const reminders = texts.filter((m) => m.kind === "reservation_reminder");
    expect(reminders.length).toBeGreaterThan(0);
    expect(
      reminders.every((m) =>
        /^reminder:[0-9a-f-]{36}:2026-11-2\dT\d\d:\d\d:(24|2)h$/.test(m.dedupeKey ?? ""),
      ),
    ).toBe(true);
  }, 120_000);

  it("answers NOTIFY on LISTEN", async () => {
    const t = await createTestDb(kind, { seed: false });
    dbs.push(t);
    const got: string[] = [];
    const stop = await t.listen("seatline_test", (p) => got.push(p));
    const { sql } = await import("drizzle-orm");
    await t.db.execute(sql`select pg_notify('seatline_test', 'hello')`);
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(got).toEqual(["hello"]);
  });
});
