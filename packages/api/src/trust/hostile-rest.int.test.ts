/**
 * Hostile input to every legacy /api path (walked from restRoutes): generated query strings and bodies derived from
 * a valid call, odd path ids, malformed JSON, wrong content types, oversized bodies, odd Authorization headers.
 * Never a 5xx; a refusal carries a message and changes no row.
 */
import { testDrivers } from "@seatline/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { restRoutes } from "../rest/plugin";
import { createHarness, type Harness } from "../testing/harness";
import { NOON_NY } from "../testing/reservation-kit";
import { seedTrustData, type TrustIds } from "../testing/trust/fixtures";
import { HOSTILE_SEED, HostileChecker, RUNS_PER_TARGET } from "../testing/trust/hostile-check";
import {
  encodePathPart,
  fieldSweep,
  hostilePayload,
  hostileString,
  malformedBodies,
  oversizedBody,
} from "../testing/trust/hostile-values";
import { callRest, type RestCall } from "../testing/trust/http-calls";
import { restTargets } from "../testing/trust/rest-targets";

describe.each(testDrivers())("hostile input to the legacy API on %s", (kind) => {
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

  it("generated and malformed input to every path: never a 5xx, and a refusal changes nothing", async () => {
    const checker = new HostileChecker(h);
    let targets = 0;
    for (const route of restRoutes) {
      const key = `${route.method} ${route.url}`;
      const t = restTargets[key];
      expect(t, `trust target for ${key}`).toBeDefined();
      if (!t) continue;
      targets += 1;
      const staffToken = t.endsSession ? await spareToken() : demoToken;
      checker.rebase();
      const seed = t.control(ids);
      const hasBody = route.method !== "GET";
      const label = (c: RestCall) =>
        `${c.method} ${c.url} ${JSON.stringify(c.query ?? {}).slice(0, 120)} ${JSON.stringify(c.body ?? null).slice(0, 160)}`;
      const send = (c: RestCall, token: string | undefined) =>
        checker.check(label(c), () => callRest(h.app, c, token));
      // Public paths are tried both anonymously and signed in (a staff caller of create_reservation books for its store).
      const tokens = t.access === "public" ? fc.constantFrom(undefined, staffToken) : fc.constant(staffToken);
      const url = route.url.includes(":id")
        ? fc.oneof(
            { arbitrary: fc.constant(seed.url), weight: 2 },
            {
              arbitrary: hostileString.map((id) => route.url.replace(":id", encodePathPart(id))),
              weight: 1,
            },
          )
        : fc.constant(seed.url);
      const call = fc.record({
        url,
        query: hasBody
          ? fc.oneof(fc.constant(seed.query), hostilePayload(seed.query ?? {}))
          : hostilePayload(seed.query ?? {}),
        body: hasBody ? hostilePayload(seed.body ?? {}) : fc.constant(undefined),
        token: tokens,
      });
      await checker.run(key, () =>
        fc.assert(
          fc.asyncProperty(call, async ({ url, query, body, token }) => {
            const q =
              query && typeof query === "object" && !Array.isArray(query)
                ? (query as Record<string, unknown>)
                : { q: query };
            await send({ method: route.method, url, query: q, body }, token);
          }),
          { numRuns: RUNS_PER_TARGET, seed: HOSTILE_SEED },
        ),
      );
      const token = t.access === "public" ? undefined : staffToken;
      const sweep = hasBody ? fieldSweep(seed.body) : fieldSweep(seed.query);
      for (const input of sweep) {
        const c: RestCall = hasBody
          ? { ...seed, body: input }
          : { ...seed, query: input as Record<string, unknown> };
        await checker.fixed(label(c), () => callRest(h.app, c, token));
      }
      if (hasBody) {
        for (const { rawBody, contentType } of [
          ...malformedBodies,
          { rawBody: oversizedBody, contentType: "application/json" },
        ]) {
          await checker.fixed(`${key} raw ${contentType} ${rawBody.slice(0, 30)}`, () =>
            callRest(
              h.app,
              { method: route.method, url: seed.url, query: seed.query, rawBody, contentType },
              token,
            ),
          );
        }
      } else {
        // Repeated query keys arrive as arrays.
        const doubled = Object.fromEntries(Object.entries(seed.query ?? {}).map(([k, v]) => [k, [v, v]]));
        await checker.fixed(`${key} repeated keys`, () =>
          callRest(h.app, { ...seed, query: doubled }, token),
        );
      }
      for (const authorization of [`Token ${"a".repeat(200)}`, `Bearer ${demoToken}x`]) {
        await checker.fixed(`${key} authorization ${authorization.slice(0, 20)}`, async () => {
          const res = await h.app.inject({ method: route.method, url: seed.url, headers: { authorization } });
          return { status: res.statusCode, body: res.body };
        });
      }
    }
    console.log(`hostile input (REST, ${kind}): ${checker.cases} cases over ${targets} targets`);
    expect(checker.failures).toEqual([]);
    expect(targets).toBe(restRoutes.length);
  }, 600_000);
});
