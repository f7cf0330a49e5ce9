/**
 * The bench's rows: what each one asks of which process, and the row its ratio is taken against. run.ts runs them in
 * turns; seeding.ts makes the data they read (Targets).
 */
import { floorRows } from "./floor-rows";
import type { Row, Targets } from "./row";

const BARE_READ = "bare read (1 query, no auth)";
const BARE_JOIN = "bare join (lock, insert, notify)";
const BARE_JOIN_SPREAD = "bare join, 50 stores";
const JOIN = "tRPC waitlist.join";
const BARE_BOOKING = "bare booking (locks, checks, insert)";

const booking = (t: Targets) => ({
  companySlug: t.companySlug,
  storeSlug: t.storeSlug,
  dates: t.bookingDates,
});

export const allRows: Row[] = [
  { name: BARE_READ, request: (t) => ({ url: `${t.bare}/read?${t.scope}`, method: "GET" }) },
  {
    name: "tRPC waitlist.list",
    vs: BARE_READ,
    request: (t) => ({ url: `${t.subject}/trpc/waitlist.list`, method: "GET", headers: t.auth }),
  },
  {
    name: "REST host_info/waiting_customers",
    vs: BARE_READ,
    request: (t) => ({
      url: `${t.subject}/api/host_info/waiting_customers?company=${t.companySlug}&store=1&date=${t.today}`,
      method: "GET",
      headers: t.auth,
    }),
  },
  {
    name: BARE_JOIN,
    addsEntries: true,
    request: (t) => ({ url: `${t.bare}/join?${t.scope}`, method: "POST" }),
  },
  {
    // One store, 16 joins at once: every join waits for the store's ticket counter (the worst case by design).
    name: JOIN,
    vs: BARE_JOIN,
    addsEntries: true,
    request: (t) => ({
      url: `${t.subject}/trpc/waitlist.join`,
      method: "POST",
      keyed: true,
      headers: t.auth,
      body: "join",
    }),
  },
  {
    // The same joins with 1,000 waiting: its ratio is to the 200-waiting row of the same round (flat is 1.0x).
    name: "tRPC waitlist.join, 1,000 waiting",
    vs: JOIN,
    addsEntries: true,
    waiting: 1000,
    request: (t) => ({
      url: `${t.subject}/trpc/waitlist.join`,
      method: "POST",
      keyed: true,
      headers: t.auth,
      body: "join",
    }),
  },
  {
    // What every signed-in tRPC call pays before its own work (HTTP, Fastify's hooks, the session's statement, tRPC,
    // the log line), beside the bare join: the floor under the join's ratio.
    name: "tRPC auth.me (the session alone)",
    vs: BARE_JOIN,
    request: (t) => ({ url: `${t.subject}/trpc/auth.me`, method: "GET", headers: t.auth }),
  },
  {
    name: BARE_JOIN_SPREAD,
    addsEntries: true,
    request: (t) => ({
      url: `${t.bare}/join?${t.scope}`,
      method: "POST",
      rotate: { paths: t.spread.map((s) => `/join?store=${s.storeId}&date=${t.today}`) },
    }),
  },
  {
    // The platform's usual load: each request a different store's staff (50 stores, 200 waiting each), no shared lock.
    name: "tRPC waitlist.join, 50 stores",
    vs: BARE_JOIN_SPREAD,
    addsEntries: true,
    request: (t) => ({
      url: `${t.subject}/trpc/waitlist.join`,
      method: "POST",
      keyed: true,
      body: "join",
      rotate: { authorizations: t.spread.map((s) => `Bearer ${s.token}`) },
    }),
  },
  {
    // The host summary's live quotes: the quote summary and tonight's seats, never the year's rows.
    name: "tRPC waitlist.summary (live quotes)",
    request: (t) => ({ url: `${t.subject}/trpc/waitlist.summary`, method: "GET", headers: t.auth }),
  },
  {
    // The owner's 90-day report on a year of a busy store, one request at a time (server time).
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
    name: BARE_BOOKING,
    request: (t) => ({
      url: `${t.bare}/book?store=${t.storeId}&date=${t.today}`,
      method: "POST",
      body: "booking",
      booking: booking(t),
    }),
  },
  {
    name: "tRPC public.createReservation",
    vs: BARE_BOOKING,
    request: (t) => ({
      url: `${t.subject}/trpc/public.createReservation`,
      method: "POST",
      keyed: true,
      body: "booking",
      booking: booking(t),
    }),
  },
  {
    // argon2id by design (tens of ms of CPU each): a cost per sign-in, not a read path.
    name: "tRPC auth.login (sign-in)",
    request: (t) => ({ url: `${t.subject}/trpc/auth.login`, method: "POST", body: "login", login: t.login }),
  },
  ...floorRows,
];

/** The rows BENCH_COMPARE_DIR repeats on server C, each compared with this checkout's row of the same round. */
const comparedRows = [
  "tRPC auth.login (sign-in)",
  "tRPC waitlist.list",
  "REST host_info/waiting_customers",
  JOIN,
  "tRPC public.createReservation",
];

/**
 * The rows of this run: all, plus the "compared:" rows when BENCH_COMPARE_DIR is set; BENCH_ROWS=join,list keeps the
 * rows whose names contain one of the words, and the rows they are compared with (for profiling).
 */
export function rowsToRun(opts: { compare: boolean; only?: string[] }): Row[] {
  const rows = [...allRows];
  if (opts.compare) {
    for (const name of comparedRows) {
      const row = allRows.find((r) => r.name === name);
      if (!row) continue;
      rows.push({
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
  const { only } = opts;
  if (!only) return rows;
  const picked = rows.filter((r) => only.some((w) => r.name.includes(w)));
  // A picked row's baseline, and that baseline's own (the 1,000-waiting row is compared with the 200-waiting one).
  const keep = new Set(picked.map((r) => r.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows)
      if (!keep.has(r.name) && rows.some((p) => keep.has(p.name) && p.vs === r.name)) {
        keep.add(r.name);
        grew = true;
      }
  }
  return rows.filter((r) => keep.has(r.name));
}
