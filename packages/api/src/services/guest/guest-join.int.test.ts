import { kioskSettings, messages, stores, ticketCounters, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import {
  INITIAL_TICKET,
  PHONE_NOT_REAL,
  REMOTE_JOIN_DISABLED,
  REMOTE_PHONE_NOT_TEXTABLE,
  WAITLIST_CLOSED_MESSAGE,
} from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createContext } from "../../context";
import { createDeps } from "../../deps";
import { createCaller } from "../../root";
import { joinTextsTo, textedStatusToken } from "../../testing/guest-kit";
import { createHarness, type Harness } from "../../testing/harness";
import { seatedAtNoTable } from "../../testing/quote-kit";
import { expectTrpcError } from "../../testing/reservation-kit";
import { REMOTE_LINK_TEXTS_PER_HOUR } from "./guest-join";
import { REMOTE_JOIN_LIMITS, TOO_MANY_JOINS_FOR_PHONE, TOO_MANY_JOINS_FROM_DEVICE } from "./guest-rate-limit";

const slugs = { companySlug: "demo", storeSlug: "downtown" };
const join = (name: string, phone: string, partySize = 2) => ({ ...slugs, name, phone, partySize });

describe.each(testDrivers())("remote join on %s", (kind) => {
  let h: Harness;
  let staffToken: string;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    // About the join, not the hours (join-hours.int.test.ts): both stores open all day, so the rival store (Los Angeles)
    // takes joins at any hour of these tests.
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
    await h.db.db.update(stores).set({ remoteJoinEnabled: true });
  });

  it("join info: store, open, the seating options enabled, waits and position", async () => {
    const guest = await h.caller();
    const empty = await guest.guest.joinInfo(slugs);
    expect(empty).toMatchObject({
      storeName: "Demo Bistro Downtown",
      open: true,
      closedMessage: null,
      seatingOptions: {
        firstAvailableOkay: true,
        indoorSeatingPreferred: true,
        barSeatingPreferred: true,
        outdoorSeatingPreferred: false,
      },
      position: 1,
    });
    // The page's waits follow each group's line by the queue model's arithmetic: a walk-in seated at no table earlier
    // today makes the empty room untrusted, so they are not the 0 of a floor whose tables all stand free
    // (testing/quote-kit.ts; that party of one, seated two hours ago, is past three solo turns).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    await guest.guest.join(join("A", "5553000001", 2));
    await guest.guest.join(join("B", "5553000002", 1));
    const two = await guest.guest.joinInfo({ companySlug: " DEMO ", storeSlug: "Downtown" });
    expect(two).toMatchObject({ numbers: { parties: 1, solo: 1 }, position: 3 });
    // one waiting in each group, none of either seated lately: (1 + 1) × 30 ÷ (4 + 1) = 12, (1 + 1) × 45 ÷ (6 + 1) → 13
    expect(two.waitTimes).toMatchObject({ solo_wait: 12, two_wait: 13 });
    await expectTrpcError(guest.guest.joinInfo({ companySlug: "demo", storeSlug: "nowhere" }), "NOT_FOUND");
  });

  it("adds a remote entry the hosts see as such, with the kiosk's fields and rules", async () => {
    const guest = await h.caller();
    const res = await guest.guest.join({ ...join("  Remy  ", "(555) 300-0003", 4), seating: "bar" });
    // A new entry: the answer carries its own token (the page opens the status page), the same link as texted.
    expect(res).toEqual({ sent: true, token: await textedStatusToken(h.db.db, "5553000003") });
    const list = await (await h.caller(staffToken)).waitlist.list();
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({
      name: "Remy",
      phone: "5553000003",
      partySize: 4,
      seating: "bar",
      source: "remote",
      ticket: "A0",
    });
    const status = await guest.guest.status({ token: await textedStatusToken(h.db.db, "5553000003") });
    expect(status).toMatchObject({ ticket: "A0", state: "waiting", position: 1 });
    // The phone is required here (no Skip), and the kiosk's limits apply.
    await expectTrpcError(guest.guest.join(join("No Phone", "")), "BAD_REQUEST", /phone number/);
    await expectTrpcError(guest.guest.join(join("Short", "555300")), "BAD_REQUEST", /phone number/);
    // A number that cannot exist, and one we do not text (a Caribbean area code), are refused before anything.
    await expectTrpcError(
      guest.guest.join(join("Fake", "5551234567")),
      "BAD_REQUEST",
      `phone: ${PHONE_NOT_REAL}`,
    );
    await expectTrpcError(
      guest.guest.join(join("Far", "8765550142")),
      "BAD_REQUEST",
      REMOTE_PHONE_NOT_TEXTABLE,
    );
    await expectTrpcError(guest.guest.join(join("Zero", "5553000004", 0)), "BAD_REQUEST", /at least 1/);
    await expectTrpcError(guest.guest.join(join("   ", "5553000004")), "BAD_REQUEST", /enter a name/);
    await expectTrpcError(
      guest.guest.join({ ...join("X", "5553000004"), storeSlug: "nowhere" }),
      "NOT_FOUND",
    );
  });

  it("a phone already waiting adds nothing, answers as a fresh join does, and texts that phone its own link again", async () => {
    const guest = await h.caller();
    const first = await guest.guest.join(join("Dana", "5553000010"));
    const token = await textedStatusToken(h.db.db, "5553000010");
    expect(token).not.toBe("");
    expect(first).toEqual({ sent: true, token });
    const again = await guest.guest.join(join("Dana again", "555-300-0010", 3));
    // The phone was waiting: the answer names no entry and carries no link (that goes by text to the phone only).
    expect(again).toEqual({ sent: true });
    expect(JSON.stringify(again)).not.toContain(token);
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(1);
    // The phone got its own link again (the entry's own token), queued in the outbox.
    expect(await joinTextsTo(h.db.db, "5553000010")).toHaveLength(2);
    expect(await textedStatusToken(h.db.db, "5553000010")).toBe(token);
    // The same phone from the kiosk earlier counts too: no second place, the kiosk entry's link is texted.
    const staff = await h.caller(staffToken);
    await staff.waitlist.join({ partySize: 2, name: "Kiosk Kim", phone: "5553000011" });
    const kimToken = await textedStatusToken(h.db.db, "5553000011");
    expect(await guest.guest.join(join("Kim", "5553000011"))).toEqual({ sent: true });
    expect(await joinTextsTo(h.db.db, "5553000011")).toHaveLength(2);
    expect(await textedStatusToken(h.db.db, "5553000011")).toBe(kimToken);
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(2);
    // Once that party has left the line, the phone may join again: a new place, a new link.
    await guest.guest.leave({ token });
    await guest.guest.join(join("Dana", "5553000010"));
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(3);
    expect(await textedStatusToken(h.db.db, "5553000010")).not.toBe(token);
    // The rival store's line is its own: the same phone joins there separately.
    await guest.guest.join({ ...join("Dana", "5553000010"), companySlug: "rival", storeSlug: "uptown" });
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(4);
  });

  it("texts a waiting phone its link at most REMOTE_LINK_TEXTS_PER_HOUR times an hour (the first text included)", async () => {
    const guest = await h.caller();
    for (let i = 0; i < REMOTE_LINK_TEXTS_PER_HOUR + 3; i++) {
      expect((await guest.guest.join(join("Lee", "5553000040"))).sent).toBe(true);
    }
    expect(await joinTextsTo(h.db.db, "5553000040")).toHaveLength(REMOTE_LINK_TEXTS_PER_HOUR);
    clock.advance(61 * 60_000);
    await guest.guest.join(join("Lee", "5553000040"));
    expect(await joinTextsTo(h.db.db, "5553000040")).toHaveLength(REMOTE_LINK_TEXTS_PER_HOUR + 1);
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(1);
  });

  it.runIf(kind === "postgres")(
    "ten taps at once with one phone make one place and at most 3 link texts",
    async () => {
      const guest = await h.caller();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => guest.guest.join(join("Tap", "5553000030"))),
      );
      // One join made the place (and answers its token); every other found it waiting and answers no token.
      expect(results.every((r) => r.sent === true)).toBe(true);
      expect(results.filter((r) => r.token !== undefined)).toHaveLength(1);
      expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(1);
      expect(await joinTextsTo(h.db.db, "5553000030")).toHaveLength(REMOTE_LINK_TEXTS_PER_HOUR);
    },
  );

  it("refuses with a clear message while the waitlist is off or the store takes no remote joins", async () => {
    const guest = await h.caller();
    await h.db.db.update(kioskSettings).set({ waitlistOn: false }).where(eq(kioskSettings.storeId, storeId));
    expect(await guest.guest.joinInfo(slugs)).toMatchObject({
      open: false,
      closedMessage: WAITLIST_CLOSED_MESSAGE,
    });
    await expectTrpcError(guest.guest.join(join("Off", "5553000020")), "CONFLICT", WAITLIST_CLOSED_MESSAGE);
    await h.db.db.update(kioskSettings).set({ waitlistOn: true }).where(eq(kioskSettings.storeId, storeId));
    await h.db.db.update(stores).set({ remoteJoinEnabled: false }).where(eq(stores.id, storeId));
    expect(await guest.guest.joinInfo(slugs)).toMatchObject({
      open: false,
      closedMessage: REMOTE_JOIN_DISABLED,
    });
    await expectTrpcError(guest.guest.join(join("Off", "5553000020")), "CONFLICT", REMOTE_JOIN_DISABLED);
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(0);
    const [counter] = await h.db.db.select().from(ticketCounters).where(eq(ticketCounters.storeId, storeId));
    expect(counter).toMatchObject(INITIAL_TICKET);
  });

  it("is rate-limited per address and per phone (with limits on)", async () => {
    const limited = createDeps(h.db, { clock, rateLimits: true });
    const from = async (ip: string) => createCaller(await createContext(limited, { ip }));
    const one = await from("203.0.113.7");
    for (let i = 0; i < REMOTE_JOIN_LIMITS.perIp.max; i++)
      await one.guest.join(join(`Ip${i}`, `55540000${String(i).padStart(2, "0")}`));
    await expectTrpcError(
      one.guest.join(join("Ip over", "5554000099")),
      "TOO_MANY_REQUESTS",
      TOO_MANY_JOINS_FROM_DEVICE,
    );
    // Another address is not held back by the first.
    const other = await from("203.0.113.8");
    for (let i = 1; i < REMOTE_JOIN_LIMITS.perPhone.max; i++)
      await other.guest.join(join("Same", "5554000000"));
    // The phone used once above plus four more attempts: the next is refused whatever the address.
    const third = await from("203.0.113.9");
    await expectTrpcError(
      third.guest.join(join("Same", "5554000000")),
      "TOO_MANY_REQUESTS",
      TOO_MANY_JOINS_FOR_PHONE,
    );
    // The harness (RATE_LIMITS=off) is never limited.
    const free = await h.caller();
    for (let i = 0; i < REMOTE_JOIN_LIMITS.perIp.max + 2; i++)
      await free.guest.join(join(`Free${i}`, `55550000${String(i).padStart(2, "0")}`));
  });
  it("joins naming a phone at a store that does not exist, or at another store, never lock that phone out; where it is locked out it holds the texted link", async () => {
    const limited = createDeps(h.db, { clock, rateLimits: true });
    let address = 0;
    // Each attempt from its own address: only the per-phone count is under test.
    const fresh = async () => createCaller(await createContext(limited, { ip: `198.51.100.${++address}` }));
    const victim = "5554100001";
    for (let i = 0; i < REMOTE_JOIN_LIMITS.perPhone.max + 1; i++) {
      await expectTrpcError(
        (await fresh()).guest.join({
          companySlug: "demo",
          storeSlug: "nowhere",
          name: "X",
          phone: victim,
          partySize: 2,
        }),
        "NOT_FOUND",
      );
    }
    // The victim's own join is a new place (it answers that place's token).
    expect(await (await fresh()).guest.join(join("Victim", victim))).toEqual({
      sent: true,
      token: await textedStatusToken(h.db.db, victim),
    });
    // A stranger spends the phone's window at another store: that store's line gets the phone (and texts it the link).
    const atRival = { companySlug: "rival", storeSlug: "uptown" };
    for (let i = 0; i < REMOTE_JOIN_LIMITS.perPhone.max; i++)
      await (await fresh()).guest.join({ ...atRival, name: "Stranger", phone: victim, partySize: 2 });
    await expectTrpcError(
      (await fresh()).guest.join({ ...atRival, name: "Victim", phone: victim, partySize: 2 }),
      "TOO_MANY_REQUESTS",
      TOO_MANY_JOINS_FOR_PHONE,
    );
    const status = await (await h.caller()).guest.status({ token: await textedStatusToken(h.db.db, victim) });
    expect(status).toMatchObject({ storeName: "Rival Diner Uptown" });
    // The victim's own store is not held back by the stranger's joins elsewhere (already waiting there: no token).
    expect(await (await fresh()).guest.join(join("Victim", victim))).toEqual({ sent: true });
    const waiting = await h.db.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.customerNumber, victim));
    expect(waiting).toHaveLength(2); // one party in each line: the stranger's joins added one, reused it after
    expect(waiting.filter((e) => e.storeId === storeId)).toHaveLength(1);
  });
});
