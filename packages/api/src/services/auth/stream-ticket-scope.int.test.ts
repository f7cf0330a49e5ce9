/**
 * A stream ticket opens exactly one subscription of the procedure it was made for and nothing else: sent in
 * connectionParams to a query, a batch of queries, a mutation or events.streamTicket (a ticket cannot make a ticket),
 * it gives no session (401, nothing changed, the ticket still unspent); it then opens its stream once.
 */
import { blackoutDates } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createContext } from "../../context";
import { createCaller } from "../../root";
import { createHarness, type Harness } from "../../testing/harness";
import { NOON_NY, TOMORROW } from "../../testing/reservation-kit";

describe.each(testDrivers())("stream ticket scope on %s", (kind) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) });
    token = await h.tokenFor("demo");
  });
  afterAll(() => h.close());

  async function newTicket(): Promise<string> {
    const res = await h.app.inject({
      method: "POST",
      url: "/trpc/events.streamTicket",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(200);
    return String(res.json().result.data.ticket);
  }
  const params = (ticket: string) => `connectionParams=${encodeURIComponent(JSON.stringify({ ticket }))}`;
  const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

  async function openStream(ticket: string) {
    const caller = createCaller(await createContext(h.deps, { streamTicket: ticket, ip: "127.0.0.1" }), {
      signal: AbortSignal.timeout(50),
    });
    return caller.events.onStoreChange().then(
      () => "opened",
      (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
    );
  }

  it("a query, a batch of staff queries, a mutation and events.streamTicket get no session from a ticket", async () => {
    const ticket = await newTicket();
    const query = await h.app.inject({
      method: "GET",
      url: `/trpc/reservations.list?${input({ date: TOMORROW })}&${params(ticket)}`,
    });
    expect(query.statusCode).toBe(401);

    // (Fastify caps a path parameter at 100 characters: three staff queries fit.)
    const paths = "reservations.config.get,reservations.accessLinks.list,reservations.blackoutDates.list";
    const batchInput = { 0: {}, 1: {}, 2: {} };
    const batch = await h.app.inject({
      method: "GET",
      url: `/trpc/${paths}?batch=1&${input(batchInput)}&${params(ticket)}`,
    });
    expect(
      (batch.json() as { error?: { data?: { code?: string } } }[]).map((r) => r.error?.data?.code),
    ).toEqual(Array(3).fill("UNAUTHORIZED"));

    const before = await h.db.db.select().from(blackoutDates);
    const mutation = await h.app.inject({
      method: "POST",
      url: `/trpc/reservations.blackoutDates.add?${params(ticket)}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ date: "2026-07-04" }),
    });
    expect(mutation.statusCode).toBe(401);
    expect(await h.db.db.select().from(blackoutDates)).toEqual(before);

    const renew = await h.app.inject({
      method: "POST",
      url: `/trpc/events.streamTicket?${params(ticket)}`,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(renew.statusCode).toBe(401);
    expect(renew.body).not.toMatch(/"ticket"/);

    // None of that spent it: it opens the one stream it was made for, once.
    expect(await openStream(ticket)).toBe("opened");
    expect(await openStream(ticket)).toBe("UNAUTHORIZED");
  });

  it("a ticket opens no other subscription's session and a forged one opens nothing", async () => {
    const ticket = await newTicket();
    const ctx = await createContext(h.deps, { streamTicket: ticket, ip: "127.0.0.1" });
    // The same ticket presented for a path it was not made for (as another subscription would be) gives no session.
    const { sessionForTicket } = await import("../../context");
    expect(await sessionForTicket(ctx, { path: "guest.onStatus", type: "subscription" })).toBeNull();
    expect(await sessionForTicket(ctx, { path: "events.onStoreChange", type: "query" })).toBeNull();
    expect(await openStream(`${ticket.slice(0, -1)}${ticket.endsWith("a") ? "b" : "a"}`)).toBe(
      "UNAUTHORIZED",
    );
    expect(await openStream(ticket)).toBe("opened");
  });
});
