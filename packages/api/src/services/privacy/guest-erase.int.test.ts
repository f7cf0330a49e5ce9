/**
 * Guest privacy (docs/product.md#guest-privacy): the export holds everything kept on a phone; the erase leaves no
 * trace of the guest's name, phone, e-mail or note in any text column of any table (read from information_schema, so
 * a new table is searched too) while every report figure stays; a booking the phone makes during the erase survives;
 * the retention sweep anonymises guests not seen for the store's months; a host cannot reach any of it.
 */
import {
  guestProfiles,
  inboundMessages,
  reservations,
  smsOptOuts,
  stores,
  waitlistEntries,
} from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { roleRefusal } from "@seatline/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { NOON_NY, TODAY, TOMORROW } from "../../testing/reservation-kit";
import { staffTokenFor } from "../../testing/staff-kit";
import { runRetention } from "./retention";

const PHONE = "5553017788";
const MARKERS = [
  "Zephyrine",
  "Quillfeather",
  PHONE,
  "301-7788",
  "301 - 7788",
  "zephyrine@quill.example",
  "walnuts",
];
const NOTIFY_DAY = "2026-06-24";

type Dumped = { where: string; value: string }[];

/** Every text, varchar and json column of every table in the public schema, as text. */
async function dumpTextColumns(h: Harness): Promise<Dumped> {
  const rowsOf = (r: unknown) =>
    (Array.isArray(r) ? r : ((r as { rows?: unknown[] }).rows ?? [])) as Record<string, string | null>[];
  const columns = rowsOf(
    await h.db.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by table_name, column_name`),
  );
  expect(columns.length).toBeGreaterThan(40);
  const out: Dumped = [];
  for (const c of columns) {
    const table = String(c.table_name);
    const column = String(c.column_name);
    const [row] = rowsOf(
      await h.db.db.execute(
        sql`select string_agg(${sql.identifier(column)}::text, ' | ') as v from ${sql.identifier(table)}`,
      ),
    );
    out.push({ where: `${table}.${column}`, value: row?.v ?? "" });
  }
  return out;
}

const traces = (dump: Dumped, markers = MARKERS) =>
  dump.flatMap((d) => markers.filter((m) => d.value.includes(m)).map((m) => `${d.where}: ${m}`));

describe.each(testDrivers())("guest privacy on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let ownerToken: string;
  let storeId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    ownerToken = await h.tokenFor("demo");
    const [store] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    storeId = store?.id ?? "";
  });
  afterAll(() => h.close());

  it("the export holds everything on the phone; the erase leaves no trace in any table and the reports unchanged", async () => {
    const owner = await h.caller(ownerToken);
    // A visit (with a note and texts), a booking (with an e-mail, requests and a note), a notify request, a reply
    // and an opt-out, all of one guest.
    const entry = await owner.waitlist.add({
      partySize: 2,
      name: "Zephyrine Quillfeather",
      phone: PHONE,
      note: "Quillfeather: walnuts allergy",
    });
    await owner.waitlist.alert({ id: entry.id });
    // Seated at a table: the floor keeps the party's name on the seating.
    const [table] = await owner.floor.suggestions({ id: entry.id });
    await owner.floor.seatAtTable({ id: entry.id, tableIds: table?.tableIds ?? [] });
    const booking = await owner.reservations.create({
      reservationDate: TOMORROW,
      reservationTime: "19:00",
      partySize: 4,
      guestName: "Zephyrine Quillfeather",
      guestPhone: PHONE,
      guestEmail: "zephyrine@quill.example",
      seatingPreference: "indoor",
      specialRequests: "Quillfeather birthday",
    });
    await owner.reservations.note({ uuid: booking.uuid, note: "No walnuts for Zephyrine" });
    await (await h.caller()).public.notify.request({
      companySlug: "demo",
      storeSlug: "downtown",
      requestDate: NOTIFY_DAY,
      partySize: 2,
      windowStart: "18:00",
      windowEnd: "18:00",
      guestName: "Zephyrine Quillfeather",
      guestPhone: PHONE,
    });
    await h.db.db.insert(inboundMessages).values({
      providerMessageId: "SM-privacy-1",
      storeId,
      fromPhone: PHONE,
      toNumber: "+15550000000",
      body: "Zephyrine here, running 10 late",
      intent: "late",
      outcome: "marked",
      waitlistEntryId: entry.id,
      createdAt: clock.now(),
    });
    await h.db.db
      .insert(smsOptOuts)
      .values({ scope: "shared", storeId, phone: PHONE, createdAt: clock.now() });
    // The guest book: a tag and a host's note on the guest's profile.
    const [profile] = await owner.guestBook.search({ query: PHONE });
    const profileId = profile?.id ?? -1;
    await owner.guestBook.addTag({ profileId, kind: "allergy", detail: "Quillfeather walnuts" });
    await owner.guestBook.addNote({ profileId, body: "Zephyrine likes the window" });
    // Opening a profile with an allergy tag is written to the audit log (the subject is never the phone).
    await owner.guestBook.profile({ profileId });
    const viewed = (await owner.privacy.auditLog()).filter((l) => l.action === "guest.sensitive_view");
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.subject).toBe("guest …88");
    // Another guest stays as they were.
    await owner.waitlist.add({ partySize: 3, name: "Other Guestperson", phone: "5553019900", note: "Booth" });

    const before = await dumpTextColumns(h);
    const where = new Set(traces(before).map((t) => t.split(".")[0]));
    for (const table of [
      "waitlist_entries",
      "reservations",
      "messages",
      "inbound_messages",
      "notify_requests",
      "table_occupancies",
      "guest_profiles",
      "guest_profile_tags",
      "guest_profile_notes",
    ]) {
      expect(where, `the guest is in ${table} before the erase`).toContain(table);
    }
    expect(before.find((d) => d.where === "sms_opt_outs.phone")?.value).toContain(PHONE);

    const range = { from: TODAY, to: NOTIFY_DAY };
    const reportBefore = await owner.reports.summary(range);
    const notifyBefore = await owner.notify.report(range);

    const exported = await owner.privacy.exportGuest({ phone: "(555) 301-7788" });
    expect(exported.guest).toBe("guest …88");
    expect(exported.visits).toHaveLength(1);
    expect(exported.visits[0]).toMatchObject({
      name: "Zephyrine Quillfeather",
      note: "Quillfeather: walnuts allergy",
    });
    expect(exported.bookings).toHaveLength(1);
    // A host's note on a booking is kept as its special requests.
    expect(exported.bookings[0]).toMatchObject({
      email: "zephyrine@quill.example",
      specialRequests: "No walnuts for Zephyrine",
    });
    expect(exported.texts.length).toBeGreaterThanOrEqual(3);
    expect(exported.replies).toHaveLength(1);
    expect(exported.optOuts).toHaveLength(1);
    expect(exported.notes.length).toBe(2);
    expect(exported.notifyRequests).toHaveLength(1);
    expect(exported.guestBook.tags).toMatchObject([{ kind: "allergy", detail: "Quillfeather walnuts" }]);
    expect(exported.guestBook.notes).toMatchObject([{ body: "Zephyrine likes the window" }]);
    // No guest link travels in an export.
    expect(JSON.stringify(exported)).not.toMatch(/status_?token|token_?hash|link_?tokens/i);

    clock.advance(60_000);
    const erased = await owner.privacy.eraseGuest({ phone: PHONE });
    expect(erased).toMatchObject({ visits: 1, bookings: 1, replies: 1, optOuts: 1, notifyRequests: 1 });
    expect(erased.texts).toBeGreaterThanOrEqual(3);

    const after = await dumpTextColumns(h);
    expect(traces(after)).toEqual([]);
    // The other guest is untouched.
    expect(traces(after, ["Guestperson", "5553019900"]).length).toBeGreaterThan(0);
    expect(await owner.reports.summary(range)).toEqual(reportBefore);
    expect(await owner.notify.report(range)).toEqual(notifyBefore);
    // Nothing is left to export; the log says who did both, without the phone.
    const again = await owner.privacy.exportGuest({ phone: PHONE });
    expect([again.visits, again.bookings, again.texts, again.replies, again.notifyRequests].flat()).toEqual(
      [],
    );
    const log = await owner.privacy.auditLog();
    expect(log.slice(0, 3).map((l) => [l.action, l.actor])).toEqual(
      [
        ["guest.export", "demo@seatline.dev"],
        ["guest.erase", "demo@seatline.dev"],
        ["guest.export", "demo@seatline.dev"],
      ].reverse(),
    );
    expect(JSON.stringify(log)).not.toContain(PHONE);
  });

  it("an erase racing a new booking from the same phone: the booking survives, the erased rows stay erased", async () => {
    const owner = await h.caller(ownerToken);
    const phone = "5553014455";
    const old = await owner.waitlist.add({ partySize: 2, name: "Racer Oldvisit", phone, note: "old note" });
    clock.advance(60_000);
    const [erased, fresh] = await Promise.all([
      owner.privacy.eraseGuest({ phone }),
      (await h.caller()).public.createReservation({
        companySlug: "demo",
        storeSlug: "downtown",
        reservationDate: TOMORROW,
        reservationTime: "20:00",
        partySize: 2,
        guestName: "Racer Newbooking",
        guestPhone: phone,
        guestEmail: "",
        seatingPreference: "indoor",
        specialRequests: "",
      }),
    ]);
    expect(erased.visits).toBe(1);
    const [oldRow] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, old.id));
    expect(oldRow).toMatchObject({ customerName: "Erased guest", customerNumber: null, note: "" });
    const list = await owner.reservations.list({ date: TOMORROW });
    const kept = JSON.stringify(list);
    expect(kept).toContain("Racer Newbooking");
    expect(JSON.stringify(fresh)).toContain("Racer Newbooking");
    // The new booking's guest is a fresh profile of the phone, not the erased one.
    const [booking] = await h.db.db
      .select({ profileId: reservations.profileId })
      .from(reservations)
      .where(eq(reservations.guestName, "Racer Newbooking"));
    const [profile] = await h.db.db
      .select()
      .from(guestProfiles)
      .where(eq(guestProfiles.id, booking?.profileId ?? -1));
    expect(profile).toMatchObject({ phone, name: "Racer Newbooking" });
    const [oldEntry] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, old.id));
    expect(oldEntry?.profileId).not.toBe(booking?.profileId);
    const dump = await dumpTextColumns(h);
    expect(traces(dump, ["Racer Oldvisit", "old note"])).toEqual([]);
  });

  it("retention: guests not seen for the store's months (24 by default) are anonymised once a day", async () => {
    const owner = await h.caller(ownerToken);
    expect(await owner.privacy.retention()).toEqual({ months: 24 });
    const row = (name: string, phone: string, entered: Date) => ({
      storeId,
      ticketId: "Z1",
      customerId: name,
      customerName: name,
      customerNumber: phone,
      partySize: 2,
      businessDate: entered.toISOString().slice(0, 10),
      enteredTime: entered,
      status: "seated" as const,
      exitedTime: entered,
      statusToken: `retention-${phone}-${entered.getTime()}`,
    });
    const now = clock.now();
    const monthsAgo = (m: number) => new Date(now.getTime() - m * 30.5 * 24 * 60 * 60 * 1000);
    await h.db.db.insert(waitlistEntries).values([
      row("Oldtimer Brackenridge", "5553016601", monthsAgo(30)),
      // Seen long ago and again last month: kept.
      row("Regular Thistlewood", "5553016602", monthsAgo(30)),
      row("Regular Thistlewood", "5553016602", monthsAgo(1)),
    ]);
    expect(await runRetention(h.deps, now)).toBe(1);
    const dump = await dumpTextColumns(h);
    expect(traces(dump, ["Brackenridge", "5553016601"])).toEqual([]);
    expect(traces(dump, ["Thistlewood"]).length).toBeGreaterThan(0);
    // The store's day is claimed: a second run the same day does nothing.
    await h.db.db.insert(waitlistEntries).values(row("Latecomer Oldfield", "5553016603", monthsAgo(40)));
    expect(await runRetention(h.deps, now)).toBe(0);
    // Off (0 months): the next day leaves everyone.
    await owner.privacy.saveRetention({ months: 0 });
    expect(await runRetention(h.deps, new Date(now.getTime() + 25 * 60 * 60 * 1000))).toBe(0);
    await owner.privacy.saveRetention({ months: 24 });
    expect(await runRetention(h.deps, new Date(now.getTime() + 50 * 60 * 60 * 1000))).toBe(1);
    const log = await owner.privacy.auditLog();
    expect(log.some((l) => l.action === "guest.retention" && l.actor === "retention (automatic)")).toBe(true);
  });

  it("a host and a manager cannot export, erase or read the audit log", async () => {
    for (const role of ["host", "manager"] as const) {
      const member = await h.caller(await staffTokenFor(h, role));
      const refused = { code: "FORBIDDEN", message: roleRefusal("owner") };
      await expect(member.privacy.exportGuest({ phone: PHONE })).rejects.toMatchObject(refused);
      await expect(member.privacy.eraseGuest({ phone: PHONE })).rejects.toMatchObject(refused);
      await expect(member.privacy.auditLog()).rejects.toMatchObject(refused);
    }
  });
});
