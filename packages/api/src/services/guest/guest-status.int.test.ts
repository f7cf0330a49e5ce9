import { kioskSettings, listStoreMessages, messages, ticketCounters, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { GUEST_TOKEN_RE, INITIAL_TICKET, restoreGuestLinks } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createContext } from "../../context";
import { createCaller } from "../../root";
import { textedStatusToken } from "../../testing/guest-kit";
import { createHarness, type Harness } from "../../testing/harness";
import { seatedAtNoTable } from "../../testing/quote-kit";
import { expectTrpcError } from "../../testing/reservation-kit";

const slugs = { companySlug: "demo", storeSlug: "downtown" };
let phoneSeq = 0;
const nextPhone = () => `55520000${String(++phoneSeq).padStart(2, "0")}`;

describe.each(testDrivers())("guest status page on %s", (kind) => {
  let h: Harness;
  let staffToken: string;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    // The rival store (Los Angeles) opens at 11:00, after this clock there: both stores open all day here, the hours
    // are join-hours.int.test.ts's subject.
    await openAllDay(h.db.db);
    staffToken = await h.tokenFor("demo");
    storeId = (await (await h.caller(staffToken)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
  });

  /** Joins remotely (as a guest would) a minute after the previous join; answers the token. */
  const remote = async (name: string, partySize: number) => {
    clock.advance(60_000);
    const guest = await h.caller();
    const phone = nextPhone();
    await guest.guest.join({ ...slugs, name, partySize, phone });
    return textedStatusToken(h.db.db, phone);
  };
  /** Joins at the kiosk; answers the entry and its token (read from the database, as the text would carry it). */
  const kiosk = async (name: string, partySize: number) => {
    clock.advance(60_000);
    const e = await (await h.caller(staffToken)).waitlist.join({ name, partySize, phone: nextPhone() });
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    return { entry: e, token: row?.statusToken ?? "" };
  };

  it("tells a party no table takes that the host will confirm its wait, as the kiosk's ticket does: no number", async () => {
    const banquet = await kiosk("Banquet Hall", 50);
    const pair = await kiosk("Pat Pair", 2);
    const guest = await h.caller();
    expect(await guest.guest.status({ token: banquet.token })).toMatchObject({
      state: "waiting",
      quoteMinutes: null,
      quoteRange: null,
      hostConfirmsWait: true,
    });
    const told = await guest.guest.status({ token: pair.token });
    expect(told.quoteMinutes).toEqual(expect.any(Number));
    expect(told.hostConfirmsWait).toBe(false);
  });

  it("gives every entry its own random 32-character token that shows that entry only", async () => {
    const a = await kiosk("Alice Marlow", 2);
    const b = await kiosk("Bob Quill", 4);
    for (const t of [a.token, b.token]) expect(t).toMatch(GUEST_TOKEN_RE);
    expect(a.token).not.toBe(b.token);
    const guest = await h.caller();
    const sa = await guest.guest.status({ token: a.token });
    expect(sa).toMatchObject({
      storeName: "Demo Bistro Downtown",
      ticket: a.entry.ticket,
      partySize: 2,
      nameInitial: "A.",
      state: "waiting",
      position: 1,
      hasPhone: true,
    });
    const sb = await guest.guest.status({ token: b.token });
    expect(sb).toMatchObject({ ticket: b.entry.ticket, nameInitial: "B.", position: 2 });
    // Neither answer carries a name, a phone or an id: not the guest's own, never another guest's.
    for (const shown of [JSON.stringify(sa), JSON.stringify(sb)]) {
      for (const secret of ["Alice", "Marlow", "Bob", "Quill", a.entry.phone, b.entry.phone, `"id"`])
        expect(shown).not.toContain(secret);
    }
    // Unknown (well-formed) and malformed tokens, ids and tickets are not keys.
    await expectTrpcError(guest.guest.status({ token: "a".repeat(32) }), "NOT_FOUND", /link is not valid/);
    for (const bad of [String(a.entry.id), a.entry.ticket, a.token.slice(0, 31), `${a.token}x`, "../../etc"])
      await expectTrpcError(guest.guest.status({ token: bad }), "BAD_REQUEST", /link is not valid/);
  });

  it("keeps position and quote right as others join, are seated, leave and are called", async () => {
    const staff = await h.caller(staffToken);
    const guest = await h.caller();
    // The quote follows the line by the queue model's arithmetic: a walk-in seated at no table earlier today makes the
    // empty room untrusted, so the quotes are not the 0 of a floor whose tables all stand free (testing/quote-kit.ts).
    // That party of one is past the look-back of every quote below.
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    const first = await kiosk("First", 2);
    const solo = await remote("Solo", 1);
    const me = await remote("Me", 2);
    // Ahead of me: a two and a solo. Quote for a two with one two ahead, no two seated tonight: round(2 × 45 / 7) = 13.
    expect(await guest.guest.status({ token: me })).toMatchObject({ position: 3, quoteMinutes: 13 });
    // The page shows a range around it (no history yet: 70 % to 130 % + 3 minutes).
    expect((await guest.guest.status({ token: me })).quoteRange).toEqual({ low: 9, high: 20 });
    // Later joins change neither.
    await remote("Later", 2);
    await kiosk("Later Too", 2);
    expect(await guest.guest.status({ token: me })).toMatchObject({ position: 3, quoteMinutes: 13 });
    // The two ahead is seated: no two ahead any more, and a free two-top; but that two waited 4 minutes on a quote
    // of 0, so tonight's correction adds 0.7 of it: round(0 + 0.7 × 4) = 3.
    await staff.waitlist.seat({ id: first.entry.id });
    expect(await guest.guest.status({ token: me })).toMatchObject({ position: 2, quoteMinutes: 3 });
    // The solo leaves the line with their own link.
    await guest.guest.leave({ token: solo });
    expect(await guest.guest.status({ token: me })).toMatchObject({ position: 1, quoteMinutes: 3 });
    // A host puts the seated party back (original entered time): it is ahead again.
    await staff.waitlist.putBack({ id: first.entry.id });
    expect(await guest.guest.status({ token: me })).toMatchObject({ position: 2, quoteMinutes: 13 });
    await staff.waitlist.remove({ id: first.entry.id });
    expect((await guest.guest.status({ token: first.token })).state).toBe("removed");
    // Called: table ready, still in line, no quote.
    const meId = (await staff.waitlist.list()).entries.find((e) => e.name === "Me")?.id ?? 0;
    await staff.waitlist.alert({ id: meId });
    expect(await guest.guest.status({ token: me })).toMatchObject({
      state: "ready",
      position: 1,
      quoteMinutes: null,
    });
    await staff.waitlist.seat({ id: meId });
    expect(await guest.guest.status({ token: me })).toMatchObject({
      state: "seated",
      position: null,
      quoteMinutes: null,
    });
  });

  it("leave the line: cancelled with exit time and waited minutes, shown in history, idempotent", async () => {
    const staff = await h.caller(staffToken);
    const guest = await h.caller();
    const heard: string[] = [];
    const stop = h.deps.events.subscribe(storeId, (e) => heard.push(e.topic));
    try {
      // NOTIFY arrives asynchronously (on PostgreSQL through another connection): let the join's own event land first.
      const me = await kiosk("Leaver", 3);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 150));
      const before = heard.length;
      clock.advance(7 * 60_000 + 20_000);
      const left = await guest.guest.leave({ token: me.token });
      expect(left).toMatchObject({ state: "cancelled", position: null, quoteMinutes: null });
      expect(left.exitedTime).toBe(clock.now().toISOString());
      await expect.poll(() => heard.slice(before)).toEqual(["waitlist"]);
      // Again (a double tap, a retry): the same answer, nothing changes, no new event.
      clock.advance(60_000);
      expect(await guest.guest.leave({ token: me.token })).toEqual(left);
      await new Promise((r) => setTimeout(r, 150));
      expect(heard.slice(before)).toEqual(["waitlist"]);
    } finally {
      stop();
    }
    expect((await staff.waitlist.list()).entries.map((e) => e.name)).not.toContain("Leaver");
    const hist = (await staff.waitlist.history()).entries.find((e) => e.name === "Leaver");
    expect(hist).toMatchObject({ status: "cancelled", waitedMinutes: 7 });
    // A seated party cannot leave: the answer says seated and nothing changes.
    const seated = await kiosk("Seated", 2);
    await staff.waitlist.seat({ id: seated.entry.id });
    expect((await guest.guest.leave({ token: seated.token })).state).toBe("seated");
    expect((await staff.waitlist.history()).entries.find((e) => e.name === "Seated")?.status).toBe("seated");
  });

  it("every waitlist text carries the short status link", async () => {
    const staff = await h.caller(staffToken);
    const me = await kiosk("Texted", 2);
    await staff.waitlist.alert({ id: me.entry.id });
    await staff.waitlist.alertAgain({ id: me.entry.id });
    const link = `http://localhost:3000/w/${me.token}`;
    const texts = await listStoreMessages(h.db.db, storeId);
    expect(texts.map((t) => t.kind)).toEqual(["join", "ready", "ready_again"]);
    for (const t of texts) {
      // Stored as /w/{token} (no working link at rest); the dispatcher sends it with the token put back.
      const sent = restoreGuestLinks(t.body, t.linkTokens);
      // The first text to the phone ends with the opt-out line after the link; the others end with the link.
      const first = t === texts[0];
      expect(sent.endsWith(first ? `${link}\nReply STOP to opt out.` : link)).toBe(true);
      expect(t.body).not.toContain(me.token);
      expect(sent.length).toBeLessThanOrEqual(160);
    }
  });

  it("onStatus hears the entry's own store only, and refuses unknown tokens", async () => {
    const me = await kiosk("Listener", 2);
    // PostgreSQL delivers the join's own NOTIFY a moment after commit: let it pass before listening.
    await new Promise((r) => setTimeout(r, 500));
    const ac = new AbortController();
    const anon = createCaller(await createContext(h.deps, {}), { signal: ac.signal });
    const stream = await anon.guest.onStatus({ token: me.token });
    const next = stream[Symbol.asyncIterator]().next();
    try {
      const rival = await h.caller(await h.tokenFor("rival"));
      await rival.waitlist.join({ partySize: 2, name: "Rival Guest" });
      const quiet = await Promise.race([
        next.then(() => "event"),
        new Promise((r) => setTimeout(() => r("quiet"), 400)),
      ]);
      expect(quiet).toBe("quiet");
      await (await h.caller(staffToken)).waitlist.alert({ id: me.entry.id });
      const own = await Promise.race([next, new Promise((r) => setTimeout(() => r("timeout"), 5000))]);
      expect(own).not.toBe("timeout");
      expect((own as IteratorResult<unknown[]>).value?.[1]).toEqual({ topic: "waitlist" });
    } finally {
      ac.abort();
    }
    const other = createCaller(await createContext(h.deps, {}));
    await expectTrpcError(
      (async () => {
        const s = await other.guest.onStatus({ token: "b".repeat(32) });
        await s[Symbol.asyncIterator]().next();
      })(),
      "NOT_FOUND",
    );
  });
  it("onStatus sends the final event once the entry is seated, then ends; a finished entry's stream ends at once", async () => {
    const me = await kiosk("Finisher", 2);
    await new Promise((r) => setTimeout(r, 500));
    const listeners = h.deps.events.subscriberCount(storeId);
    const ac = new AbortController();
    const anon = createCaller(await createContext(h.deps, {}), { signal: ac.signal });
    const it = (await anon.guest.onStatus({ token: me.token }))[Symbol.asyncIterator]();
    const within = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 5000))]);
    try {
      const next = it.next(); // the stream listens from its first read on
      await new Promise((r) => setTimeout(r, 100));
      await (await h.caller(staffToken)).waitlist.seat({ id: me.entry.id });
      const last = await within(next);
      expect(last).not.toBe("timeout");
      expect((last as IteratorResult<unknown[]>).value?.[1]).toEqual({ topic: "waitlist" });
      // Then nothing more: the stream is over, and another store event reaches no listener of this entry.
      expect(await within(it.next())).toEqual({ done: true, value: undefined });
      await new Promise((r) => setTimeout(r, 100));
      expect(h.deps.events.subscriberCount(storeId)).toBe(listeners);
      // Opened after the end: one event (the page loads the final state), then done.
      const again = (await anon.guest.onStatus({ token: me.token }))[Symbol.asyncIterator]();
      expect((await within(again.next())) as IteratorResult<unknown>).toMatchObject({ done: false });
      expect(await within(again.next())).toEqual({ done: true, value: undefined });
    } finally {
      ac.abort();
    }
  });
});
