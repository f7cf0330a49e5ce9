/**
 * The contract between the two halves of tRPC's wire format: the apps' real client (packages/ui trpc-wire.ts:
 * httpBatchLink, httpSubscriptionLink with stream tickets, splitLink, as the apps build it) against a real server
 * (createServer, PGlite), through the answers written outside tRPC's adapter (packages/api trpc-wire.ts): the lean SSE
 * streams and the rate-limit door's 429s. An upgrade of @trpc/* that changes the envelope fails here.
 */

import { openAllDay } from "@seatline/db/testing";
import { guestTokenInput, joinWaitlistInput } from "@seatline/domain";
import { createWireClient, httpStatusOf, trpcErrorCode } from "@seatline/ui/trpc-wire";
import { EventSource } from "eventsource";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type SeatlineServer } from "./create-server";
import { RATE_LIMITS } from "./rate-limits";

/** What a subscription reported, in order. */
interface Seen {
  started: number;
  data: unknown[];
  states: string[];
  error: unknown;
  completed: boolean;
}

function watch(subscribe: (handlers: object) => { unsubscribe(): void }) {
  const seen: Seen = { started: 0, data: [], states: [], error: undefined, completed: false };
  const sub = subscribe({
    onStarted: () => seen.started++,
    onData: (value: unknown) => seen.data.push(value),
    onConnectionStateChange: (s: { state: string }) => seen.states.push(s.state),
    onError: (error: unknown) => {
      seen.error = error;
    },
    onComplete: () => {
      seen.completed = true;
    },
  });
  return { seen, stop: () => sub.unsubscribe() };
}

/** The first zod issue as the server's error formatter words it ("field: message"). */
function zodMessage(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  const issue = result.error?.issues[0];
  if (!issue) throw new Error("expected the input to be refused");
  return `${issue.path.join(".")}: ${issue.message}`;
}

describe("tRPC wire contract: the apps' client against createServer", () => {
  let server: SeatlineServer;
  let url: string;
  let token: string;
  const clients: { stop(): void }[] = [];
  const staff = () => createWireClient({ url, getToken: () => token, EventSource });
  const anonymous = () => createWireClient({ url, getToken: () => null, EventSource });

  beforeAll(async () => {
    server = await createServer({
      env: {
        DATABASE_URL: "memory://",
        LOG_LEVEL: "silent",
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        SERVE_APPS: "false",
      },
      logger: false,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
    url = `${await server.start()}/trpc`;
    token = (await anonymous().auth.login.mutate({ email: "demo@seatline.dev", password: "seatline-demo" }))
      .token;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.stop();
    vi.restoreAllMocks();
  });
  afterAll(() => server.stop());

  it("a staff subscription opens with a stream ticket asked for with the session token, and carries tracked events", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const client = staff();
    const s = watch((h) => client.events.onStoreChange.subscribe(undefined, h));
    clients.push(s);
    await expect.poll(() => s.seen.started).toBe(1);
    // The ticket came from its own call, with the Authorization header; the stream URL carries the ticket only.
    const ticketCalls = fetchSpy.mock.calls.filter(([u]) => String(u).includes("/events.streamTicket"));
    expect(ticketCalls).toHaveLength(1);
    expect(new Headers(ticketCalls[0]?.[1]?.headers).get("authorization")).toBe(`Bearer ${token}`);
    expect(s.seen.states).toEqual(["connecting", "pending"]);

    const joined = await client.waitlist.join.mutate({ partySize: 2, name: "Contract" });
    await expect.poll(() => s.seen.data, { timeout: 5000 }).toHaveLength(1);
    expect(s.seen.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      data: { topic: "waitlist", at: expect.any(String) },
    });
    expect(s.seen.error).toBeUndefined();
    await client.waitlist.seat.mutate({ id: joined.id });
  });

  it("a dropped stream: the guest's reconnects by itself; the staff one's spent ticket is refused and a fresh subscription gets a new one", async () => {
    const client = staff();
    const joined = await client.waitlist.join.mutate({ partySize: 3, name: "Reconnect" });
    const entry = await server.deps.db.query.waitlistEntries.findFirst({
      where: (w, { eq }) => eq(w.id, joined.id),
    });
    const guestToken = String(entry?.statusToken);
    const guest = watch((h) => anonymous().guest.onStatus.subscribe({ token: guestToken }, h));
    const host = watch((h) => client.events.onStoreChange.subscribe(undefined, h));
    clients.push(guest, host);
    await expect.poll(() => guest.seen.started + host.seen.started).toBe(2);

    // The server drops every connection (as a restart or a balancer would).
    server.app.server.closeAllConnections();

    // The guest stream needs no ticket: EventSource reconnects to the same URL and the stream opens again.
    await expect.poll(() => guest.seen.started, { timeout: 15_000 }).toBe(2);
    expect(guest.seen.states).toEqual(["connecting", "pending", "connecting", "pending"]);
    await client.waitlist.edit.mutate({ id: joined.id, partySize: 4 });
    await expect.poll(() => guest.seen.data.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(guest.seen.data.at(-1)).toEqual({
      id: expect.stringMatching(/^\d+$/),
      data: { topic: "waitlist" },
    });
    expect(guest.seen.error).toBeUndefined();

    // The staff stream's reconnect sends the same, spent, ticket: refused, and the client sees why.
    await expect.poll(() => host.seen.error, { timeout: 15_000 }).toBeDefined();
    expect(trpcErrorCode(host.seen.error)).toBe("UNAUTHORIZED");
    expect((host.seen.error as Error).message).toBe("Please sign in.");
    // Opened again (packages/ui use-store-events.ts does so after an error), it asks for a new ticket and carries events.
    const again = watch((h) => client.events.onStoreChange.subscribe(undefined, h));
    clients.push(again);
    await expect.poll(() => again.seen.started).toBe(1);
    await client.waitlist.edit.mutate({ id: joined.id, partySize: 5 });
    await expect.poll(() => again.seen.data.length, { timeout: 5000 }).toBeGreaterThan(0);
    await client.waitlist.seat.mutate({ id: joined.id });
  });

  it("errors a stream ends with reach the client with their code and message", async () => {
    const guest = anonymous();
    const refusedInput = { token: "x" };
    const bad = watch((h) => guest.guest.onStatus.subscribe(refusedInput, h));
    const unknown = watch((h) => guest.guest.onStatus.subscribe({ token: "b".repeat(32) }, h));
    const noTicket = watch((h) => guest.events.onStoreChange.subscribe(undefined, h));
    clients.push(bad, unknown, noTicket);
    await expect.poll(() => [bad, unknown, noTicket].every((s) => s.seen.error !== undefined)).toBe(true);

    expect(trpcErrorCode(bad.seen.error)).toBe("BAD_REQUEST");
    expect((bad.seen.error as Error).message).toBe(zodMessage(guestTokenInput.safeParse(refusedInput)));
    expect(trpcErrorCode(unknown.seen.error)).toBe("NOT_FOUND");
    expect((unknown.seen.error as Error).message).toMatch(/\S/);
    expect(trpcErrorCode(noTicket.seen.error)).toBe("UNAUTHORIZED");
    expect((noTicket.seen.error as Error).message).toBe("Please sign in.");
    // A refused stream ends: the client does not reconnect on its own.
    for (const s of [bad, unknown, noTicket]) expect(s.seen.started).toBe(1);
  });

  it("a batch with a zod refusal, a conflict and a success: each call gets its own answer", async () => {
    const client = staff();
    const first = await client.waitlist.add.mutate({ partySize: 2, name: "Twice", phone: "4155550142" });
    const refused = { partySize: 0, name: "Zero" };
    // Called in one tick: httpBatchLink sends them as one request.
    const [zod, conflict, summary] = await Promise.allSettled([
      client.waitlist.join.mutate(refused),
      client.waitlist.add.mutate({ partySize: 2, name: "Twice again", phone: "4155550142" }),
      client.waitlist.summary.query(),
    ]);
    expect(zod.status).toBe("rejected");
    const zodError = (zod as PromiseRejectedResult).reason;
    expect(trpcErrorCode(zodError)).toBe("BAD_REQUEST");
    expect(zodError.message).toBe(zodMessage(joinWaitlistInput.safeParse(refused)));
    expect(zodError.data).toMatchObject({ field: "partySize", httpStatus: 400 });
    expect(conflict.status).toBe("rejected");
    const conflictError = (conflict as PromiseRejectedResult).reason;
    expect(trpcErrorCode(conflictError)).toBe("CONFLICT");
    expect(conflictError.message).toBe(`Twice (ticket ${first.ticket}) is already waiting with this phone.`);
    // Mixed answers come back as one 207.
    expect(httpStatusOf(conflictError)).toBe(207);
    expect(summary.status).toBe("fulfilled");
    await client.waitlist.seat.mutate({ id: first.id });
  });

  // Last: it spends this address's sign-in budget.
  it("the door's 429 reaches every call of a batch as a TRPCClientError with the limit's message", async () => {
    const client = anonymous();
    // Blank fields: refused by validation, so no password hashing; one batch (one request) of max + 1 calls.
    const calls = Array.from({ length: RATE_LIMITS.login.max + 1 }, () =>
      client.auth.login.mutate({ email: "", password: "" }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    for (const r of results as PromiseRejectedResult[]) {
      expect(trpcErrorCode(r.reason)).toBe("TOO_MANY_REQUESTS");
      expect(r.reason.message).toBe(RATE_LIMITS.login.message);
      expect(httpStatusOf(r.reason)).toBe(429);
    }
    const response = (results[0] as PromiseRejectedResult).reason.meta?.response as Response;
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another call alone (a batch of one) is refused the same way.
    const alone = await client.auth.login.mutate({ email: "", password: "" }).catch((e: unknown) => e);
    expect(trpcErrorCode(alone)).toBe("TOO_MANY_REQUESTS");
    expect((alone as Error).message).toBe(RATE_LIMITS.login.message);
  });
});
