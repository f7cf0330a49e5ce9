/**
 * `pnpm bench [--quick]`: Seatline under load on PostgreSQL, next to a bare baseline, every part its own process.
 * On a throwaway database (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) seeded with the demo
 * stores and a busy day (200 walk-ins waiting in demo/downtown; 100,000 history rows across 500 other stores; a busy
 * reservation book) it starts: two servers under test (src/index.ts as in production: NODE_ENV=production, info
 * logs, rate limits off), the bare Fastify + postgres.js baseline (bench/bare-server.ts, same pool size) and the
 * autocannon load generator (bench/load-generator.ts). Rows are taken in turns over several rounds; each row's ratio is
 * the median of its per-round ratios to its bare baseline of the same round. Then: join on server A → event at an
 * SSE subscriber of server B, and the RSS of a server with 1,000 open live-update streams (bench/stream-memory.ts).
 * BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_POOL tune it; --quick is a smoke run (1 round of 1 s);
 * BENCH_ROWS picks rows and BENCH_CPU_PROF=<dir> profiles server A (both for profiling).
 * BENCH_COMPARE_DIR=<another checkout> (installed, e.g. a `git worktree` of an older commit) starts a third server from
 * that checkout's apps/server on the same database and adds "compared:" rows for sign-in, list, join and booking, each
 * with its ratio to this checkout's row of the same round (is this change slower than that one?).
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { createDb, demoStores, seedDemo } from "@seatline/db";
import {
  busyYearCounts,
  createThrowawayPostgres,
  removeEntriesAfter,
  seedBusyDay,
  seedBusyReservations,
  seedBusyYear,
  waitlistMark,
} from "@seatline/db/bench";
import { addDays, storeDate } from "@seatline/domain";
import { measureEventLatency } from "./event-latency";
import { measureExports } from "./exports";
import type { LoadAnswer, LoadRequest } from "./load-generator";
import { type Proc, startLoadGenerator, startProcess } from "./processes";
import { formatReport, type RowResult } from "./report";
import { measureStreamMemory } from "./stream-memory";

const quick = process.argv.includes("--quick");
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 4));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const pool = process.env.BENCH_POOL ?? "10";
const streams = quick ? 100 : 1000;
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

interface Row {
  name: string;
  /** The bare row this row is compared with (none for the baselines themselves and rows without one). */
  vs?: string;
  request: (s: Targets) => Omit<LoadRequest, "seconds" | "connections">;
  /** Joins grow the line: the rows they added are removed after each run, so every read sees the seeded 200. */
  addsEntries?: boolean;
  /** Connections for this row when not BENCH_CONNECTIONS (1: one request at a time, so p99 is server time). */
  connections?: number;
}

interface Targets {
  subject: string;
  /** Server C: BENCH_COMPARE_DIR's server, when set. */
  compare: string;
  login: { email: string; password: string };
  bare: string;
  auth: Record<string, string>;
  scope: string;
  companySlug: string;
  storeSlug: string;
  today: string;
  busyDate: string;
  bookingDates: string[];
  /** The owner's 90-day report range, ending today. */
  report: { from: string; to: string };
}

const allRows: Row[] = [
  {
    name: "bare read (1 query, no auth)",
    request: (t) => ({ url: `${t.bare}/read?${t.scope}`, method: "GET" }),
  },
  {
    name: "tRPC waitlist.list",
    vs: "bare read (1 query, no auth)",
    request: (t) => ({ url: `${t.subject}/trpc/waitlist.list`, method: "GET", headers: t.auth }),
  },
  {
    name: "REST host_info/waiting_customers",
    vs: "bare read (1 query, no auth)",
    request: (t) => ({
      url: `${t.subject}/api/host_info/waiting_customers?company=${t.companySlug}&store=1&date=${t.today}`,
      method: "GET",
      headers: t.auth,
    }),
  },
  {
    name: "bare join (lock, insert, notify)",
    addsEntries: true,
    request: (t) => ({ url: `${t.bare}/join?${t.scope}`, method: "POST" }),
  },
  {
    name: "tRPC waitlist.join",
    vs: "bare join (lock, insert, notify)",
    addsEntries: true,
    request: (t) => ({
      url: `${t.subject}/trpc/waitlist.join`,
      method: "POST",
      headers: t.auth,
      body: "join",
    }),
  },
  {
    // The host summary's live quotes (Issue 17): the quote summary and tonight's seats, never the year's rows.
    name: "tRPC waitlist.summary (live quotes)",
    request: (t) => ({ url: `${t.subject}/trpc/waitlist.summary`, method: "GET", headers: t.auth }),
  },
  {
    // Issue 18: the owner's 90-day report on a year of a busy store, one request at a time (server time).
    name: "tRPC reports.summary (90 days, 1 conn)",
    connections: 1,
    request: (t) => ({
      url: `${t.subject}/trpc/reports.summary?input=${encodeURIComponent(JSON.stringify(t.report))}`,
      method: "GET",
      headers: t.auth,
    }),
  },
  {
    name: "REST /api/reports/summary (90 d, 4 conn)",
    connections: 4,
    request: (t) => ({
      url: `${t.subject}/api/reports/summary?from=${t.report.from}&to=${t.report.to}`,
      method: "GET",
      headers: t.auth,
    }),
  },
  {
    name: "tRPC public.timeSlots (busy day)",
    request: (t) => {
      const input = { companySlug: t.companySlug, storeSlug: t.storeSlug, date: t.busyDate, partySize: 2 };
      return {
        url: `${t.subject}/trpc/public.timeSlots?input=${encodeURIComponent(JSON.stringify(input))}`,
        method: "GET",
      };
    },
  },
  {
    name: "tRPC public.createReservation",
    request: (t) => ({
      url: `${t.subject}/trpc/public.createReservation`,
      method: "POST",
      body: "booking",
      booking: { companySlug: t.companySlug, storeSlug: t.storeSlug, dates: t.bookingDates },
    }),
  },
  {
    // argon2id by design (tens of ms of CPU each): a cost per sign-in, not a read path.
    name: "tRPC auth.login (sign-in)",
    request: (t) => ({ url: `${t.subject}/trpc/auth.login`, method: "POST", body: "login", login: t.login }),
  },
];

/** The rows BENCH_COMPARE_DIR repeats on server C, each compared with this checkout's row of the same round. */
const comparedRows = [
  "tRPC auth.login (sign-in)",
  "tRPC waitlist.list",
  "tRPC waitlist.join",
  "tRPC public.createReservation",
];
const compareDir = process.env.BENCH_COMPARE_DIR;
if (compareDir) {
  for (const name of comparedRows) {
    const row = allRows.find((r) => r.name === name);
    if (!row) continue;
    allRows.push({
      ...row,
      name: `compared: ${name}`,
      vs: name,
      request: (t) => {
        const r = row.request(t);
        return { ...r, url: r.url.replace(t.subject, t.compare) };
      },
    });
  }
}

/** BENCH_ROWS=join,list keeps the rows whose names contain one of the words (and their baselines): for profiling. */
const only = process.env.BENCH_ROWS?.split(",").filter(Boolean);
const picked = only ? allRows.filter((r) => only.some((w) => r.name.includes(w))) : allRows;
const rows = allRows.filter((r) => picked.includes(r) || picked.some((p) => p.vs === r.name));

async function main() {
  const t0 = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const throwaway = await createThrowawayPostgres(adminUrl);
  log(`database ${throwaway.name}`);
  const procs: Proc[] = [];
  const seedDb = await createDb({ url: throwaway.url, poolMax: 2 });
  let loader: Awaited<ReturnType<typeof startLoadGenerator>> | null = null;
  try {
    await seedDb.migrate();
    await seedDemo(seedDb.db);
    const demo = demoStores[0];
    if (!demo) throw new Error("no demo store");
    const db = seedDb.db;
    const store = await db.query.stores.findFirst({
      where: (s, { eq }) => eq(s.legacyStoreId, demo.legacyStoreId),
    });
    if (!store) throw new Error("demo store not seeded");
    const now = new Date();
    const today = storeDate(store.timezone, now);
    const seedStart = performance.now();
    const todayEntries = 200;
    await seedBusyDay(db, {
      storeId: store.id,
      today,
      now,
      todayEntries,
      historyRows: 100_000,
      historyStores: 500,
    });
    const busyDate = addDays(today, 1);
    await seedBusyReservations(db, { storeId: store.id, date: busyDate, onDate: 150, elsewhere: 50_000 });
    // A year of a busy store for the reports rows (on top of the demo history seedDemo gave it).
    await seedBusyYear(db, {
      storeId: store.id,
      timezone: store.timezone,
      today,
      visits: 150_000,
      reservations: 50_000,
      texts: 100_000,
    });
    const year = await busyYearCounts(db, store.id);
    const seededMax = await waitlistMark(db);
    log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const serverEnv = {
      DATABASE_URL: throwaway.url,
      DB_POOL_MAX: pool,
      NODE_ENV: "production",
      SEED_DEMO: "false",
      RATE_LIMITS: "off",
      SERVE_APPS: "false",
      LOG_LEVEL: "info",
      PUBLIC_URL: "http://127.0.0.1",
    };
    const [a, b, bare] = await Promise.all([
      startProcess("server A", "src/index.ts", serverEnv, [...serverNodeArgs(), ...cpuProfileArgs("a")]),
      startProcess("server B", "src/index.ts", serverEnv, serverNodeArgs()),
      startProcess("bare", "bench/bare-server.ts", { DATABASE_URL: throwaway.url, DB_POOL_MAX: pool }),
    ]);
    procs.push(a, b, bare);
    const c = compareDir
      ? await startProcess(
          "server C (compared)",
          "src/index.ts",
          serverEnv,
          [],
          resolve(compareDir, "apps/server"),
        )
      : null;
    if (c) procs.push(c);
    loader = await startLoadGenerator();
    const login = await fetch(`${a.base}/api/dj-rest-auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    const token = ((await login.json()) as { key: string }).key;
    const targets: Targets = {
      subject: a.base,
      compare: c?.base ?? a.base,
      login: { email: demo.email, password: demo.password },
      bare: bare.base,
      auth: { authorization: `Bearer ${token}` },
      scope: `store=${store.id}&date=${today}`,
      companySlug: demo.companySlug,
      storeSlug: store.slug,
      today,
      busyDate,
      // Bookings within the public page's 90-day horizon, skipping the busy date.
      bookingDates: Array.from({ length: 89 }, (_, i) => addDays(today, 2 + i)),
      report: { from: addDays(today, -89), to: today },
    };
    const resetLine = () => removeEntriesAfter(db, store.id, seededMax);
    const runRow = async (row: Row, secs: number): Promise<LoadAnswer> => {
      if (!loader) throw new Error("no load generator");
      const answer = await loader.run({
        ...row.request(targets),
        seconds: secs,
        connections: row.connections ?? connections,
      });
      if (row.addsEntries) await resetLine();
      return answer;
    };

    log(`warm-up (1 s per row), then ${rounds} round(s) of ${seconds} s per row`);
    for (const row of rows) await runRow(row, 1);
    const results = new Map<string, LoadAnswer[]>(rows.map((r) => [r.name, []]));
    for (let r = 0; r < rounds; r++) {
      // Alternate the order so no row always runs right after the same neighbour.
      const order = r % 2 === 0 ? rows : [...rows].reverse();
      for (const row of order) {
        const answer = await runRow(row, seconds);
        results.get(row.name)?.push(answer);
        log(`round ${r + 1}: ${row.name}: ${answer.rps.toFixed(0)} req/s, p99 ${answer.p99} ms`);
      }
    }
    const measured: RowResult[] = rows.map((row) => ({
      name: row.name,
      vs: row.vs,
      runs: results.get(row.name) ?? [],
      baseline: row.vs ? results.get(row.vs) : undefined,
    }));

    const event = await measureEventLatency({
      join: `${a.base}/trpc/waitlist.join`,
      subscribe: `${b.base}/trpc/events.onStoreChange`,
      token,
      samples: quick ? 20 : 100,
    });
    await resetLine();
    const exports =
      only && !only.some((w) => "reports".includes(w)) ? null : await measureExports(a.base, token, today);
    loader.stop();
    loader = null;
    for (const p of procs.splice(0)) await p.stop();
    if (!only) log(`stream memory: ${streams} open streams`);
    // BENCH_ROWS (profiling) skips it; a smoke run shortens its settle time, a full run keeps stream-memory's own.
    const memory = only
      ? null
      : await measureStreamMemory({
          streams,
          databaseUrl: throwaway.url,
          ...(quick ? { settleMs: 1000 } : {}),
        });

    const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
    process.stdout.write(
      formatReport({
        header: [
          `Seatline bench${quick ? " (--quick)" : ""}: PostgreSQL, ${connections} connections, pool ${pool} per process, ${rounds} round(s) x ${seconds} s per row, rows in turns`,
          `busy day: ${todayEntries} walk-ins waiting in ${demo.companySlug}/${store.slug}; 100,000 history rows across 500 stores; 150 reservations on ${busyDate}, 50,000 more`,
          `busy year (reports): ${demo.companySlug}/${store.slug} holds ${year.visits.toLocaleString("en-US")} visits, ${year.reservations.toLocaleString("en-US")} reservations, ${year.texts.toLocaleString("en-US")} texts; all stores ${year.allVisits.toLocaleString("en-US")} visits, ${year.allReservations.toLocaleString("en-US")} reservations`,
          `machine: ${availableParallelism()} x ${cpu}, load average ${loadAtStart.toFixed(1)} at start; servers, bare baseline, load generator and PostgreSQL share it`,
        ],
        rows: measured,
        event,
        memory,
        extra: exports ?? [],
        totalSeconds: (performance.now() - t0) / 1000,
      }),
    );
  } finally {
    loader?.stop();
    for (const p of procs) await p.stop();
    await seedDb.close();
    await throwaway.drop();
    log(`dropped ${throwaway.name}`);
  }
}

/** BENCH_SERVER_NODE_ARGS="--flag …" adds Node flags to the servers under test only (to compare V8 settings). */
function serverNodeArgs(): string[] {
  return process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
}

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of server A (node --cpu-prof) there when it stops. */
function cpuProfileArgs(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}/${name}`] : [];
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
