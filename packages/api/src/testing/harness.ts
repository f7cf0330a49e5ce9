import { type DriverKind, demoStores } from "@seatline/db";
import { createTestDb, type TestDatabase } from "@seatline/db/testing";
import Fastify, { type FastifyInstance } from "fastify";
import { type Clock, systemClock } from "../clock";
import { createContext } from "../context";
import { type AppDeps, createDeps } from "../deps";
import { registerApi } from "../http";
import { createCaller } from "../root";

export interface Harness {
  db: TestDatabase;
  deps: AppDeps;
  /** A bare Fastify app with /trpc and /api, for app.inject(). */
  app: FastifyInstance;
  /** Signs in a demo user (demo / rival) and answers the token. */
  tokenFor(who: "demo" | "rival"): Promise<string>;
  /** A tRPC caller acting with that token (or anonymously). */
  caller(token?: string): Promise<ReturnType<typeof createCaller>>;
  close(): Promise<void>;
}

/** A fresh seeded database of the given kind, the API on a bare Fastify app, and helpers to act as demo staff. */
export async function createHarness(
  kind: DriverKind,
  opts: { clock?: Clock; poolMax?: number } = {},
): Promise<Harness> {
  const db = await createTestDb(kind, { poolMax: opts.poolMax });
  const deps = createDeps(db, { clock: opts.clock ?? systemClock, rateLimits: false });
  await deps.events.start();
  const app = Fastify({ logger: false, bodyLimit: 65_536 });
  await registerApi(app, deps);
  await app.ready();
  const tokens = new Map<string, string>();
  const harness: Harness = {
    db,
    deps,
    app,
    async tokenFor(who) {
      const cached = tokens.get(who);
      if (cached) return cached;
      const d = demoStores.find((s) => s.companySlug === who);
      if (!d) throw new Error(`no demo store ${who}`);
      const res = await (await harness.caller()).auth.login({ email: d.email, password: d.password });
      tokens.set(who, res.token);
      return res.token;
    },
    async caller(token) {
      return createCaller(
        await createContext(deps, { authorization: token ? `Bearer ${token}` : undefined, ip: "127.0.0.1" }),
      );
    },
    async close() {
      await app.close();
      await deps.events.stop();
      await db.destroy();
    },
  };
  return harness;
}
