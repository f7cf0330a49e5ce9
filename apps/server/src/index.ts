import { demoStores } from "@seatline/db";
import { createServer } from "./create-server";

const server = await createServer();
const { env } = server;
const url = await server.start();
// Listening on every interface: print the address a browser on this machine opens.
const base = ["0.0.0.0", "::"].includes(env.HOST) ? `http://localhost:${new URL(url).port}` : url;
const demo = env.SEED_DEMO && (env.NODE_ENV !== "production" || env.ALLOW_DEMO_IN_PRODUCTION);
const lines = [
  "",
  `Seatline is running on ${server.deps.database.label}`,
  `  Kiosk:        ${base}/`,
  `  Staff:        ${base}/staff/`,
  `  Public page:  ${base}/demo/downtown`,
  `  Guest join:   ${base}/join/demo/downtown`,
  `  Legacy API:   ${base}/api/docs`,
  ...(demo
    ? ["", "Demo sign-in:", ...demoStores.map((d) => `  ${d.email} / ${d.password}  (${d.companyName})`)]
    : []),
  "",
];
console.log(lines.join("\n"));

/**
 * The longest a stop may take (docs/operations.md#starting-and-stopping): requests in flight end within the database's
 * time limits (DB_STATEMENT_TIMEOUT_MS), streams are cut at once, background work gets SHUTDOWN_WAIT_MS. Past it the
 * process exits 1 rather than outlive the runtime's grace period and be killed mid-write.
 */
const STOP_DEADLINE_MS = 25_000;

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests`);
    setTimeout(() => {
      server.app.log.error(`shutdown: not done after ${STOP_DEADLINE_MS} ms, exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await server.stop();
    } catch (err) {
      server.app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
    process.exit(0);
  });
}
