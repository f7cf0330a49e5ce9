import { listStoreMessages, messages, reservations, stores, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";

const MIN = 60_000;

describe.each(testDrivers())("waitlist host actions on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let rival: string;
  let demoStoreId: string;
  const clock = manualClock("2026-11-21T18:00:00Z"); // 13:00 in New York
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    // About the join, not the hours (join-hours.int.test.ts): both stores open all day, so the rival store (Los Angeles)
    // takes joins at any hour of these tests.
    await openAllDay(h.db.db);
    demo = await h.tokenFor("demo");
    rival = await h.tokenFor("rival");
    demoStoreId = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(reservations);
  });

  it("alerts 0 → 1 → 2 with texts, refuses a third alert clearly", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 2, name: "Ann", phone: "5552234567" });
    clock.advance(5 * MIN);
    const a1 = await api.waitlist.alert({ id: e.id });
    expect(a1).toMatchObject({ notified: 1, notifiedTime: clock.now().toISOString() });
    await expect(api.waitlist.alert({ id: e.id })).rejects.toMatchObject({ code: "CONFLICT" });
    clock.advance(3 * MIN);
    expect((await api.waitlist.alertAgain({ id: e.id })).notified).toBe(2);
    const third = await api.waitlist.alertAgain({ id: e.id }).catch((x: unknown) => x);
    expect(third).toBeInstanceOf(TRPCError);
    expect(third).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/Alerted 2x/) });
    const texts = await listStoreMessages(h.db.db, demoStoreId);
    expect(texts.map((t) => t.kind)).toEqual(["join", "ready", "ready_again"]);
    expect(texts.every((t) => t.body.includes(e.ticket))).toBe(true);
  });

  it("alerting a guest without a phone queues no text (Call Name)", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 2, name: "NoPhone" });
    await api.waitlist.alert({ id: e.id });
    await api.waitlist.alertAgain({ id: e.id });
    expect(await listStoreMessages(h.db.db, demoStoreId)).toHaveLength(0);
  });

  it("seat, delete and put back round trip with waited minutes in history", async () => {
    const api = await h.caller(demo);
    const a = await api.waitlist.join({ partySize: 2, name: "A" });
    clock.advance(MIN);
    const b = await api.waitlist.join({ partySize: 4, name: "B" });
    clock.advance(MIN);
    const c = await api.waitlist.join({ partySize: 1, name: "C" });
    clock.advance(12 * MIN + 59_000);
    const seated = await api.waitlist.seat({ id: a.id });
    expect(seated).toMatchObject({ status: "seated", waitedMinutes: 14 });
    clock.advance(6 * MIN);
    expect(await api.waitlist.remove({ id: b.id })).toMatchObject({ status: "no_show", waitedMinutes: 19 });
    await expect(api.waitlist.seat({ id: a.id })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await api.waitlist.list()).entries.map((e) => e.name)).toEqual(["C"]);
    const hist = await api.waitlist.history();
    expect(hist.date).toBe("2026-11-21");
    expect(hist.entries.map((e) => [e.name, e.status, e.waitedMinutes])).toEqual([
      ["A", "seated", 14],
      ["B", "no_show", 19],
    ]);
    // Put back: B returns to its original place, ahead of C, with its entered time.
    const back = await api.waitlist.putBack({ id: b.id });
    expect(back).toMatchObject({ status: "waiting", enteredTime: b.enteredTime, exitedTime: null });
    expect((await api.waitlist.list()).entries.map((e) => e.name)).toEqual(["B", "C"]);
    expect((await api.waitlist.history()).entries.map((e) => e.name)).toEqual(["A"]);
    await expect(api.waitlist.putBack({ id: c.id })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await api.waitlist.summary()).totalWaiting).toBe(2);
  });

  it("notes: trimmed, non-empty, bounded", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 2, name: "N" });
    expect((await api.waitlist.note({ id: e.id, note: "  high chair  " })).note).toBe("high chair");
    await expect(api.waitlist.note({ id: e.id, note: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.waitlist.note({ id: e.id, note: "x".repeat(501) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("an id of another store is not found, and its row is untouched", async () => {
    const mine = await (await h.caller(demo)).waitlist.join({ partySize: 2, name: "Mine" });
    const theirs = await h.caller(rival);
    for (const act of [
      () => theirs.waitlist.alert({ id: mine.id }),
      () => theirs.waitlist.seat({ id: mine.id }),
      () => theirs.waitlist.remove({ id: mine.id }),
      () => theirs.waitlist.note({ id: mine.id, note: "x" }),
      () => theirs.waitlist.putBack({ id: mine.id }),
    ]) {
      await expect(act()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await theirs.waitlist.list()).entries).toHaveLength(0);
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, mine.id));
    expect(row).toMatchObject({ status: "waiting", notified: 0, note: "" });
    await expect((await h.caller()).waitlist.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("lists today's PENDING/CONFIRMED reservations first with is_late and minutes since the courtesy text", async () => {
    const base = {
      storeId: demoStoreId,
      reservationDate: "2026-11-21",
      partySize: 2,
      guestPhone: "5556001111",
    };
    await h.db.db.insert(reservations).values([
      {
        ...base,
        reservationTime: "12:30",
        guestName: "Late",
        status: "CONFIRMED",
        courtesyNotificationSentAt: ["2026-11-21T17:45:00Z", "2026-11-21T17:55:00Z"],
      },
      {
        ...base,
        // Within the hour (13:00 now): a booking joins the list 60 minutes before its time.
        reservationTime: "13:45",
        guestName: "Later",
        status: "PENDING",
        seatingPreference: "patio" as "bar",
      },
      { ...base, reservationTime: "13:30", guestName: "Seated", status: "SEATED" },
      { ...base, reservationTime: "14:00", guestName: "Hidden", isActiveInWaitlistView: false },
      { ...base, reservationDate: "2026-11-22", reservationTime: "12:00", guestName: "Tomorrow" },
    ]);
    const api = await h.caller(demo);
    await api.waitlist.join({ partySize: 2, name: "Walk" });
    const list = await api.waitlist.list();
    expect(list.reservations.map((r) => [r.guestName, r.isLate, r.minutesSinceNotified, r.seating])).toEqual([
      ["Late", true, 15, "first_available"],
      ["Later", false, null, "first_available"],
    ]);
    expect(list.entries.map((e) => e.name)).toEqual(["Walk"]);
    expect((await (await h.caller(rival)).waitlist.list()).reservations).toHaveLength(0);
  });

  it("move finished closes entries left from earlier business days across midnight in Pacific/Honolulu", async () => {
    await h.db.db.update(stores).set({ timezone: "Pacific/Honolulu" }).where(eq(stores.legacyStoreId, 2001));
    const api = await h.caller(rival);
    // 23:50 on Nov 21 in Honolulu (UTC−10) is 09:50 UTC on Nov 22: a UTC date would be wrong here.
    clock.set("2026-11-22T09:50:00Z");
    const late = await api.waitlist.join({ partySize: 2, name: "Late night" });
    expect(late.businessDate).toBe("2026-11-21");
    clock.set("2026-11-22T09:59:00Z"); // 23:59 local: still the same business day
    expect(await api.waitlist.moveFinished()).toEqual({ moved: 0 });
    clock.set("2026-11-22T10:05:00Z"); // 00:05 local on Nov 22
    const early = await api.waitlist.join({ partySize: 2, name: "Early" });
    expect(early.businessDate).toBe("2026-11-22");
    expect((await api.waitlist.list()).entries.map((e) => e.name)).toEqual(["Early"]);
    expect(await api.waitlist.moveFinished()).toEqual({ moved: 1 });
    expect(await api.waitlist.moveFinished()).toEqual({ moved: 0 });
    const yesterday = await api.waitlist.history({ date: "2026-11-21" });
    expect(yesterday.entries.map((e) => [e.name, e.status, e.waitedMinutes])).toEqual([
      ["Late night", "no_show", 15],
    ]);
    expect((await api.waitlist.list()).entries.map((e) => e.name)).toEqual(["Early"]);
    expect((await api.waitlist.history()).entries).toHaveLength(0);
    await h.db.db
      .update(stores)
      .set({ timezone: "America/Los_Angeles" })
      .where(eq(stores.legacyStoreId, 2001));
  });

  it("settings: kiosk and tables round trip and feed the quotes; bad values are 400", async () => {
    const api = await h.caller(demo);
    const kiosk = {
      waitlistOn: true,
      announcement: "  Patio closed  ",
      firstAvailableOkay: true,
      indoorSeatingPreferred: false,
      barSeatingPreferred: true,
      outdoorSeatingPreferred: true,
    };
    expect(await api.settings.saveKiosk(kiosk)).toEqual({ ...kiosk, announcement: "Patio closed" });
    expect((await api.settings.getKiosk()).announcement).toBe("Patio closed");
    const tables = await api.settings.getTables();
    expect(tables.two_tables_total).toBe(6);
    await api.settings.saveTables({ ...tables, two_tables_total: 1, two_tables_turn_avg: 50 });
    await api.waitlist.join({ partySize: 2, name: "T" });
    // Saving one two-table retires the floor's other 2-tops, and nobody is seated yet, so the quote reads the room
    // (docs/quotes.md#the-method): the two waiting takes the one free 2-top and the next two waits its turn, 0 + 50
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBe(50);
    await expect(api.settings.saveTables({ ...tables, solo_tables_total: -1 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.settings.saveTables({ ...tables, solo_tables_turn_avg: 2.5 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await api.settings.saveTables(tables);
    await api.settings.saveKiosk({
      ...kiosk,
      announcement: "",
      indoorSeatingPreferred: true,
      outdoorSeatingPreferred: false,
    });
  });
});
