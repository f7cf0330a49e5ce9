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

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests`);
    await server.stop();
    process.exit(0);
  });
}
