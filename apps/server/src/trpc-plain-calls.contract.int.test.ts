/**
 * Plain tRPC calls answered outside tRPC's Fetch adapter (packages/api trpc-plain-calls.ts) answer what the adapter
 * answers. Two servers on one database and one clock, one with the plain-call path and one with tRPC's own
 * fastifyTRPCPlugin only, get the same requests in turn: each answer's status, headers (all but the date and the
 * framing), body and log lines must be equal. The plain path announces itself by its content-length (tRPC's adapter
 * streams its body), so each case also says which path it must have taken.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { manualClock } from "@seatline/api/testing";
import { createDb, type Database } from "@seatline/db";
import { createTestDb, openAllDay, type TestDatabase } from "@seatline/db/testing";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type SeatlineServer } from "./create-server";

const env = { LOG_LEVEL: "info", SERVE_APPS: "false", SMS_PROVIDER: "log", RATE_LIMITS: "on" };
const DOWN_URL = "postgres://postgres@127.0.0.1:1/unreachable";

/** A server's log lines, as objects, since the last take(). */
function logSink() {
  let lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return {
    stream,
    /** The lines without what differs between two processes or two requests (time, ids, ports, durations). */
    take(): unknown[] {
      const taken = lines.map((l) => {
        const { time, pid, hostname, reqId, responseTime, ...rest } = l;
        const req = rest.req as Record<string, unknown> | undefined;
        const err = rest.err as Record<string, unknown> | undefined;
        return {
          ...rest,
          ...(req ? { req: { ...req, remotePort: undefined } } : {}),
          ...(err ? { err: { type: err.type, message: err.message } } : {}),
        };
      });
      lines = [];
      return taken;
    },
  };
}

interface Pair {
  lean: SeatlineServer;
  adapter: SeatlineServer;
  leanLog: ReturnType<typeof logSink>;
  adapterLog: ReturnType<typeof logSink>;
}

async function serverPair(database: Database, clock: ReturnType<typeof manualClock>): Promise<Pair> {
  const leanLog = logSink();
  const adapterLog = logSink();
  const lean = await createServer({ env, database, clock, logStream: leanLog.stream });
  const adapter = await createServer({
    env,
    database,
    clock,
    logStream: adapterLog.stream,
    trpcPlainCalls: false,
  });
  return { lean, adapter, leanLog, adapterLog };
}

/** What a client can see of an answer: status, headers (not the date, nor how the body is framed), body. */
function seen(res: LightMyRequestResponse) {
  const { date, "content-length": _length, "transfer-encoding": _te, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

let address = 0;

/**
 * Sends `request` to the adapter-only server, then to the plain-call one (same remote address, fresh per request so
 * the rate-limit door counts each request once per server), and answers both.
 */
async function both(pair: Pair, request: InjectOptions) {
  const remoteAddress = `198.51.100.${++address}`;
  pair.adapterLog.take();
  pair.leanLog.take();
  const adapter = await pair.adapter.app.inject({ ...request, remoteAddress });
  const lean = await pair.lean.app.inject({ ...request, remoteAddress });
  return {
    adapter,
    lean,
    adapterLines: pair.adapterLog.take(),
    leanLines: pair.leanLog.take(),
  };
}

/** Asserts both answers (and log lines) equal; `path` says which path the plain-call server must have taken. */
async function expectSame(pair: Pair, request: InjectOptions, path: "plain" | "adapter", status: number) {
  const r = await both(pair, request);
  expect(seen(r.lean)).toEqual(seen(r.adapter));
  expect(r.lean.statusCode).toBe(status);
  expect(r.leanLines).toEqual(r.adapterLines);
  expect(r.leanLines.length).toBeGreaterThan(0);
  // tRPC's adapter streams its answer (no content-length); the plain path sends it in one piece.
  expect(r.adapter.headers["content-length"]).toBeUndefined();
  if (path === "plain") expect(r.lean.headers["content-length"]).toBe(String(r.lean.rawPayload.length));
  else expect(r.lean.headers["content-length"]).toBeUndefined();
  return r;
}

describe("plain tRPC calls: the plain-call path answers what tRPC's adapter answers", {
  timeout: 60_000,
}, () => {
  let db: TestDatabase;
  let pair: Pair;
  let token: string;
  let entryId: number;
  const clock = manualClock(new Date());
  const auth = () => ({ authorization: `Bearer ${token}` });
  const json = { "content-type": "application/json" };
  const query = (path: string, input?: unknown, headers: Record<string, string> = auth()) => ({
    method: "GET" as const,
    url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    headers,
  });
  const mutation = (path: string, input: unknown, headers: Record<string, string> = {}) => ({
    method: "POST" as const,
    url: `/trpc/${path}`,
    headers: { ...auth(), ...json, ...headers },
    payload: typeof input === "string" ? input : JSON.stringify(input),
  });

  beforeAll(async () => {
    db = await createTestDb("pglite");
    await openAllDay(db.db);
    pair = await serverPair(db, clock);
    const login = await pair.lean.app.inject(
      mutation(
        "auth.login",
        { email: "demo@seatline.dev", password: "seatline-demo" },
        { authorization: "" },
      ),
    );
    expect(login.statusCode).toBe(200);
    token = login.json().result.data.token;
    const joined = await pair.lean.app.inject(
      mutation("waitlist.join", { partySize: 2, name: "Plain" }, { "idempotency-key": randomUUID() }),
    );
    expect(joined.statusCode).toBe(200);
    entryId = joined.json().result.data.id;
  });
  afterAll(async () => {
    await pair?.lean.stop();
    await pair?.adapter.stop();
    await db?.destroy();
  });

  it("a query: with ?input=, without, and with an empty one", async () => {
    await expectSame(pair, query("waitlist.list", {}), "plain", 200);
    await expectSame(pair, query("waitlist.list"), "plain", 200);
    await expectSame(pair, { ...query("waitlist.list"), url: "/trpc/waitlist.list?input=" }, "plain", 200);
    await expectSame(pair, query("waitlist.summary"), "plain", 200);
  });

  it("a mutation, and a keyed join answered once by each path (the other answers the kept answer)", async () => {
    const r = await expectSame(
      pair,
      mutation("waitlist.note", { id: entryId, note: "window seat" }),
      "plain",
      200,
    );
    expect(r.lean.json().result.data.note).toBe("window seat");
    for (const _ of [1, 2]) {
      const key = { "idempotency-key": randomUUID() };
      const first = await expectSame(
        pair,
        mutation("waitlist.join", { partySize: 3, name: "Key" }, key),
        "plain",
        200,
      );
      expect(first.lean.json().result.data.name).toBe("Key");
    }
  });

  it("refusals: zod input error, no session, unknown procedure, wrong method, a conflict", async () => {
    const zod = await expectSame(
      pair,
      mutation("waitlist.join", { partySize: 0, name: "Zero" }),
      "plain",
      400,
    );
    expect(zod.lean.json().error.data.field).toBe("partySize");
    await expectSame(pair, query("waitlist.list", {}, {}), "plain", 401);
    await expectSame(pair, query("waitlist.nothing"), "plain", 404);
    await expectSame(pair, mutation("nothing.here", {}), "plain", 404);
    await expectSame(pair, query("waitlist.join", { partySize: 2, name: "Get" }), "plain", 405);
    await expectSame(pair, mutation("waitlist.list", {}), "plain", 405);
    const seated = await pair.lean.app.inject(mutation("waitlist.seat", { id: entryId }));
    expect(seated.statusCode).toBe(200);
    const conflict = await expectSame(pair, mutation("waitlist.leave", { id: entryId }), "plain", 409);
    expect(conflict.lean.json().error.data.code).toBe("CONFLICT");
  });

  it("input that is not JSON: a body, an empty body, ?input=", async () => {
    const bad = await expectSame(pair, mutation("waitlist.join", "{not json"), "plain", 400);
    expect(bad.lean.json().error.message).toMatch(/JSON/);
    await expectSame(pair, mutation("waitlist.join", ""), "plain", 400);
    await expectSame(
      pair,
      { ...query("waitlist.list"), url: "/trpc/waitlist.list?input=%7Bnope" },
      "plain",
      400,
    );
  });

  it("everything else goes to tRPC's adapter: a batch, HEAD, another content type, a streaming accept", async () => {
    const batch = `/trpc/waitlist.list,waitlist.summary?batch=1&input=${encodeURIComponent("{}")}`;
    await expectSame(pair, { method: "GET", url: batch, headers: auth() }, "adapter", 200);
    await expectSame(
      pair,
      { method: "GET", url: "/trpc/waitlist.list,nope?batch=1", headers: auth() },
      "adapter",
      207,
    );
    await expectSame(pair, { ...query("waitlist.list"), method: "HEAD" }, "adapter", 204);
    await expectSame(
      pair,
      {
        ...mutation("waitlist.note", { id: entryId, note: "x" }),
        headers: { ...auth(), "content-type": "text/plain" },
      },
      "adapter",
      415,
    );
    await expectSame(
      pair,
      { ...query("waitlist.list"), headers: { ...auth(), "trpc-accept": "application/jsonl" } },
      "adapter",
      400,
    );
    // Fastify decodes the path once: encoded once is the plain path's. A name still encoded after that is refused
    // at the door (procedure-spelling.ts) before either path: the same 400 from both servers.
    await expectSame(pair, { ...query("waitlist.list"), url: "/trpc/waitlist%2Elist" }, "plain", 200);
    const twice = await both(pair, { ...query("waitlist.list"), url: "/trpc/waitlist%252Elist" });
    expect(seen(twice.lean)).toEqual(seen(twice.adapter));
    expect(twice.lean.statusCode).toBe(400);
    expect(twice.lean.json().error.message).toBe(
      "Procedure names are sent as they are, not percent-encoded.",
    );
  });
});

describe("plain tRPC calls: a database that does not answer is the same 503", { timeout: 60_000 }, () => {
  let unreachable: Database;
  let pair: Pair;
  beforeAll(async () => {
    unreachable = await createDb({ url: DOWN_URL, poolMax: 1 });
    const downDb = new Proxy({} as Database["db"], {
      get: (_t, key) => Reflect.get(unreachable.db as object, key, unreachable.db),
    });
    pair = await serverPair({ ...unreachable, db: downDb, migrate: async () => {} }, manualClock(new Date()));
  });
  afterAll(async () => {
    await pair?.lean.stop();
    await pair?.adapter.stop();
    await unreachable?.close();
  });

  it("the session lookup fails: 503, logged as database unavailable", async () => {
    const r = await expectSame(
      pair,
      { method: "GET", url: "/trpc/waitlist.list", headers: { authorization: `Bearer ${"a".repeat(43)}` } },
      "plain",
      503,
    );
    expect(r.leanLines.map((l) => (l as { msg: string }).msg)).toContain("database unavailable");
  });
});
