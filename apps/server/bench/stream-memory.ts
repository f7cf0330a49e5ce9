/**
 * Memory per open live-update stream (docs/architecture.md#live-updates): the server's RSS with 0 and with N open SSE streams.
 *
 *   export async function measureStreamMemory(opts?: StreamMemoryOptions): Promise<StreamMemoryResult>
 *
 *   opts.streams      open streams (default 1000)
 *   opts.databaseUrl  postgres://… the server uses (as is, not dropped); without it a throwaway database is made on
 *                     opts.adminUrl (default BENCH_ADMIN_URL or postgres://postgres@127.0.0.1:5432/postgres) and dropped
 *   opts.settleMs     wait before each RSS reading (default 10000: streams live for hours, so the steady state counts)
 *   result            { streams, opened, rssIdleMb, rssOpenMb, deltaMb, perStreamKb } (RSS in MB = 2^20 bytes)
 *
 * The server under test is its own process (`src/index.ts`, NODE_ENV=production, info logs, demo seeded, rate limits
 * off so one address may open 1,000 streams); the streams are opened by another process (this file run with
 * `--client`): it signs in as the demo store, then per stream fetches a stream ticket (events.streamTicket, falling back
 * to the token in connectionParams where the server has no tickets) and opens events.onStoreChange, waiting for every
 * `connected` event. RSS is read from /proc/<pid>/status (VmRSS) of the server process. Standalone:
 * `pnpm --filter @seatline/server exec tsx bench/stream-memory.ts [streams]` prints the result as JSON.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createThrowawayPostgres, type ThrowawayDatabase } from "@seatline/db/bench";

export interface StreamMemoryOptions {
  streams?: number;
  databaseUrl?: string;
  adminUrl?: string;
  settleMs?: number;
}

export interface StreamMemoryResult {
  streams: number;
  opened: number;
  rssIdleMb: number;
  rssOpenMb: number;
  deltaMb: number;
  perStreamKb: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = resolve(here, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!m?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]) / 1024;
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      ALLOW_DEMO_IN_PRODUCTION: "true",
      PUBLIC_URL: "http://127.0.0.1",
      SEED_DEMO: "true",
      RATE_LIMITS: "off",
      SERVE_APPS: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolveStart, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const m = /Kiosk:\s+(http:\/\/\S+?)\/\s/.exec(out);
      if (m?.[1]) {
        out = "";
        child.stdout?.off("data", onData);
        child.stdout?.resume(); // keep draining the request logs
        resolveStart({ child, base: m[1] });
      } else if (out.length > 1_000_000) out = out.slice(-10_000);
    };
    child.stdout?.on("data", onData);
    let err = "";
    child.stderr?.on("data", (c: Buffer) => {
      err = (err + c.toString("utf8")).slice(-2000);
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${err}`)));
  });
}

/** Runs the client process; resolves once it reports how many streams are open. */
function startClient(base: string, streams: number): Promise<{ child: ChildProcess; opened: number }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--client", base, String(streams)],
    {
      cwd: serverDir,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolveOpen, reject) => {
    let out = "";
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString("utf8");
      const m = /^opened (\d+)$/m.exec(out);
      if (m?.[1]) resolveOpen({ child, opened: Number(m[1]) });
    });
    child.once("exit", (code) => reject(new Error(`client exited early (${code})`)));
  });
}

export async function measureStreamMemory(opts: StreamMemoryOptions = {}): Promise<StreamMemoryResult> {
  const streams = opts.streams ?? 1000;
  const settleMs = opts.settleMs ?? 10_000;
  const throwaway: ThrowawayDatabase | null = opts.databaseUrl
    ? null
    : await createThrowawayPostgres(
        opts.adminUrl ?? process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
        "seatline_streams",
      );
  const databaseUrl = opts.databaseUrl ?? throwaway?.url ?? "";
  // A first process migrates and seeds (a year of demo history); the measured one starts on a ready database, so its
  // idle figure is a serving process's, not the seeder's leftovers.
  const seeder = await startServer(databaseUrl);
  seeder.child.kill("SIGTERM");
  await new Promise((r) => seeder.child.once("exit", r));
  const server = await startServer(databaseUrl);
  let client: ChildProcess | null = null;
  try {
    const pid = server.child.pid ?? 0;
    // Warm the paths the streams use (sign-in, ticket, one stream) so the idle figure is a running server's.
    const warm = await startClient(server.base, 1);
    warm.child.kill();
    await sleep(settleMs);
    const rssIdleMb = rssMb(pid);
    const open = await startClient(server.base, streams);
    client = open.child;
    await sleep(settleMs);
    const rssOpenMb = rssMb(pid);
    const deltaMb = rssOpenMb - rssIdleMb;
    return {
      streams,
      opened: open.opened,
      rssIdleMb: Math.round(rssIdleMb),
      rssOpenMb: Math.round(rssOpenMb),
      deltaMb: Math.round(deltaMb),
      perStreamKb: Math.round((deltaMb * 1024) / Math.max(1, open.opened)),
    };
  } finally {
    client?.kill();
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
    await throwaway?.drop();
  }
}

// --- the client process: sign in, open N streams, report, hold them open until killed ---

function call(base: string, path: string, init: { method: string; body?: string; token?: string }) {
  return fetch(`${base}${path}`, {
    method: init.method,
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body,
  });
}

async function streamParams(base: string, token: string): Promise<Record<string, string>> {
  const res = await call(base, "/trpc/events.streamTicket", { method: "POST", body: "{}", token });
  if (res.status === 404) return { token }; // a server from before stream tickets
  const body = (await res.json()) as { result?: { data?: { ticket?: string } } };
  const ticket = body.result?.data?.ticket;
  if (!ticket) throw new Error(`no stream ticket (${res.status})`);
  return { ticket };
}

function openStream(base: string, params: Record<string, string>): Promise<void> {
  const url = new URL(`${base}/trpc/events.onStoreChange`);
  url.searchParams.set("connectionParams", JSON.stringify(params));
  return new Promise((resolveOpen, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream" }, agent: false }, (res) => {
      let seen = "";
      res.on("data", (c: Buffer) => {
        seen += c.toString("utf8");
        if (seen.includes("event: connected")) resolveOpen();
        else if (seen.includes("serialized-error")) reject(new Error(seen));
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function runClient(base: string, streams: number): Promise<void> {
  const login = await call(base, "/trpc/auth.login", {
    method: "POST",
    body: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
  });
  const body = (await login.json()) as { result?: { data?: { token?: string } } };
  const token = body.result?.data?.token;
  if (!token) throw new Error(`sign-in failed (${login.status})`);
  let opened = 0;
  const batch = 50;
  for (let i = 0; i < streams; i += batch) {
    const n = Math.min(batch, streams - i);
    await Promise.all(
      Array.from({ length: n }, async () => {
        await openStream(base, await streamParams(base, token));
        opened += 1;
      }),
    );
  }
  process.stdout.write(`opened ${opened}\n`);
  setInterval(() => {}, 60_000);
}

const argv = process.argv.slice(2);
if (argv[0] === "--client") {
  await runClient(argv[1] ?? "", Number(argv[2] ?? 1));
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureStreamMemory({ streams: Number(argv[0] ?? 1000) });
  console.log(JSON.stringify(result));
}
