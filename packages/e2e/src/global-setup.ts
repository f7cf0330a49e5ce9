import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type FullConfig, request } from "@playwright/test";
import { startFakeTwilio, startLocalSmtp } from "@seatline/api/testing";
import { createDb, seedDemo } from "@seatline/db";
import { fakeTwilio, localSmtp, workerPorts } from "./env";
import { openDemoStoresAllDay } from "./hours-kit";

const repoRoot = resolve(import.meta.dirname, "../../..");

/** Where each worker's database lives, and how to remove them all. */
interface Databases {
  urls: string[];
  drop(): void;
}

/**
 * The demo data once (migrations, the demo year: the slow part), then one copy per worker: a PostgreSQL database
 * made from it as a template when TEST_DATABASE_URL is set, otherwise a copied PGlite directory.
 */
async function workerDatabases(workers: number): Promise<Databases> {
  const admin = process.env.TEST_DATABASE_URL;
  const run = `seatline_e2e_${Date.now().toString(36)}`;
  const seed = async (url: string) => {
    const database = await createDb({ url });
    await database.migrate();
    // As the server would seed it: the demo year stays (yesterday's book is a test's history), but today and later
    // hold only what tests book (several tests take today's first open slot or count what the Dashboard shows).
    await seedDemo(database.db, { history: true, upcoming: false });
    await database.close();
  };
  if (admin) {
    const urlOf = (name: string) => {
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const psql = (sql: string) => execFileSync("psql", [admin, "-qc", sql]);
    const names = Array.from({ length: workers }, (_, i) => `${run}_${i}`);
    psql(`create database "${run}"`);
    await seed(urlOf(run));
    for (const name of names) psql(`create database "${name}" template "${run}"`);
    psql(`drop database "${run}"`);
    return {
      urls: names.map(urlOf),
      drop: () => {
        for (const name of names) psql(`drop database if exists "${name}" with (force)`);
      },
    };
  }
  const root = mkdtempSync(join(tmpdir(), "seatline-e2e-"));
  await seed(join(root, "seed"));
  const dirs = Array.from({ length: workers }, (_, i) => join(root, `worker-${i}`));
  for (const dir of dirs) cpSync(join(root, "seed"), dir, { recursive: true });
  return { urls: dirs, drop: () => rmSync(root, { recursive: true, force: true }) };
}

async function waitReady(server: ChildProcess, baseURL: string): Promise<void> {
  // A quiet machine starts a server in 2-4 s; the rest is room for a machine busy with the other servers starting.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server at ${baseURL} exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server at ${baseURL} did not become ready in 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One worker's server, on its own database and with its own Twilio stand-in and SMTP server; answers its teardown. */
async function startWorker(worker: number, databaseUrl: string): Promise<() => Promise<void>> {
  const ports = workerPorts(worker);
  const baseURL = `http://127.0.0.1:${ports.server}`;
  // Texts go through the real Twilio client to a local stand-in (no network): it reports deliveries and posts
  // guests' replies, signed, to the server's webhooks (texting-loop.spec.ts).
  const twilio = await startFakeTwilio({
    accountSid: fakeTwilio.accountSid,
    authToken: fakeTwilio.authToken,
    port: ports.twilio,
    inboundUrl: `${baseURL}/webhooks/twilio/inbound`,
    reportDelayMs: 300,
  });
  // Booking e-mails go through nodemailer over SMTP to a real SMTP server on this machine (smtp-server); the stories
  // read what it took at its reader port (src/mail.ts, guest-booking-email.spec.ts).
  const smtp = await startLocalSmtp({ port: ports.smtp, httpPort: ports.smtpReader });
  const server: ChildProcess = spawn(
    join(repoRoot, "apps/server/node_modules/.bin/tsx"),
    ["apps/server/src/index.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(ports.server),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "warn",
        SEED_DEMO_UPCOMING: "false",
        SMS_DISPATCH_INTERVAL_MS: "200",
        PUBLIC_URL: baseURL,
        SMS_PROVIDER: "twilio",
        TWILIO_API_BASE: twilio.url,
        TWILIO_ACCOUNT_SID: fakeTwilio.accountSid,
        TWILIO_AUTH_TOKEN: fakeTwilio.authToken,
        TWILIO_FROM: fakeTwilio.from,
        SMTP_URL: smtp.url,
        MAIL_FROM: localSmtp.from,
        MAIL_DISPATCH_INTERVAL_MS: "200",
        // The run's hour (docs/testing.md#the-clock): this process's Date is already shifted to it.
        ...(process.env.TEST_CLOCK_OFFSET_MS ? { CLOCK_START: new Date().toISOString() } : {}),
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise((r) => server.once("exit", r));
  await waitReady(server, baseURL);

  // The seed keeps the demo's realistic hours for `pnpm start`; the suite opens its stores all day so that every
  // join and kiosk screen works at 2 AM as at noon (hours.spec.ts sets other hours and puts these back).
  const api = await request.newContext({ baseURL });
  await openDemoStoresAllDay(api);
  await api.dispose();

  return async () => {
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await twilio.close();
    await smtp.close();
  };
}

/** Boots one server (with the built apps) per worker, each on a database of its own. Returns the teardown. */
export default async function globalSetup(config: FullConfig) {
  for (const app of ["kiosk", "staff", "public", "guest"]) {
    if (!existsSync(join(repoRoot, "apps", app, "dist", "index.html"))) {
      throw new Error(`apps/${app}/dist is missing: run \`pnpm build\` first (the root \`pnpm test\` does).`);
    }
  }
  const databases = await workerDatabases(config.workers);
  const stops = await Promise.all(databases.urls.map((url, worker) => startWorker(worker, url)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    databases.drop();
  };
}
