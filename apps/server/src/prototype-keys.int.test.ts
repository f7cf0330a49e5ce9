/**
 * Prototype-polluting JSON (`__proto__`, `constructor.prototype`, however spelled) is a 400 on /trpc as on /api:
 * single calls (GET and POST), batches, `?input=` and the live streams, answered by tRPC's own adapter (SECURITY.md). Malformed JSON stays tRPC's own parse error, and ordinary calls go through.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

const STORE = { companySlug: "demo", storeSlug: "downtown" };
const REFUSED = /must not contain the keys __proto__ or constructor\.prototype/;

/** Bodies holding a prototype key, as JSON text (the escapes are what a client could send to slip past a search). */
const poisoned = [
  `{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}`,
  `{"email":"a@b.c","password":"x","extra":{"__proto__":{"admin":true}}}`,
  `{"\\u005f_proto__":{"admin":true},"email":"a@b.c","password":"x"}`,
  `{"_\\u005fpr\\u006fto__":{"admin":true},"email":"a@b.c","password":"x"}`,
  `{"constructor":{"prototype":{"admin":true}},"email":"a@b.c","password":"x"}`,
  `{"list":[{"c":{"constructor":{"prototype":{}}}}],"email":"a@b.c","password":"x"}`,
];

describe("prototype keys on /trpc (createServer)", () => {
  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: "silent" }, logger: false });
  });
  afterAll(() => server.stop());

  const post = (url: string, payload: string) =>
    server.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload });
  const get = (url: string) => server.app.inject({ method: "GET", url });
  const input = (json: string) => `input=${encodeURIComponent(json)}`;

  /** tRPC's error envelope (one per call of a batch) naming the refusal. */
  const expectRefused = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    const body = JSON.parse(res.body) as { error: { message: string; data: { code: string } } } | unknown[];
    for (const one of Array.isArray(body) ? body : [body]) {
      const error = (one as { error: { message: string; data: { code: string } } }).error;
      expect(error.message, what).toMatch(REFUSED);
      expect(error.data.code, what).toBe("BAD_REQUEST");
    }
  };

  it("a mutation's body, a query's ?input= and a subscription's ?input=", async () => {
    for (const body of poisoned) expectRefused(await post("/trpc/auth.login", body), body);
    const details = JSON.stringify(STORE).slice(1, -1);
    for (const json of [
      `{"__proto__":{"admin":true},${details}}`,
      `{"constructor":{"prototype":{"admin":true}},${details}}`,
    ]) {
      expectRefused(await get(`/trpc/public.storeDetails?${input(json)}`), json);
    }
    // A subscription is refused as tRPC refuses one: its stream opens with the error (EventSource reads no body of
    // an answer that is not 200) and ends.
    const stream = await get(`/trpc/guest.onStatus?${input('{"token":"x","__proto__":{"admin":true}}')}`);
    expect(stream.headers["content-type"]).toBe("text/event-stream");
    const error = stream.body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    expect(JSON.parse(error ?? "null"), stream.body).toMatchObject({
      message: expect.stringMatching(REFUSED),
      data: { code: "BAD_REQUEST" },
    });
    expect(stream.body).not.toMatch(/event: return/);
  });

  it("a batch, by GET and by POST, and an input parameter whose name is percent-encoded", async () => {
    const inputs = `{"0":${JSON.stringify(STORE)},"1":{"__proto__":{"admin":true}}}`;
    expectRefused(
      await get(`/trpc/public.storeDetails,public.storeDetails?batch=1&${input(inputs)}`),
      "GET batch",
    );
    expectRefused(
      await post("/trpc/auth.login,auth.login?batch=1", `{"0":{},"1":${poisoned[0]}}`),
      "POST batch",
    );
    expectRefused(
      await get(
        `/trpc/public.storeDetails?%69nput=${encodeURIComponent(`{"__proto__":{},${JSON.stringify(STORE).slice(1)}`)}`,
      ),
      "encoded name",
    );
  });

  it("ordinary calls, a harmless constructor key and malformed JSON answer as before", async () => {
    const ok = await get(`/trpc/public.storeDetails?${input(JSON.stringify(STORE))}`);
    expect(ok.statusCode, ok.body).toBe(200);
    // A key named like a prototype's property, without what pollutes (constructor.prototype): an ordinary field.
    const harmless = await get(
      `/trpc/public.storeDetails?${input(JSON.stringify({ ...STORE, constructor: { name: "x" }, proto: 1 }))}`,
    );
    expect(harmless.statusCode, harmless.body).toBe(200);
    const wrong = await post(
      "/trpc/auth.login",
      '{"email":"nobody@example.com","password":"wrong-password"}',
    );
    expect(wrong.statusCode).toBe(401);
    const broken = await post("/trpc/auth.login", '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toMatch(REFUSED);
    // The legacy path refuses the same body (Fastify's parser: the one check both use).
    const legacy = await post("/api/dj-rest-auth/login/", poisoned[0] ?? "");
    expect(legacy.statusCode).toBe(400);
  });
});
