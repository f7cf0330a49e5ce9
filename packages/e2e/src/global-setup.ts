import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { request } from "@playwright/test";
import { startFakeTwilio } from "@seatline/api/testing";
import { baseURL, fakeTwilio, port } from "./env";
import { openDemoStoresAllDay } from "./hours-kit";

const repoRoot = resolve(import.meta.dirname, "../../..");

/**
 * Boots the server (with the built apps) on a fresh database: a throwaway PostgreSQL database when
 * TEST_DATABASE_URL is set, otherwise a fresh PGlite directory. Returns the teardown.
 */
export default async function globalSetup() {
  for (const app of ["kiosk", "staff", "public", "guest"]) {
    if (!existsSync(join(repoRoot, "apps", app, "dist", "index.html"))) {
      throw new Error(`apps/${app}/dist is missing: run \`pnpm build\` first (the root \`pnpm test\` does).`);
    }
  }
  let databaseUrl: string;
  let dropDatabase = () => {};
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `seatline_e2e_${Date.now().toString(36)}`;
    execFileSync("psql", [admin, "-qc", `create database "${name}"`]);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      execFileSync("psql", [admin, "-qc", `drop database if exists "${name}" with (force)`]);
  } else {
    const dir = mkdtempSync(join(tmpdir(), "seatline-e2e-"));
    databaseUrl = dir;
    dropDatabase = () => rmSync(dir, { recursive: true, force: true });
  }

  // Texts go through the real Twilio client to a local stand-in (no network): it reports deliveries and posts
  // guests' replies, signed, to the server's webhooks (texting-loop.spec.ts).
  const twilio = await startFakeTwilio({
    accountSid: fakeTwilio.accountSid,
    authToken: fakeTwilio.authToken,
    port: fakeTwilio.port,
    inboundUrl: `${baseURL}/webhooks/twilio/inbound`,
    reportDelayMs: 300,
  });

  const server: ChildProcess = spawn(
    join(repoRoot, "apps/server/node_modules/.bin/tsx"),
    ["apps/server/src/index.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "warn",
        // The demo year stays (yesterday's book is a test's history), but today and later hold only what tests book:
        // several tests take today's first open slot or count what the Dashboard shows.
        SEED_DEMO_UPCOMING: "false",
        SMS_DISPATCH_INTERVAL_MS: "200",
        PUBLIC_URL: baseURL,
        SMS_PROVIDER: "twilio",
        TWILIO_API_BASE: twilio.url,
        TWILIO_ACCOUNT_SID: fakeTwilio.accountSid,
        TWILIO_AUTH_TOKEN: fakeTwilio.authToken,
        TWILIO_FROM: fakeTwilio.from,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise((r) => server.once("exit", r));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("the server did not become ready in 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }

  // The seed keeps the demo's realistic hours for `pnpm start`; the suite opens its stores all day so that every
  // join and kiosk screen works at 2 AM as at noon (hours.spec.ts sets other hours and puts these back).
  const api = await request.newContext({ baseURL });
  await openDemoStoresAllDay(api);
  await api.dispose();

  return async () => {
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    dropDatabase();
    await twilio.close();
  };
}
