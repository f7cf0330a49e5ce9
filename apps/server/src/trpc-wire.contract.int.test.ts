/**
 * The contract between the two halves of tRPC's wire format: the apps' real client (packages/ui trpc-wire.ts:
 * httpBatchLink for queries, httpLink with an Idempotency-Key for mutations, httpSubscriptionLink with stream
 * tickets, splitLink, as the apps build it) against a real server (createServer, PGlite) answering through tRPC's own
 * Fastify adapter: subscriptions over its SSE, batches, and the rate-limit door's 429s (packages/api trpc-refusal.ts).
 * An upgrade of @trpc/* that changes what the apps read fails here.
 */

import { openAllDay } from "@seatline/db/testing";
import { guestTokenInput, joinWaitlistInput } from "@seatline/domain";
import { createWireClient, httpStatusOf, newIdempotencyKey, trpcErrorCode } from "@seatline/ui/trpc-wire";
import { EventSource } from "eventsource";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SeatlineServer } from "./create-server";
import { RATE_LIMITS } from "./rate-limits";
import { createTestServer } from "./testing/test-server";

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
    server = await createTestServer({
      env: {
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

  it("a batch with a zod refusal, a refusal and a success: each call gets its own answer", async () => {
    const client = staff();
    const first = await client.waitlist.add.mutate({ partySize: 2, name: "Twice", phone: "4155550142" });
    const badToken = { token: "short" };
    // Queries called in one tick: httpBatchLink sends them as one request.
    const [zod, missing, summary] = await Promise.allSettled([
      client.guest.status.query(badToken),
      client.waitlist.statusLink.query({ id: 2_000_000_000 }),
      client.waitlist.summary.query(),
    ]);
    expect(zod.status).toBe("rejected");
    const zodError = (zod as PromiseRejectedResult).reason;
    expect(trpcErrorCode(zodError)).toBe("BAD_REQUEST");
    expect(zodError.message).toBe(zodMessage(guestTokenInput.safeParse(badToken)));
    expect(zodError.data).toMatchObject({ field: "token", httpStatus: 400 });
    expect(missing.status).toBe("rejected");
    const missingError = (missing as PromiseRejectedResult).reason;
    expect(trpcErrorCode(missingError)).toBe("NOT_FOUND");
    // Mixed answers come back as one 207.
    expect(httpStatusOf(missingError)).toBe(207);
    expect(summary.status).toBe("fulfilled");

    // Mutations called in one tick go one request each (each with its own Idempotency-Key): their own statuses.
    const refused = { partySize: 0, name: "Zero" };
    const [zodWrite, conflict] = await Promise.allSettled([
      client.waitlist.join.mutate(refused),
      client.waitlist.add.mutate({ partySize: 2, name: "Twice again", phone: "4155550142" }),
    ]);
    const zodWriteError = (zodWrite as PromiseRejectedResult).reason;
    expect(trpcErrorCode(zodWriteError)).toBe("BAD_REQUEST");
    expect(zodWriteError.message).toBe(zodMessage(joinWaitlistInput.safeParse(refused)));
    expect(zodWriteError.data).toMatchObject({ field: "partySize", httpStatus: 400 });
    expect(httpStatusOf(zodWriteError)).toBe(400);
    const conflictError = (conflict as PromiseRejectedResult).reason;
    expect(trpcErrorCode(conflictError)).toBe("CONFLICT");
    expect(conflictError.message).toBe(`Twice (ticket ${first.ticket}) is already waiting with this phone.`);
    expect(httpStatusOf(conflictError)).toBe(409);
    await client.waitlist.seat.mutate({ id: first.id });
  });

  it("every mutation carries a fresh Idempotency-Key; a call passing its own key is written once", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const client = staff();
    const a = await client.waitlist.join.mutate({ partySize: 2, name: "Keyed" });
    const b = await client.waitlist.join.mutate({ partySize: 2, name: "Keyed" });
    expect(b.id).not.toBe(a.id);
    const keys = fetchSpy.mock.calls
      .filter(([u]) => String(u).includes("/waitlist.join"))
      .map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // A retry of one user action passes the action's key: the server answers the first call's result.
    const key = newIdempotencyKey();
    const c = await client.waitlist.join.mutate(
      { partySize: 2, name: "Keyed once" },
      { context: { idempotencyKey: key } },
    );
    const d = await client.waitlist.join.mutate(
      { partySize: 2, name: "Keyed once" },
      { context: { idempotencyKey: key } },
    );
    expect(d).toEqual(c);
    const other = await client.waitlist.join
      .mutate({ partySize: 3, name: "Keyed once" }, { context: { idempotencyKey: key } })
      .catch((e: unknown) => e);
    expect(trpcErrorCode(other)).toBe("UNPROCESSABLE_CONTENT");
    expect((other as Error).message).toBe("This request key was already used for a different request.");
    for (const id of [a.id, b.id, c.id]) await client.waitlist.seat.mutate({ id });
  });

  // Last: it spends this address's sign-in and public read budgets.
  it("the door's 429 reaches the calls past the limit as a TRPCClientError with the limit's message, a batch's every call", async () => {
    const client = anonymous();
    // Blank fields: refused by validation, so no password hashing; max + 1 sign-ins at once, each its own request.
    const calls = Array.from({ length: RATE_LIMITS.login.max + 1 }, () =>
      client.auth.login.mutate({ email: "", password: "" }),
    );
    const results = (await Promise.allSettled(calls)) as PromiseRejectedResult[];
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    const limited = results.filter((r) => trpcErrorCode(r.reason) === "TOO_MANY_REQUESTS");
    // The budget held max; the sign-in before all tests took one, so the last two are past it.
    expect(limited).toHaveLength(2);
    expect(results.filter((r) => trpcErrorCode(r.reason) === "BAD_REQUEST")).toHaveLength(
      RATE_LIMITS.login.max - 1,
    );
    for (const r of limited) {
      expect(r.reason.message).toBe(RATE_LIMITS.login.message);
      expect(httpStatusOf(r.reason)).toBe(429);
      const response = r.reason.meta?.response as Response;
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another call alone is refused the same way.
    const alone = await client.auth.login.mutate({ email: "", password: "" }).catch((e: unknown) => e);
    expect(trpcErrorCode(alone)).toBe("TOO_MANY_REQUESTS");
    expect((alone as Error).message).toBe(RATE_LIMITS.login.message);

    // Queries still go in batches: with the public read budget spent, every call of a batch gets the 429.
    const slugs = { companySlug: "demo", storeSlug: "downtown" };
    await Promise.allSettled(
      Array.from({ length: RATE_LIMITS.publicRead.max }, () => client.public.storeDetails.query(slugs)),
    );
    const batch = (await Promise.allSettled([
      client.public.storeDetails.query(slugs),
      client.guest.joinInfo.query(slugs),
      client.public.bookableDates.query(slugs),
    ])) as PromiseRejectedResult[];
    expect(batch.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const r of batch) {
      expect(trpcErrorCode(r.reason)).toBe("TOO_MANY_REQUESTS");
      expect(r.reason.message).toBe(RATE_LIMITS.publicRead.message);
      expect(httpStatusOf(r.reason)).toBe(429);
    }
  });
});
