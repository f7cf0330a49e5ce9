/**
 * `pnpm bench`: the waitlist on PostgreSQL under load. Boots the real server (createServer) on a throwaway database,
 * seeds a busy day (200 walk-ins waiting today in one store; 100k history rows across 500 stores), measures the host
 * waitlist read, join, and join → second-subscriber event latency, next to a bare baseline route doing one indexed
 * SELECT of the same rows, prints a table, and drops the database. BENCH_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server; BENCH_SECONDS / BENCH_CONCURRENCY tune the run.
 */
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { demoStores, listWaitlistEntries } from "@seatline/db";
import { createThrowawayPostgres, seedBusyDay, seedBusyReservations } from "@seatline/db/bench";
import { addDays, storeDate } from "@seatline/domain";
import { EventSource } from "eventsource";
import { createServer } from "../src/create-server";
import { createClient, type LoadResult, percentile, runLoad } from "./load";

const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const EVENT_SAMPLES = 100;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  const t0 = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const throwaway = await createThrowawayPostgres(adminUrl);
  log(`bench: database ${throwaway.name}`);
  const server = await createServer({
    env: {
      DATABASE_URL: throwaway.url,
      PORT: "0",
      HOST: "127.0.0.1",
      RATE_LIMITS: "off",
      SERVE_APPS: "false",
      LOG_LEVEL: "silent",
      DB_POOL_MAX: "20",
      NODE_ENV: "test",
    },
    logger: false,
  });
  try {
    const db = server.deps.db;
    const demo = demoStores[0];
    if (!demo) throw new Error("no demo store");
    const store = await db.query.stores.findFirst({
      where: (s, { eq }) => eq(s.legacyStoreId, demo.legacyStoreId),
    });
    if (!store) throw new Error("demo store not seeded");
    const now = new Date();
    const today = storeDate(store.timezone, now);
    const seedStart = performance.now();
    await seedBusyDay(db, {
      storeId: store.id,
      today,
      now,
      todayEntries: 200,
      historyRows: 100_000,
      historyStores: 500,
    });
    const busyDate = addDays(today, 1);
    await seedBusyReservations(db, { storeId: store.id, date: busyDate, onDate: 150, elsewhere: 50_000 });
    log(`bench: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    // Bench-only: the same rows as the host read, one indexed SELECT, no session, no shaping.
    server.app.get("/bench/baseline", async () =>
      listWaitlistEntries(db, store.id, storeDate(store.timezone, new Date()), ["waiting"]),
    );
    const base = await server.start();
    const client = createClient(base, concurrency + 4);

    const login = await client.send({
      method: "POST",
      path: "/api/dj-rest-auth/login/",
      body: () => JSON.stringify({ email: demo.email, password: demo.password }),
    });
    const token = (JSON.parse(login.body) as { key: string }).key;
    const auth = { authorization: `Bearer ${token}` };

    const load = { concurrency, durationMs: seconds * 1000 };
    const rows: [string, LoadResult][] = [];
    const run = async (name: string, call: Parameters<typeof runLoad>[1]) => {
      await runLoad(client, call, { concurrency, durationMs: 300 }); // warm-up
      const r = await runLoad(client, call, load);
      rows.push([name, r]);
      log(`bench: ${name}: ${r.rps.toFixed(0)} req/s`);
    };
    await run("baseline: 1 indexed SELECT, no auth", { method: "GET", path: "/bench/baseline" });
    await run("REST GET host_info/waiting_customers", {
      method: "GET",
      path: `/api/host_info/waiting_customers?company=${demo.companySlug}&store=1&date=${today}`,
      headers: auth,
    });
    await run("tRPC waitlist.list", { method: "GET", path: "/trpc/waitlist.list", headers: auth });
    let n = 0;
    await run("tRPC waitlist.join", {
      method: "POST",
      path: "/trpc/waitlist.join",
      headers: auth,
      body: () => {
        n += 1;
        return JSON.stringify({
          partySize: 1 + (n % 6),
          name: `Bench ${n}`,
          phone: n % 2 ? `555${String(n).padStart(7, "0")}` : null,
        });
      },
    });
    const joined = n;

    // Reservations: the public page's time slots for the busy date, and public bookings spread over 90 later days
    // (10 tables and 50 people per slot, so capacity refusals stay rare and each row measures a real insert).
    const slotsInput = { companySlug: demo.companySlug, storeSlug: store.slug, date: busyDate, partySize: 2 };
    await run("tRPC public.timeSlots (busy day)", {
      method: "GET",
      path: `/trpc/public.timeSlots?input=${encodeURIComponent(JSON.stringify(slotsInput))}`,
    });
    let b = 0;
    await run("tRPC public.createReservation", {
      method: "POST",
      path: "/trpc/public.createReservation",
      body: () => {
        b += 1;
        const minutes = 11 * 60 + 30 * (Math.floor(b / 90) % 20);
        return JSON.stringify({
          companySlug: demo.companySlug,
          storeSlug: store.slug,
          reservationDate: addDays(today, 2 + (b % 90)),
          reservationTime: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
          partySize: 2,
          guestName: `Bench Guest ${b}`,
          guestPhone: `555${String(b).padStart(7, "0")}`,
        });
      },
    });

    // Event latency: a join on one connection until the second of two subscribers of the store hears it.
    const params = `?connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`;
    const subs = [0, 1].map(() => new EventSource(`${base}/trpc/events.onStoreChange${params}`));
    await Promise.all(
      subs.map((es) => new Promise((r) => es.addEventListener("connected", r, { once: true }))),
    );
    const second = subs[1];
    if (!second) throw new Error("no subscriber");
    const latencies: number[] = [];
    for (let i = 0; i < EVENT_SAMPLES; i++) {
      const heard = new Promise<number>((resolve) =>
        second.addEventListener("message", () => resolve(performance.now()), { once: true }),
      );
      const start = performance.now();
      const res = await client.send({
        method: "POST",
        path: "/trpc/waitlist.join",
        headers: auth,
        body: () => JSON.stringify({ partySize: 2, name: `Event ${i}` }),
      });
      if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.body}`);
      latencies.push((await heard) - start);
    }
    for (const es of subs) es.close();
    latencies.sort((a, b) => a - b);
    client.close();

    const pad = (s: string, w: number) => s.padEnd(w);
    const num = (v: number, d = 1) => v.toFixed(d).padStart(9);
    const baseline = rows[0]?.[1].rps ?? Number.NaN;
    const lines = [
      "",
      `Seatline bench: ${server.deps.database.label}, concurrency ${concurrency}, ${seconds} s per row`,
      `busy day: 200 walk-ins waiting today in ${demo.companySlug}/${store.slug}; 100,000 history rows across 500 stores;`,
      `          150 reservations on ${busyDate}, 50,000 more across those stores' past year`,
      `machine: ${availableParallelism()} CPUs, load average ${loadAtStart.toFixed(1)} at start (server, PostgreSQL and client share it)`,
      "",
      `${pad("scenario", 40)}    req/s   p50 ms   p99 ms  errors  vs baseline`,
      ...rows.map(
        ([name, r]) =>
          `${pad(name, 40)}${num(r.rps, 0)}${num(r.p50)}${num(r.p99)}${String(r.errors).padStart(8)}${(r.rps / baseline).toFixed(2).padStart(12)}x`,
      ),
      `${pad(`event: join -> 2nd subscriber (n=${EVENT_SAMPLES})`, 40)}${"-".padStart(9)}${num(percentile(latencies, 50))}${num(percentile(latencies, 99))}`,
      "",
      `(${joined} joins during the join row; total bench time ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      "",
    ];
    process.stdout.write(lines.join("\n"));
  } finally {
    await server.stop();
    await throwaway.drop();
    log(`bench: dropped ${throwaway.name}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
