/**
 * Writes safe to repeat (docs/architecture.md): a mutation sent twice with one Idempotency-Key writes once and answers
 * the first answer again, also when both arrive at once; the key with another body is a 422; a key is its caller's
 * (another store's staff with the same key writes its own); after 24 hours a key is free again and purged; the legacy
 * REST paths do the same with the header and exactly what they did without it. Runs on PostgreSQL too with
 * TEST_DATABASE_URL.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  bookingLinks,
  guestRefs,
  kioskSettings,
  messages,
  repeatKeys,
  reservations,
  stores,
  waitlistEntries,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { REPEAT_KEY_TTL_MS } from "./keyed-write";
import { KEY_REUSED_MESSAGE, repeatKeySecrets } from "./repeat-key";
import { repeatKeySweep } from "./repeat-key-sweep";

describe.each(testDrivers())("idempotency keys on %s", (kind) => {
  let h: Harness;
  const clock = manualClock("2026-03-10T16:00:00Z");
  let demoToken: string;
  let rivalToken: string;
  let demoStoreId: string;
  let events: string[] = [];
  let seq = 0;
  const phone = () => `555241${String(1000 + seq++)}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    demoToken = await h.tokenFor("demo");
    rivalToken = await h.tokenFor("rival");
    const [demo] = await h.db.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, "downtown"));
    demoStoreId = demo?.id ?? "";
    h.deps.events.subscribe(demoStoreId, (e) => events.push(e.topic));
    // Both stores open all day, so joins work whatever the clock says.
    for (const token of [demoToken, rivalToken]) {
      const res = await h.app.inject({
        method: "POST",
        url: "/trpc/settings.saveOpeningHours",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: { hours: allDay() },
      });
      if (res.statusCode !== 200) throw new Error(`opening hours: ${res.body}`);
    }
  });
  afterAll(() => h.close());
  beforeEach(() => {
    events = [];
  });

  /** A tRPC mutation over HTTP, as the apps send it. */
  const trpc = (path: string, input: unknown, o: { token?: string; key?: string } = {}) =>
    h.app.inject({
      method: "POST",
      url: `/trpc/${path}`,
      headers: {
        "content-type": "application/json",
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.key ? { "idempotency-key": o.key } : {}),
      },
      payload: JSON.stringify(input),
    });

  const entriesNamed = (name: string) =>
    h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.customerName, name));
  const textsTo = (to: string) => h.db.db.select().from(messages).where(eq(messages.toPhone, to));
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it("a repeat answers the first answer: one entry, one text, one event", async () => {
    const key = randomUUID();
    const input = { partySize: 2, name: "Repeat Once", phone: phone() };
    const first = await trpc("waitlist.join", input, { token: demoToken, key });
    const second = await trpc("waitlist.join", input, { token: demoToken, key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await entriesNamed("Repeat Once")).toHaveLength(1);
    expect(await textsTo(input.phone)).toHaveLength(1);
    await settle();
    expect(events.filter((t) => t === "waitlist")).toHaveLength(1);
    // Without a key the same call is a second join, as before.
    const third = await trpc("waitlist.join", { ...input, phone: undefined }, { token: demoToken });
    expect(third.statusCode).toBe(200);
    expect(await entriesNamed("Repeat Once")).toHaveLength(2);
  });

  it("two requests with one key at once write once and answer alike", async () => {
    const key = randomUUID();
    const input = { partySize: 3, name: "Same Moment", phone: phone() };
    const answers = await Promise.all([
      trpc("waitlist.join", input, { token: demoToken, key }),
      trpc("waitlist.join", input, { token: demoToken, key }),
      trpc("waitlist.join", input, { token: demoToken, key }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(answers[2]?.json()).toEqual(answers[0]?.json());
    expect(await entriesNamed("Same Moment")).toHaveLength(1);
    expect(await textsTo(input.phone)).toHaveLength(1);
  });

  it("40 keyed joins at once, each sent twice: 40 entries with 40 tickets, every repeat its own first answer", async () => {
    const calls = Array.from({ length: 40 }, (_, i) => ({
      key: randomUUID(),
      input: { partySize: 1 + (i % 4), name: `Keyed Crowd ${i}`, phone: i % 2 ? phone() : undefined },
    }));
    const send = (c: (typeof calls)[number]) =>
      trpc("waitlist.join", c.input, { token: demoToken, key: c.key });
    const answers = await Promise.all([...calls.map(send), ...calls.map(send)]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (let i = 0; i < calls.length; i++)
      expect(answers[i + calls.length]?.json()).toEqual(answers[i]?.json());
    const tickets = answers.slice(0, calls.length).map((a) => a.json().result.data.ticket as string);
    expect(new Set(tickets).size).toBe(calls.length);
    const rows = (await h.db.db.select().from(waitlistEntries)).filter((r) =>
      r.customerName.startsWith("Keyed Crowd "),
    );
    expect(rows).toHaveLength(calls.length);
    expect(new Set(rows.map((r) => r.ticketId))).toEqual(new Set(tickets));
  });

  it("the kiosk's offline replay of a join that was written after all answers that entry, not a 422", async () => {
    // The kiosk tried online with its key, the answer was lost, so it showed the guest a leased ticket and queued the
    // join; the replay adds that ticket. The guest must not be lost to a 422, nor joined twice.
    const leased = await trpc("waitlist.leaseTickets", undefined, { token: demoToken });
    expect(leased.statusCode).toBe(200);
    const ticket: string = leased.json().result.data.tickets[0];
    const key = randomUUID();
    const input = { partySize: 2, name: "Lost Answer", phone: phone() };
    const online = await trpc("waitlist.join", input, { token: demoToken, key });
    expect(online.statusCode).toBe(200);
    const replay = await trpc(
      "waitlist.join",
      { ...input, leased: { ticket, joinedAt: clock.now().toISOString() } },
      { token: demoToken, key },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(online.json());
    expect(await entriesNamed("Lost Answer")).toHaveLength(1);
    expect(await textsTo(input.phone)).toHaveLength(1);
    // Only `leased` is left out of the comparison: another name under the key is still another request.
    const other = await trpc("waitlist.join", { ...input, name: "Not Lost" }, { token: demoToken, key });
    expect(other.statusCode).toBe(422);
  });

  it("a join's key is claimed in its statement: when its answer was never kept, a repeat answers the entry it made", async () => {
    // The process stopped after the join's statement committed and before it kept the sealed answer: the key's row
    // names the entry (masked), and the repeat answers that entry, even with the waitlist closed meanwhile.
    const leased = await trpc("waitlist.leaseTickets", undefined, { token: demoToken });
    const ticket: string = leased.json().result.data.tickets[0];
    const calls = [
      { name: "Unkept Answer", extra: {} },
      { name: "Unkept Leased", extra: { leased: { ticket, joinedAt: clock.now().toISOString() } } },
    ];
    for (const c of calls) {
      const key = randomUUID();
      const input = { partySize: 2, name: c.name, phone: phone(), ...c.extra };
      const first = await trpc("waitlist.join", input, { token: demoToken, key });
      expect(first.statusCode).toBe(200);
      const keyHash = createHash("sha256").update(key).digest("hex");
      await h.db.db.update(repeatKeys).set({ response: null }).where(eq(repeatKeys.keyHash, keyHash));
      await h.db.db.update(kioskSettings).set({ waitlistOn: false });
      try {
        const again = await trpc("waitlist.join", input, { token: demoToken, key });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());
        // Kept now: the next repeat is answered from the kept answer, the waitlist still closed.
        const third = await trpc("waitlist.join", input, { token: demoToken, key });
        expect(third.json()).toEqual(first.json());
        // A new key is refused: the waitlist is closed (a leased join is admitted whatever the switch says).
        const fresh = await trpc(
          "waitlist.join",
          { ...input, leased: undefined },
          { token: demoToken, key: randomUUID() },
        );
        expect(fresh.statusCode).toBe(409);
      } finally {
        await h.db.db.update(kioskSettings).set({ waitlistOn: true });
      }
      expect(await entriesNamed(c.name)).toHaveLength(1);
      expect(await textsTo(input.phone)).toHaveLength(1);
      // The repeat kept the answer it gave.
      const [row] = await h.db.db.select().from(repeatKeys).where(eq(repeatKeys.keyHash, keyHash));
      expect(row?.response).toEqual(expect.any(String));
    }
  });

  /** A public booking of the demo store, as the booking page sends it. */
  const bookingInput = (guestName: string, guestPhone: string, reservationTime = "19:00") => ({
    companySlug: "demo",
    storeSlug: "downtown",
    reservationDate: "2026-03-12",
    reservationTime,
    partySize: 2,
    guestName,
    guestPhone,
    guestEmail: "",
    seatingPreference: "first_available",
    specialRequests: "",
  });
  const bookingsNamed = (name: string) =>
    h.db.db.select().from(reservations).where(eq(reservations.guestName, name));
  const setBookingConfig = (o: { open: boolean; tables: number }) =>
    trpc(
      "reservations.config.update",
      {
        newReservationsEnabled: o.open,
        reservationIntervalMinutes: 30,
        maxTablesPerInterval: o.tables,
        maxPersonsPerInterval: 50,
      },
      { token: demoToken },
    );

  it("a keyed public booking: a repeat answers the first answer, three at once book once, another body is a 422", async () => {
    expect((await setBookingConfig({ open: true, tables: 10 })).statusCode).toBe(200);
    const key = randomUUID();
    const input = bookingInput("Booked Once", phone());
    const first = await trpc("public.createReservation", input, { key });
    expect(first.statusCode).toBe(200);
    const second = await trpc("public.createReservation", input, { key });
    expect(second.json()).toEqual(first.json());
    const [made] = await bookingsNamed("Booked Once");
    expect(await bookingsNamed("Booked Once")).toHaveLength(1);
    expect(await textsTo(input.guestPhone)).toHaveLength(1);
    expect(
      await h.db.db
        .select()
        .from(bookingLinks)
        .where(eq(bookingLinks.reservationId, made?.id ?? 0)),
    ).toHaveLength(1);
    const other = await trpc("public.createReservation", { ...input, partySize: 3 }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(KEY_REUSED_MESSAGE);

    const together = bookingInput("Booked Together", phone());
    const sameKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => trpc("public.createReservation", together, { key: sameKey })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(answers[2]?.json()).toEqual(answers[0]?.json());
    expect(await bookingsNamed("Booked Together")).toHaveLength(1);
    expect(await textsTo(together.guestPhone)).toHaveLength(1);
  });

  it("a booking's key is claimed in its statement: when its answer was never kept, a repeat answers the booking it made", async () => {
    // The process stopped after the booking's statement committed and before it kept the sealed answer: the key's row
    // names the booking (masked), and the repeat answers it, even with the page closed to bookings meanwhile.
    expect((await setBookingConfig({ open: true, tables: 10 })).statusCode).toBe(200);
    const key = randomUUID();
    const input = bookingInput("Unkept Booking", phone(), "19:30");
    const first = await trpc("public.createReservation", input, { key });
    expect(first.statusCode).toBe(200);
    const keyHash = createHash("sha256").update(key).digest("hex");
    await h.db.db.update(repeatKeys).set({ response: null }).where(eq(repeatKeys.keyHash, keyHash));
    expect((await setBookingConfig({ open: false, tables: 10 })).statusCode).toBe(200);
    try {
      const again = await trpc("public.createReservation", input, { key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const third = await trpc("public.createReservation", input, { key });
      expect(third.json()).toEqual(first.json());
      // A new key is refused: the page is closed to bookings.
      const fresh = await trpc("public.createReservation", input, { key: randomUUID() });
      expect(fresh.statusCode).toBe(412);
    } finally {
      await setBookingConfig({ open: true, tables: 10 });
    }
    expect(await bookingsNamed("Unkept Booking")).toHaveLength(1);
    expect(await textsTo(input.guestPhone)).toHaveLength(1);
    const [row] = await h.db.db.select().from(repeatKeys).where(eq(repeatKeys.keyHash, keyHash));
    expect(row?.response).toEqual(expect.any(String));
  });

  it("a keyed booking refused in its statement (the slot full) keeps no key: the retry books once a table is free", async () => {
    expect((await setBookingConfig({ open: true, tables: 1 })).statusCode).toBe(200);
    const taken = await trpc("public.createReservation", bookingInput("Slot Holder", phone(), "20:00"), {
      key: randomUUID(),
    });
    expect(taken.statusCode).toBe(200);
    const key = randomUUID();
    const input = bookingInput("Slot Retry", phone(), "20:00");
    const refused = await trpc("public.createReservation", input, { key });
    expect(refused.statusCode).toBe(409);
    expect(await bookingsNamed("Slot Retry")).toHaveLength(0);
    expect((await setBookingConfig({ open: true, tables: 2 })).statusCode).toBe(200);
    const retried = await trpc("public.createReservation", input, { key });
    expect(retried.statusCode).toBe(200);
    expect(await bookingsNamed("Slot Retry")).toHaveLength(1);
    await setBookingConfig({ open: true, tables: 10 });
  });

  it("a remote join of a phone already waiting keeps its answer too: the repeat texts nothing more", async () => {
    const guestPhone = phone();
    const input = {
      companySlug: "demo",
      storeSlug: "downtown",
      partySize: 2,
      seating: "first_available",
      name: "Already Here",
      phone: guestPhone,
    };
    expect((await trpc("guest.join", input, { key: randomUUID() })).statusCode).toBe(200);
    const key = randomUUID();
    const second = await trpc("guest.join", input, { key });
    expect(second.json().result.data).toEqual({ sent: true });
    const texts = (await textsTo(guestPhone)).length;
    expect(texts).toBe(2);
    const repeat = await trpc("guest.join", input, { key });
    expect(repeat.json().result.data).toEqual({ sent: true });
    expect(await textsTo(guestPhone)).toHaveLength(texts);
    expect(await entriesNamed("Already Here")).toHaveLength(1);
  });

  it("the key with another body is a 422 and writes nothing", async () => {
    const key = randomUUID();
    const input = { partySize: 2, name: "First Body" };
    expect((await trpc("waitlist.join", input, { token: demoToken, key })).statusCode).toBe(200);
    const other = await trpc("waitlist.join", { ...input, name: "Other Body" }, { token: demoToken, key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(KEY_REUSED_MESSAGE);
    expect(other.json().error.data.code).toBe("UNPROCESSABLE_CONTENT");
    expect(await entriesNamed("Other Body")).toHaveLength(0);
    // Another procedure with the same key is another request too.
    const elsewhere = await trpc("waitlist.add", { ...input, quotedMinutes: 10 }, { token: demoToken, key });
    expect(elsewhere.statusCode).toBe(422);
  });

  it("a key is its store's and user's: another store's staff with the same key writes its own", async () => {
    const key = randomUUID();
    const input = { partySize: 2, name: "Two Stores" };
    const demo = await trpc("waitlist.join", input, { token: demoToken, key });
    const rival = await trpc("waitlist.join", input, { token: rivalToken, key });
    expect(rival.statusCode).toBe(200);
    const rivalAgain = await trpc("waitlist.join", input, { token: rivalToken, key });
    expect(rivalAgain.json()).toEqual(rival.json());
    const rows = await entriesNamed("Two Stores");
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.storeId)).size).toBe(2);
    expect(rival.json().result.data.id).not.toBe(demo.json().result.data.id);
    // An anonymous caller with the same key is its own scope too: not the staff's answer.
    const anon = await trpc("waitlist.join", input, { key });
    expect(anon.statusCode).toBe(401);
  });

  it("a refused call keeps no key: the retry runs again", async () => {
    const key = randomUUID();
    const refused = await trpc("waitlist.alert", { id: 2_000_000_000 }, { token: demoToken, key });
    expect(refused.statusCode).toBe(404);
    const again = await trpc("waitlist.alert", { id: 2_000_000_000 }, { token: demoToken, key });
    expect(again.statusCode).toBe(404);
    expect(await h.db.db.select().from(repeatKeys)).not.toContainEqual(
      expect.objectContaining({ response: null }),
    );
  });

  it("keeps neither the key nor the answer readable, and never a guest's status token", async () => {
    const key = randomUUID();
    const guestPhone = phone();
    const input = {
      companySlug: "demo",
      storeSlug: "downtown",
      partySize: 2,
      seating: "first_available",
      name: "Remote Repeat",
      phone: guestPhone,
    };
    const first = await trpc("guest.join", input, { key });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data.token).toEqual(expect.any(String));
    const second = await trpc("guest.join", input, { key });
    expect(second.statusCode).toBe(200);
    // The repeat says the link was texted (the token is not kept); the line has the party once.
    expect(second.json().result.data).toEqual({ sent: true });
    expect(await entriesNamed("Remote Repeat")).toHaveLength(1);
    expect(await textsTo(guestPhone)).toHaveLength(1);
    const rows = await h.db.db.select().from(repeatKeys);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain("Remote Repeat");
    expect(stored).not.toContain(first.json().result.data.token);
    // The entry the key made is kept as its id XOR a mask only the client's key gives.
    const [entry] = await entriesNamed("Remote Repeat");
    const mask = repeatKeySecrets(key, "public").mask;
    const mine = rows.filter((r) => r.madeRef !== null && (r.madeRef ^ mask) === entry?.id);
    expect(mine).toHaveLength(1);
    expect(rows.map((r) => r.madeRef)).not.toContain(entry?.id);
    expect(stored).not.toContain(guestPhone);
  });

  it("names a kept answer's guests only by a short digest of each phone, for an erase to find", async () => {
    const key = randomUUID();
    const guestPhone = phone();
    const res = await trpc(
      "waitlist.add",
      { partySize: 2, name: "Digest Only", phone: guestPhone },
      {
        token: demoToken,
        key,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const keyHash = createHash("sha256").update(key).digest("hex");
    const [row] = await h.db.db.select().from(repeatKeys).where(eq(repeatKeys.keyHash, keyHash));
    expect(row?.guestRefs).toEqual([guestRefs.phone(guestPhone)]);
    expect(row?.guestRefs?.[0]).toMatch(/^p[0-9a-f]{6}$/);
    expect(JSON.stringify(row)).not.toContain(guestPhone);
    // An answer naming no guest keeps none.
    const hoursKey = randomUUID();
    const saved = await trpc(
      "settings.saveOpeningHours",
      { hours: allDay() },
      { token: demoToken, key: hoursKey },
    );
    expect(saved.statusCode).toBe(200);
    const hoursHash = createHash("sha256").update(hoursKey).digest("hex");
    const [hoursRow] = await h.db.db.select().from(repeatKeys).where(eq(repeatKeys.keyHash, hoursHash));
    expect(hoursRow?.guestRefs).toBeNull();
  });

  it("a malformed key or a keyed batch is a 400; sign-in ignores the key", async () => {
    const short = await trpc(
      "waitlist.join",
      { partySize: 1, name: "Short Key" },
      { token: demoToken, key: "abc" },
    );
    expect(short.statusCode).toBe(400);
    const batch = await h.app.inject({
      method: "POST",
      url: "/trpc/waitlist.join,waitlist.join?batch=1",
      headers: {
        authorization: `Bearer ${demoToken}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      payload: JSON.stringify({ 0: { partySize: 1, name: "Batch A" }, 1: { partySize: 1, name: "Batch B" } }),
    });
    expect(
      batch.json().map((r: { error?: { data: { httpStatus: number } } }) => r.error?.data.httpStatus),
    ).toEqual([400, 400]);
    expect(await entriesNamed("Batch A")).toHaveLength(0);
    const key = randomUUID();
    const login = { email: "demo@seatline.dev", password: "seatline-demo" };
    const a = await trpc("auth.login", login, { key });
    const b = await trpc("auth.login", login, { key });
    expect(a.json().result.data.token).not.toBe(b.json().result.data.token);
  });

  it("legacy REST: the header makes a path safe to repeat; without it nothing changes", async () => {
    const post = (name: string, key?: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/host_info/waiting_customers",
        headers: {
          authorization: `Token ${demoToken}`,
          "content-type": "application/json",
          ...(key ? { "idempotency-key": key } : {}),
        },
        payload: { party_size: 2, customer_name: name },
      });
    const key = randomUUID();
    const first = await post("Legacy Repeat", key);
    const second = await post("Legacy Repeat", key);
    expect(first.statusCode).toBe(second.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await entriesNamed("Legacy Repeat")).toHaveLength(1);
    expect((await post("Legacy Other", key)).statusCode).toBe(422);
    await post("Legacy Plain");
    await post("Legacy Plain");
    expect(await entriesNamed("Legacy Plain")).toHaveLength(2);
  });

  it("after 24 hours a key is free again, and the sweep purges it", async () => {
    // Last in the file: the clock only moves on, and sessions run out with it (each step signs in afresh).
    const signIn = async () =>
      (await trpc("auth.login", { email: "demo@seatline.dev", password: "seatline-demo" })).json().result.data
        .token as string;
    const key = randomUUID();
    const input = { partySize: 2, name: "Day Later" };
    expect((await trpc("waitlist.join", input, { token: await signIn(), key })).statusCode).toBe(200);
    clock.advance(REPEAT_KEY_TTL_MS - 60_000);
    expect((await trpc("waitlist.join", input, { token: await signIn(), key })).statusCode).toBe(200);
    expect(await entriesNamed("Day Later")).toHaveLength(1);
    clock.advance(2 * 60_000);
    // Expired: ignored and taken over, so the same call writes again.
    expect((await trpc("waitlist.join", input, { token: await signIn(), key })).statusCode).toBe(200);
    expect(await entriesNamed("Day Later")).toHaveLength(2);
    const before = (await h.db.db.select().from(repeatKeys)).length;
    clock.advance(REPEAT_KEY_TTL_MS + 1);
    await repeatKeySweep(h.deps).run(clock.now());
    expect(before).toBeGreaterThan(0);
    expect(await h.db.db.select().from(repeatKeys)).toHaveLength(0);
  });
});

function allDay() {
  return [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: 0, close_time: 24 }));
}
