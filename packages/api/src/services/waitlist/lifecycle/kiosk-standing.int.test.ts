/**
 * The kiosk ticket's standing (docs/product.md#kiosk, "Ticket"): a kiosk device's own join answers the guest's place,
 * the quote their status page shows, and, without a phone, their own status link, which opens that party's status.
 * A person's join and a replayed offline join answer as before; another store's kiosk is refused as before.
 */
import {
  demoStores,
  demoTables,
  kioskSettings,
  kioskTicketLeases,
  messages,
  tableSettings,
  ticketCounters,
  waitlistEntries,
} from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { INITIAL_TICKET, JOIN_AT_ANOTHER_STORE, STATUS_PAGE_ROOT } from "@seatline/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../../clock";
import { createHarness, type Harness } from "../../../testing/harness";
import { seatedAtNoTable } from "../../../testing/quote-kit";
import { expectTrpcError } from "../../../testing/reservation-kit";
import { staffTokenFor } from "../../../testing/staff-kit";

describe.each(testDrivers())("the kiosk join's standing on %s", (kind) => {
  let h: Harness;
  let kiosk: string;
  let rivalKiosk: string;
  let host: string;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");

  const pair = async (company: "demo" | "rival") => {
    const d = demoStores.find((s) => s.companySlug === company);
    if (!d) throw new Error(`no demo store ${company}`);
    return (await (await h.caller()).auth.login({ email: d.email, password: d.password, device: "kiosk" }))
      .token;
  };
  /** The token at the end of a status link, checked to be one (origin + /w/ + token). */
  const tokenOf = (url: string | null | undefined) => {
    const m = new RegExp(`^${h.deps.config.publicUrl}/${STATUS_PAGE_ROOT}/([a-z2-7]{32})$`).exec(url ?? "");
    if (!m?.[1]) throw new Error(`not a status link: ${url}`);
    return m[1];
  };

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    await openAllDay(h.db.db);
    kiosk = await pair("demo");
    rivalKiosk = await pair("rival");
    host = await staffTokenFor(h, "host");
    storeId = (await (await h.caller(kiosk)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.delete(kioskTicketLeases);
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET, issued: 0 });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
    await h.db.db.update(tableSettings).set(demoTables);
  });

  it("answers a phone-less kiosk join's place, quote and own status link, which opens that party's status", async () => {
    const api = await h.caller(kiosk);
    // The ticket and the page must agree on a real wait, not on the 0 of a floor whose tables all stand free: a walk-in
    // seated at no table earlier today makes the empty room untrusted, so the queue model answers
    // (testing/quote-kit.ts; that party of one is no two's seat).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    await api.waitlist.join({ partySize: 2, name: "Ahead 1" });
    await api.waitlist.join({ partySize: 4, name: "Ahead 2" });
    await api.waitlist.join({ partySize: 2, name: "Ahead 3", phone: "5552234567" });
    const joined = await api.waitlist.join({ partySize: 2, name: "Nora" });
    expect(joined.standing?.position).toBe(4);
    const quote = joined.standing?.quote;
    // two twos ahead, no two seated tonight: (2 + 1) × 45 ÷ (6 + 1), about 19 minutes
    expect(quote?.minutes).toBeGreaterThan(0);

    const status = await (await h.caller()).guest.status({ token: tokenOf(joined.standing?.statusUrl) });
    expect(status).toMatchObject({
      ticket: joined.ticket,
      partySize: 2,
      nameInitial: "N.",
      state: "waiting",
    });
    // The ticket and the page the code opens tell the guest the same place and the same quote.
    expect(status.position).toBe(joined.standing?.position);
    expect(status.quoteMinutes).toBe(quote?.minutes);
    expect(status.quoteRange).toEqual({ low: quote?.low, high: quote?.high });
    // The estimator's quote, as the join stored it for the host.
    expect(joined.quotedWait).toBe(quote?.minutes);
  });

  it("sends a guest with a phone the link by text, not in the answer", async () => {
    const joined = await (await h.caller(kiosk)).waitlist.join({
      partySize: 3,
      name: "Pat",
      phone: "5552234567",
    });
    expect(joined.standing).toMatchObject({ position: 1, statusUrl: null });
    expect(joined.standing?.quote).not.toBeUndefined();
  });

  it("says the host will confirm (no quote) for a party no table takes or a wait past two hours", async () => {
    const api = await h.caller(kiosk);
    // Fifty: more than all the demo room's tables pushed together seat (the estimator would still give minutes).
    expect((await api.waitlist.join({ partySize: 50, name: "Banquet" })).standing).toMatchObject({
      position: 1,
      quote: null,
    });
    // One table of three and a half hours for parties of two: three ahead is far past two hours. The Table
    // Information's counts and turns feed the queue model, while the room model reads the floor's six free 2-tops: a
    // walk-in seated at no table earlier today makes the empty room untrusted, so the queue model answers
    // (testing/quote-kit.ts; that party of one is no two's seat): 1 × 210 ÷ (1 + 1) + 3 × 210 = 735 minutes.
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    await h.db.db.update(tableSettings).set({ twoTablesTotal: 1, twoTablesTurnAvg: 210 });
    for (const name of ["A", "B", "C"]) await api.waitlist.join({ partySize: 2, name });
    const late = await api.waitlist.join({ partySize: 2, name: "Late" });
    expect(late.quotedWait).toBeGreaterThan(120);
    expect(late.standing).toMatchObject({ position: 5, quote: null });
  });

  it("a repeat of a keyed kiosk join answers the entry without its standing: no status link is kept", async () => {
    const join = () =>
      h.app.inject({
        method: "POST",
        url: "/trpc/waitlist.join",
        headers: {
          "content-type": "application/json",
          "idempotency-key": "4f1d2c3b4a5968778695a4b3c2d1e0f0",
          authorization: `Bearer ${kiosk}`,
        },
        payload: JSON.stringify({ partySize: 2, name: "Keyed Guest" }),
      });
    const first = await join();
    expect(first.statusCode).toBe(200);
    const firstAnswer = first.json().result.data;
    const token = tokenOf(firstAnswer.standing?.statusUrl);
    const again = await join();
    expect(again.statusCode).toBe(200);
    const repeat = again.json().result.data;
    expect(repeat.ticket).toBe(firstAnswer.ticket);
    expect(repeat).not.toHaveProperty("standing");
    expect(again.body).not.toContain(token);
  });

  it("answers a person's join and a replayed offline join as before: the entry alone", async () => {
    const byHost = await (await h.caller(host)).waitlist.join({ partySize: 2, name: "Hosted" });
    expect(byHost.ticket).toBe("A0");
    expect(byHost).not.toHaveProperty("standing");
    const api = await h.caller(kiosk);
    const { tickets } = await api.waitlist.leaseTickets();
    const replayed = await api.waitlist.join({
      partySize: 2,
      name: "Offline",
      leased: { ticket: tickets[0] ?? "", joinedAt: clock.now().toISOString(), storeId },
    });
    expect(replayed.ticket).toBe(tickets[0]);
    expect(replayed).not.toHaveProperty("standing");
  });

  it("refuses another store's kiosk a join for this store, and gives it only its own entry's link", async () => {
    const rival = await h.caller(rivalKiosk);
    await expectTrpcError(
      rival.waitlist.join({
        partySize: 2,
        name: "Elsewhere",
        leased: { ticket: "A0", joinedAt: clock.now().toISOString(), storeId },
      }),
      "FORBIDDEN",
      JOIN_AT_ANOTHER_STORE,
    );
    const ours = await (await h.caller(kiosk)).waitlist.join({ partySize: 2, name: "Ours" });
    const theirs = await rival.waitlist.join({ partySize: 2, name: "Theirs" });
    expect(theirs.standing?.position).toBe(1);
    const status = await (await h.caller()).guest.status({ token: tokenOf(theirs.standing?.statusUrl) });
    expect(status.storeName).toBe(demoStores.find((s) => s.companySlug === "rival")?.storeName);
    expect(status.nameInitial).toBe("T.");
    expect(theirs.standing?.statusUrl).not.toBe(ours.standing?.statusUrl);
  });
});
