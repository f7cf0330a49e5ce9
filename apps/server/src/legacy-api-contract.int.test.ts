/**
 * The legacy API against its own document: every operation of /api/openapi.json is called on a running server
 * (createServer on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) once per documented status — the valid
 * call and each documented error — and every answer's status, headers and body are checked against the document
 * (an undocumented status, content type or field fails). A documented status no call produced fails too.
 */
import { randomUUID } from "node:crypto";
import { buildOpenApiDocument } from "@seatline/api";
import { manualClock } from "@seatline/api/testing";
import { createDb, type Database } from "@seatline/db";
import { createTestDb, type TestDatabase, testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Api,
  apiOf,
  CLOCK_START,
  type Make,
  type OpSpec,
  oversized,
  type Req,
  retarget,
} from "./contract/contract-kit";
import { hostInfoSpecs } from "./contract/host-info-specs";
import { OpenApiValidator } from "./contract/openapi-validator";
import { reportSpecs } from "./contract/report-specs";
import { reservationInfoSpecs } from "./contract/reservation-info-specs";
import { createServer, type SeatlineServer } from "./create-server";

const env = { LOG_LEVEL: "silent", SERVE_APPS: "false", SMS_PROVIDER: "log", RATE_LIMITS: "on" };
const DOWN_URL = "postgres://postgres@127.0.0.1:1/unreachable";
/** The operations of the document as the server builds it. */
const OPERATIONS = Object.values(
  (await buildOpenApiDocument({ serverUrl: "/" })).paths as Record<string, object>,
).flatMap((item) =>
  Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
);

describe.each(testDrivers())("legacy API contract on %s", { timeout: 60_000 }, (kind) => {
  let db: TestDatabase;
  let server: SeatlineServer;
  let down: SeatlineServer;
  let unreachable: Database;
  let api: Api;
  let downApi: Api;
  let doc: OpenApiValidator;
  let specs: OpSpec[];
  const covered = new Map<string, Set<number>>();
  let address = 0;
  const freshAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    db = await createTestDb(kind);
    server = await createServer({ env, database: db, clock: manualClock(CLOCK_START), logger: false });
    // A server whose database cannot be reached (nothing listens on the port): every path answers its 503. Each
    // 503 call gets a fresh client, so postgres.js's growing reconnect back-off does not slow the run down.
    unreachable = await createDb({ url: DOWN_URL, poolMax: 1 });
    const downDb = new Proxy({} as Database["db"], {
      get: (_t, key) => Reflect.get(unreachable.db as object, key, unreachable.db),
    });
    down = await createServer({
      env,
      database: { ...unreachable, db: downDb, migrate: async () => {} },
      logger: false,
    });
    const login = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "demo@seatline.dev", password: "seatline-demo" },
    });
    const token = (login.json() as { key: string }).key;
    api = apiOf(server.app, token);
    downApi = apiOf(down.app, token);
    const served = await server.app.inject({ method: "GET", url: "/api/openapi.json" });
    doc = new OpenApiValidator(served.json());
    specs = [...hostInfoSpecs(api), ...reservationInfoSpecs(api), ...reportSpecs(api)];
  });
  afterAll(async () => {
    await down?.stop();
    await unreachable?.close();
    await server?.stop();
    await db?.destroy();
  });

  it("documents exactly the operations the contract specs drive", () => {
    expect([...doc.operations.keys()].sort()).toEqual(specs.map((s) => s.op).sort());
  });

  /** The request that should answer `status` for this operation. */
  async function requestFor(spec: OpSpec, status: number, access: "public" | "private") {
    const pick = async (make: Make | undefined, what: string): Promise<Req> => {
      if (!make) throw new Error(`${spec.op}: no ${what} call for its documented ${status}`);
      return make();
    };
    switch (status) {
      case 200:
      case 201:
      case 202:
        return { req: await spec.valid() };
      case 400:
        return { req: await spec.bad() };
      case 401:
        return { req: { ...(await spec.valid()), auth: "none" as const } };
      case 403:
        return { req: spec.other ? await spec.other() : retarget(await spec.valid(), "rival") };
      case 404:
        return { req: spec.unknown ? await spec.unknown() : retarget(await spec.valid(), "nobody") };
      case 409:
        return { req: await pick(spec.conflict, "conflict") };
      case 413:
        return {
          req: await spec.valid(),
          raw: { payload: oversized(server.env.BODY_LIMIT_BYTES), type: "application/json" },
        };
      case 415:
        return { req: await spec.valid(), raw: { payload: "<note>hello</note>", type: "application/xml" } };
      case 422:
        return { req: await spec.valid(), reusedKey: true };
      case 429:
        return { req: await spec.bad(), limited: true };
      case 503:
        return { req: await spec.valid(), down: true };
      default:
        throw new Error(`${spec.op}: no way to produce ${status} (${access})`);
    }
  }

  /** One call of one operation that should answer `status`. */
  async function answer(spec: OpSpec, method: string, route: string, status: number) {
    const { req, raw, limited, down: toDown, reusedKey } = await requestFor(spec, status, "private");
    let res: Awaited<ReturnType<Api["send"]>>;
    if (reusedKey) {
      // The valid call made with a key, then the key again with another request (one more query field): 422.
      const idempotencyKey = randomUUID();
      const first = await api.send(method, route, req, { idempotencyKey });
      if (first.statusCode >= 300)
        throw new Error(`${spec.op}: the keyed valid call answered ${first.statusCode}`);
      res = await api.send(
        method,
        route,
        { ...req, query: { ...req.query, other: "1" } },
        { idempotencyKey },
      );
    } else if (raw) {
      res = await server.app.inject({
        method: method as "POST",
        url: route.replace(":id", String(req.params?.id ?? "1")),
        headers: { "content-type": raw.type, authorization: `Token ${api.demoToken}` },
        payload: raw.payload,
      });
    } else if (limited) {
      // The first answers count against this address's limit; the call after the limit answers 429.
      const from = freshAddress();
      res = await api.send(method, route, req, { remoteAddress: from });
      for (let i = 0; i < 2000 && res.statusCode !== 429; i++) {
        res = await api.send(method, route, req, { remoteAddress: from });
      }
    } else if (toDown) {
      await unreachable.close();
      unreachable = await createDb({ url: DOWN_URL, poolMax: 1 });
      res = await downApi.send(method, route, req);
    } else {
      res = await api.send(method, route, req);
    }
    await req.after?.();
    return res;
  }

  it.each(OPERATIONS)("%s answers each documented status as documented", async (operationId) => {
    const spec = specs.find((s) => s.op === operationId);
    const entry = doc.operations.get(operationId);
    if (!spec || !entry) throw new Error(`${operationId}: no contract spec`);
    const { method, path, op } = entry;
    const route = path.replace("{id}", ":id");
    const problems: string[] = [];
    for (const status of Object.keys(op.responses).map(Number)) {
      const res = await answer(spec, method, route, status);
      if (res.statusCode !== status) {
        problems.push(`${status}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      for (const p of doc.problems(operationId, res)) problems.push(`${status}: ${p}`);
      if (!covered.has(operationId)) covered.set(operationId, new Set());
      covered.get(operationId)?.add(status);
    }
    expect(problems).toEqual([]);
  });

  it("every documented (operation, status) pair was answered and validated", () => {
    const documented = [...doc.operations.values()].reduce(
      (n, e) => n + Object.keys(e.op.responses).length,
      0,
    );
    const checked = [...covered.values()].reduce((n, s) => n + s.size, 0);
    console.log(
      `[contract ${kind}] ${doc.operations.size} operations on ${Object.keys(doc.document.paths as object).length} paths; ${checked}/${documented} documented (operation, status) pairs answered and validated`,
    );
    expect(checked).toBe(documented);
  });
});
