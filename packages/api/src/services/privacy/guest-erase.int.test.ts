/**
 * Guest privacy (docs/product.md#guest-privacy): the export holds everything kept on a phone; the erase leaves no
 * trace of the guest's name, phone, e-mail or note in any text column of any table (read from information_schema, so
 * a new table is searched too) while every report figure stays; a merged guest is erased on every phone; answers kept
 * for repeats of calls that named the guest (sealed, so no column search finds them) answer nothing of the guest
 * afterwards; a booking the phone makes during the erase survives; the retention sweep anonymises guests not seen for
 * the store's months, a merged guest by its last visit on any phone; a host cannot reach any of it.
 */

import { randomUUID } from "node:crypto";
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
import { ANSWER_ERASED_MESSAGE } from "../repeat-keys/keyed-write";
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
    // Other guests book the notify request's time up first: a request is only for a full time.
    for (let i = 0; i < 20; i++) {
      const filled = await owner.reservations
        .create({
          reservationDate: NOTIFY_DAY,
          reservationTime: "18:00",
          partySize: 2,
          guestName: `Filler ${i}`,
          guestPhone: `55544402${String(i).padStart(2, "0")}`,
          seatingPreference: "indoor",
          specialRequests: "",
        })
        .then(
          () => false,
          () => true,
        );
      if (filled) break;
    }
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
    // Opening a profile with an allergy tag is written to the audit log (the subject is never the phone), and so is
    // every answer carrying the allergy's words: the tag's and the note's.
    await owner.guestBook.profile({ profileId });
    const viewed = (await owner.privacy.auditLog()).filter((l) => l.action === "guest.sensitive_view");
    expect(viewed).toHaveLength(3);
    expect(viewed.map((l) => l.subject)).toEqual(["guest …88", "guest …88", "guest …88"]);
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

  /** A tRPC mutation over HTTP with an Idempotency-Key, as the apps send it. */
  const keyed = (path: string, input: unknown, key: string, token?: string) =>
    h.app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(input),
    });

  it("a merged guest is erased on every phone, whichever phone is asked for, and exported on every phone", async () => {
    const owner = await h.caller(ownerToken);
    const [kept, alias, root, other] = ["5553017711", "5553017712", "5553017721", "5553017722"];
    const markers = [
      "Perpetua",
      "Ravenscroft",
      "perpetua@raven.example",
      "Mirabel",
      "Ashgrove",
      "mirabel@ash.example",
      ...[kept, alias, root, other].flatMap((p) => [p, `${p.slice(3, 6)}-${p.slice(6)}`]),
    ];
    const profileOf = async (phone: string) => (await owner.guestBook.search({ query: phone }))[0]?.id ?? -1;
    // One guest with two phones: a visit on the first, bookings (one sent with a key) on the second.
    await owner.waitlist.add({
      partySize: 2,
      name: "Perpetua Ravenscroft",
      phone: kept,
      note: "Ravenscroft: window",
    });
    const onAlias = await owner.reservations.create({
      reservationDate: TOMORROW,
      reservationTime: "18:30",
      partySize: 2,
      guestName: "Perpetua R",
      guestPhone: alias,
      guestEmail: "perpetua@raven.example",
      seatingPreference: "indoor",
      specialRequests: "Ravenscroft birthday",
    });
    const aliasKey = randomUUID();
    const aliasBooking = {
      reservationDate: TOMORROW,
      reservationTime: "20:30",
      partySize: 3,
      guestName: "Perpetua Ravenscroft",
      guestPhone: alias,
      guestEmail: "perpetua@raven.example",
      seatingPreference: "indoor",
      specialRequests: "",
    };
    expect((await keyed("reservations.create", aliasBooking, aliasKey, ownerToken)).statusCode).toBe(200);
    await owner.guestBook.merge({ keepId: await profileOf(kept), mergeId: await profileOf(alias) });
    // Another guest: the phone kept (the root) holds the booking, the alias the visit; erased by the alias.
    await owner.reservations.create({
      reservationDate: TOMORROW,
      reservationTime: "19:30",
      partySize: 2,
      guestName: "Mirabel Ashgrove",
      guestPhone: root,
      guestEmail: "mirabel@ash.example",
      seatingPreference: "indoor",
      specialRequests: "Ashgrove: quiet table",
    });
    await owner.waitlist.add({ partySize: 2, name: "Mirabel Ashgrove", phone: other, note: "Ashgrove" });
    await owner.guestBook.merge({ keepId: await profileOf(root), mergeId: await profileOf(other) });

    // The export of either phone is the whole guest's.
    const exported = await owner.privacy.exportGuest({ phone: kept });
    expect(exported.visits.map((v) => v.phone)).toEqual([kept]);
    expect(exported.bookings.map((b) => b.phone)).toEqual([alias, alias]);
    expect(exported.bookings.map((b) => b.uuid)).toContain(onAlias.uuid);
    expect(traces(await dumpTextColumns(h), markers).length).toBeGreaterThan(0);

    clock.advance(60_000);
    const byKept = await owner.privacy.eraseGuest({ phone: kept });
    expect(byKept).toMatchObject({ phones: 2, visits: 1, bookings: 2, profiles: 2 });
    expect(byKept.keptAnswers).toBeGreaterThanOrEqual(1);
    const byAlias = await owner.privacy.eraseGuest({ phone: other });
    expect(byAlias).toMatchObject({ phones: 2, visits: 1, bookings: 1, profiles: 2 });
    expect(traces(await dumpTextColumns(h), markers)).toEqual([]);
    // The booking kept for a repeat on the alias phone answers nothing of the guest.
    const replay = await keyed("reservations.create", aliasBooking, aliasKey, ownerToken);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(ANSWER_ERASED_MESSAGE);
    for (const phone of [kept, alias, root, other]) {
      const again = await owner.privacy.exportGuest({ phone });
      expect([again.visits, again.bookings].flat(), phone).toEqual([]);
    }
  });

  it("an erase blanks the answers kept for repeats that named the guest; a repeat writes nothing and answers 409", async () => {
    const owner = await h.caller(ownerToken);
    const phone = "5553017701";
    const markers = [
      "Ottoline",
      "Marchbanks",
      "ottoline@march.example",
      "hazelnuts",
      phone,
      "301-7701",
      "301 - 7701",
    ];
    // Calls a host, a guest on the public page and the owner made with keys, each answer naming the guest: a walk-in
    // (kept by the join's own statement), a host's booking, the guest's own booking, an allergy tag (its answer is
    // the profile), the floor after seating the party (it names the party by its walk-in) and the export.
    const entryKey = randomUUID();
    const entryInput = { partySize: 2, name: "Ottoline Marchbanks", phone, note: "Marchbanks" };
    const entry = await keyed("waitlist.add", entryInput, entryKey, ownerToken);
    expect(entry.statusCode, entry.body).toBe(200);
    const entryId = entry.json().result.data.id as number;
    const profileId = (await owner.guestBook.search({ query: phone }))[0]?.id ?? -1;
    const stand = {
      reservationDate: TOMORROW,
      reservationTime: "17:30",
      partySize: 2,
      guestName: "Ottoline Marchbanks",
      guestPhone: phone,
      guestEmail: "ottoline@march.example",
      seatingPreference: "indoor",
      specialRequests: "Marchbanks anniversary",
    };
    const [table] = await owner.floor.suggestions({ id: entryId });
    const calls: { path: string; input: unknown; key: string; token?: string }[] = [
      { path: "waitlist.add", input: entryInput, key: entryKey, token: ownerToken },
      { path: "reservations.create", input: stand, key: randomUUID(), token: ownerToken },
      {
        path: "public.createReservation",
        input: { companySlug: "demo", storeSlug: "downtown", ...stand, reservationTime: "21:30" },
        key: randomUUID(),
      },
      {
        path: "guestBook.addTag",
        input: { profileId, kind: "allergy", detail: "Marchbanks hazelnuts" },
        key: randomUUID(),
        token: ownerToken,
      },
      {
        path: "floor.seatAtTable",
        input: { id: entryId, tableIds: table?.tableIds ?? [] },
        key: randomUUID(),
        token: ownerToken,
      },
      { path: "privacy.exportGuest", input: { phone }, key: randomUUID(), token: ownerToken },
    ];
    const firsts: string[] = [];
    for (const c of calls) {
      const res = await keyed(c.path, c.input, c.key, c.token);
      expect(res.statusCode, `${c.path}: ${res.body}`).toBe(200);
      if (c.path !== "waitlist.add") firsts.push(res.body);
    }
    for (const body of firsts)
      expect(traces([{ where: "answer", value: body }], markers).length).toBeGreaterThan(0);
    // Another guest's keyed call, which the erase leaves alone.
    const otherKey = randomUUID();
    const otherInput = { partySize: 4, name: "Unrelated Keyholder", phone: "5553017702" };
    const other = await keyed("waitlist.add", otherInput, otherKey, ownerToken);
    expect(other.statusCode).toBe(200);

    clock.advance(60_000);
    const erased = await owner.privacy.eraseGuest({ phone });
    expect(erased.keptAnswers).toBe(calls.length);
    const rows = async () => ({
      entries: (await h.db.db.select().from(waitlistEntries)).length,
      bookings: (await h.db.db.select().from(reservations)).length,
    });
    const before = await rows();
    for (const c of calls) {
      const replay = await keyed(c.path, c.input, c.key, c.token);
      expect(replay.statusCode, `${c.path}: ${replay.body}`).toBe(409);
      expect(replay.json().error.message).toBe(ANSWER_ERASED_MESSAGE);
      expect(traces([{ where: c.path, value: replay.body }], markers)).toEqual([]);
    }
    // Nothing was written again, and the other guest's repeat still answers its first answer.
    expect(await rows()).toEqual(before);
    const otherAgain = await keyed("waitlist.add", otherInput, otherKey, ownerToken);
    expect(otherAgain.statusCode).toBe(200);
    expect(otherAgain.body).toBe(other.body);
    // What the key table keeps of the guest is gone with the answers.
    const refs = await h.db.db.execute(sql`select count(*)::int as n from idempotency_keys
      where response = 'erased' and (guest_refs is not null or made_ref is not null)`);
    const [left] = (Array.isArray(refs) ? refs : ((refs as { rows?: unknown[] }).rows ?? [])) as {
      n: number;
    }[];
    expect(Number(left?.n)).toBe(0);
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
    // Merged guests are one guest: seen long ago on one phone and last month on the other, kept on both; seen long
    // ago on both, erased on both (and counted once).
    const visitAt = async (at: Date, name: string, phone: string) => {
      clock.set(at);
      await owner.waitlist.add({ partySize: 2, name, phone });
    };
    await visitAt(monthsAgo(30), "Kestrel Longago", "5553016611");
    await visitAt(monthsAgo(1), "Kestrel Lately", "5553016612");
    await visitAt(monthsAgo(31), "Wrenfield Longago", "5553016621");
    await visitAt(monthsAgo(30), "Wrenfield Alsolongago", "5553016622");
    clock.set(now);
    const profileOf = async (phone: string) => (await owner.guestBook.search({ query: phone }))[0]?.id ?? -1;
    await owner.guestBook.merge({
      keepId: await profileOf("5553016612"),
      mergeId: await profileOf("5553016611"),
    });
    await owner.guestBook.merge({
      keepId: await profileOf("5553016621"),
      mergeId: await profileOf("5553016622"),
    });
    expect(await runRetention(h.deps, now)).toBe(2);
    const dump = await dumpTextColumns(h);
    expect(traces(dump, ["Brackenridge", "5553016601"])).toEqual([]);
    expect(traces(dump, ["Thistlewood"]).length).toBeGreaterThan(0);
    expect(traces(dump, ["Wrenfield", "5553016621", "5553016622"])).toEqual([]);
    expect(traces(dump, ["Kestrel Longago", "5553016611"]).length).toBeGreaterThan(0);
    expect(traces(dump, ["Kestrel Lately", "5553016612"]).length).toBeGreaterThan(0);
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
