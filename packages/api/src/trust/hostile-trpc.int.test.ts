/**
 * Hostile input to every tRPC procedure (walked from appRouter): generated payloads derived from a valid call
 * (fields of the wrong type, huge numbers, long and odd unicode, SQL/HTML fragments, bad dates, missing and extra
 * fields), malformed JSON, oversized bodies, wrong methods, odd batches and Authorization headers. Never a 5xx;
 * a refusal carries a message and changes no row.
 */
import { testDrivers } from "@seatline/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY } from "../testing/reservation-kit";
import { seedTrustData, type TrustIds } from "../testing/trust/fixtures";
import { HOSTILE_SEED, HostileChecker, RUNS_PER_TARGET } from "../testing/trust/hostile-check";
import {
  fieldSweep,
  hostilePayload,
  hostileString,
  hostileValue,
  malformedBodies,
  oversizedBody,
} from "../testing/trust/hostile-values";
import { callTrpc } from "../testing/trust/http-calls";
import { trpcTargets } from "../testing/trust/trpc-targets";
import { procedureList } from "./procedure-list";

const procedures = (await procedureList()).map(({ path, type }) => ({ path, type }));

describe.each(testDrivers())("hostile input to tRPC on %s", (kind) => {
  let h: Harness;
  let ids: TrustIds;
  let demoToken: string;
  const clock = manualClock(NOON_NY);
  const spareToken = async () =>
    (await (await h.caller()).auth.login({ email: "demo@seatline.dev", password: "seatline-demo" })).token;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    ids = await seedTrustData(h);
    demoToken = await h.tokenFor("demo");
  });
  afterAll(() => h.close());

  it("generated and malformed input to every procedure: never a 5xx, and a refusal changes nothing", async () => {
    const checker = new HostileChecker(h);
    let targets = 0;
    for (const { path, type } of procedures) {
      const t = trpcTargets[path];
      expect(t, `trust target for ${path}`).toBeDefined();
      if (!t) continue;
      targets += 1;
      if (type === "subscription") {
        // An SSE stream that stays open once it is valid: only input and connection parameters that cannot be valid
        // (no session, no real status token), so every stream ends with its error event.
        const hostileInput = fc.oneof(
          hostileValue,
          hostileString.map((token) => ({ token })),
        );
        const params = fc.oneof(
          hostileString,
          hostileString.map((token) => JSON.stringify({ token })),
        );
        await checker.run(path, () =>
          fc.assert(
            fc.asyncProperty(hostileInput, params, async (input, connectionParams) => {
              const query = new URLSearchParams({ connectionParams });
              if (input !== undefined) query.set("input", JSON.stringify(input));
              await checker.check(`${path} ${query.toString().slice(0, 200)}`, async () => {
                const res = await h.app.inject({ method: "GET", url: `/trpc/${path}?${query.toString()}` });
                return { status: res.statusCode, body: res.body };
              });
            }),
            { numRuns: RUNS_PER_TARGET, seed: HOSTILE_SEED },
          ),
        );
        continue;
      }
      const token = t.access === "public" ? undefined : t.endsSession ? await spareToken() : demoToken;
      checker.rebase();
      const seed = t.input(ids);
      await checker.run(path, () =>
        fc.assert(
          fc.asyncProperty(hostilePayload(seed), async (input) => {
            await checker.check(`${path} ${JSON.stringify(input)?.slice(0, 200)}`, () =>
              callTrpc(h.app, path, type, input, { token }),
            );
          }),
          { numRuns: RUNS_PER_TARGET, seed: HOSTILE_SEED },
        ),
      );
      for (const input of fieldSweep(seed)) {
        await checker.fixed(`${path} ${JSON.stringify(input).slice(0, 200)}`, () =>
          callTrpc(h.app, path, type, input, { token }),
        );
      }
      // Protocol-level oddities: malformed and oversized input, the wrong method, odd batches, odd credentials.
      for (const { rawBody } of malformedBodies
        .filter((b) => b.contentType === "application/json")
        .slice(0, 5)) {
        await checker.fixed(`${path} raw ${rawBody.slice(0, 30)}`, () =>
          callTrpc(h.app, path, type, undefined, { token, rawInput: rawBody }),
        );
      }
      if (type === "mutation") {
        await checker.fixed(`${path} oversized`, () =>
          callTrpc(h.app, path, type, undefined, { token, rawInput: oversizedBody }),
        );
      }
      const other = type === "query" ? "mutation" : "query";
      await checker.fixed(`${path} as a ${other}`, () => callTrpc(h.app, path, other, seed, { token }));
      for (const url of [
        `/trpc/${path},${path}?batch=1&input=${encodeURIComponent('{"0":1,"1":"x","7":null}')}`,
        `/trpc/${path},nope.nothing?batch=1`,
      ]) {
        await checker.fixed(`${path} batch ${url}`, async () => {
          const res = await h.app.inject({
            method: type === "query" ? "GET" : "POST",
            url,
            headers: { authorization: `Bearer ${token ?? ""}`, "content-type": "application/json" },
            payload: type === "query" ? undefined : '{"0":{"x":1}}',
          });
          return { status: res.statusCode, body: res.body };
        });
      }
      for (const authorization of [`Bearer ${"a".repeat(200)}`, `Basic ${demoToken}`]) {
        await checker.fixed(`${path} authorization ${authorization.slice(0, 20)}`, () =>
          callTrpc(h.app, path, type, seed, { headers: { authorization } }),
        );
      }
    }
    console.log(`hostile input (tRPC, ${kind}): ${checker.cases} cases over ${targets} targets`);
    expect(checker.failures).toEqual([]);
    expect(targets).toBe(procedures.length);
  }, 600_000);
});
