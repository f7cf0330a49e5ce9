/**
 * `pnpm bench [--quick]`: Seatline under load on PostgreSQL, next to a bare baseline, every part its own process.
 * On a throwaway database (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) seeded by
 * seeding.ts, it starts (processes.ts): two servers under test (src/index.ts as in production: NODE_ENV=production,
 * info logs, rate limits off), the bare Fastify + postgres.js baseline (bench/bare-server.ts, same pool size) and the
 * autocannon load generator (bench/load-generator.ts). The rows (rows.ts) are taken in turns over several rounds;
 * each row's ratio is the median of its per-round ratios to its baseline of the same round (report.ts). Then: join on
 * server A → event at an SSE subscriber of server B, and the RSS of a server with 1,000 open live-update streams
 * (bench/stream-memory.ts).
 * BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_POOL tune it; --quick is a smoke run (1 round of 1 s);
 * BENCH_ROWS picks rows and BENCH_CPU_PROF=<dir> profiles server A (both for profiling); BENCH_KEEP_DB=1 keeps the
 * database afterwards (to EXPLAIN a statement on the seeded rows).
 * BENCH_COMPARE_DIR=<another checkout> (installed, e.g. a `git worktree` of an older commit) starts a third server from
 * that checkout's apps/server on the same database and adds "compared:" rows for sign-in, list, the REST read, join
 * and booking, each with its ratio to this checkout's row of the same round (is this change slower than that one?).
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createDb } from "@seatline/db";
import { createThrowawayPostgres } from "@seatline/db/bench";
import { addDays } from "@seatline/domain";
import { startCpuReading } from "./cpu-meter";
import { measureEventLatency } from "./event-latency";
import { measureExports } from "./exports";
import type { LoadAnswer } from "./load-generator";
import { measureCancelToOffer } from "./notify-offer";
import { type Proc, startLoadGenerator, startServers } from "./processes";
import { benchHeader, formatReport, type RowResult } from "./report";
import type { Row, Targets } from "./row";
import { rowsToRun } from "./rows";
import { SPREAD_STORES, seedBench, TODAY_ENTRIES } from "./seeding";
import { measureStreamMemory } from "./stream-memory";

const quick = process.argv.includes("--quick");
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 4));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 1 : 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const pool = process.env.BENCH_POOL ?? "10";
const streams = quick ? 100 : 1000;
const compareDir = process.env.BENCH_COMPARE_DIR;
const only = process.env.BENCH_ROWS?.split(",").filter(Boolean);
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function main() {
  const t0 = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const rows = rowsToRun({ compare: Boolean(compareDir), only });
  const throwaway = await createThrowawayPostgres(adminUrl);
  log(`database ${throwaway.name}`);
  const procs: Proc[] = [];
  const seedDb = await createDb({ url: throwaway.url, poolMax: 2 });
  let loader: Awaited<ReturnType<typeof startLoadGenerator>> | null = null;
  try {
    const seeded = await seedBench(seedDb, log);
    const { demo, store, today } = seeded;
    const servers = await startServers({ databaseUrl: throwaway.url, pool, compareDir });
    procs.push(...servers.all);
    const { a, b, bare, c } = servers;
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
      storeId: store.id,
      scope: `store=${store.id}&date=${today}`,
      companySlug: demo.companySlug,
      storeSlug: store.slug,
      today,
      busyDate: seeded.busyDate,
      // Bookings within the public page's 90-day horizon, skipping the busy date, and before the days the notify row
      // fills and cancels (notify-offer.ts, from day 80): a slot the booking row filled refused the notify row's first
      // booking once bookings got fast enough to reach it.
      bookingDates: Array.from({ length: 78 }, (_, i) => addDays(today, 2 + i)),
      report: { from: addDays(today, -89), to: today },
      spread: seeded.spread,
      floor: seeded.floor,
    };
    const runRow = async (row: Row, secs: number): Promise<LoadAnswer> => {
      if (!loader) throw new Error("no load generator");
      if (row.waiting) await seeded.growLine(row.waiting);
      const request = row.request(targets);
      // The answering process's CPU time over the row (what a request costs, whatever else the machine runs), and
      // PostgreSQL's, and whether the machine had CPU to spare (cpu-meter.ts).
      const server = servers.all.find((p) => request.url.startsWith(`${p.base}/`));
      const reading = startCpuReading(server?.child.pid);
      const answer = await loader.run({
        ...request,
        seconds: secs,
        connections: row.connections ?? connections,
      });
      Object.assign(answer, reading.stop(answer.requests));
      if (row.addsEntries || row.waiting) await seeded.resetLines();
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
        const cpu = answer.cpuMsPerRequest == null ? "" : `, ${answer.cpuMsPerRequest.toFixed(2)} CPU ms/req`;
        const pg =
          answer.pgCpuMsPerRequest == null ? "" : `, PostgreSQL ${answer.pgCpuMsPerRequest.toFixed(2)}`;
        const busy =
          answer.machineBusy == null ? "" : `, machine ${(answer.machineBusy * 100).toFixed(0)} % busy`;
        log(
          `round ${r + 1}: ${row.name}: ${answer.rps.toFixed(0)} req/s, p99 ${answer.p99} ms${cpu}${pg}${busy}`,
        );
      }
    }
    const measured: RowResult[] = rows.map((row) => ({
      name: row.name,
      vs: row.vs,
      runs: results.get(row.name) ?? [],
      baseline: row.vs ? results.get(row.vs) : undefined,
    }));

    // Joins too (refused while the demo store is closed): BENCH_ROWS without "join" or "event" skips it.
    const event =
      only && !only.some((w) => "event: join".includes(w))
        ? null
        : await measureEventLatency({
            join: `${a.base}/trpc/waitlist.join`,
            subscribe: `${b.base}/trpc/events.onStoreChange`,
            token,
            samples: quick ? 20 : 100,
          });
    await seeded.resetLines();
    const notify =
      only && !only.some((w) => "notify".includes(w))
        ? null
        : await measureCancelToOffer({
            base: a.base,
            token,
            db: seedDb,
            companySlug: demo.companySlug,
            storeSlug: store.slug,
            today,
            samples: quick ? 10 : 50,
            tables: 4,
          });
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

    process.stdout.write(
      formatReport({
        header: benchHeader({
          quick,
          connections,
          pool,
          rounds,
          seconds,
          loadAtStart,
          store: `${demo.companySlug}/${store.slug}`,
          todayEntries: TODAY_ENTRIES,
          spreadStores: SPREAD_STORES,
          busyDate: seeded.busyDate,
          year: seeded.year,
        }),
        rows: measured,
        event,
        memory,
        extra: [...(notify ? [notify] : []), ...(exports ?? [])],
        totalSeconds: (performance.now() - t0) / 1000,
      }),
    );
  } finally {
    loader?.stop();
    for (const p of procs) await p.stop();
    await seedDb.close();
    if (process.env.BENCH_KEEP_DB) log(`kept ${throwaway.name} (BENCH_KEEP_DB): drop it when done`);
    else {
      await throwaway.drop();
      log(`dropped ${throwaway.name}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
