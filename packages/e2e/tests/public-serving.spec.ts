import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { addDays, choosePartySize, fillGuest, pickDate, uniqueName } from "../src/public-page";
import { expect, test } from "../src/test";

/**
 * How the public page is delivered: by the Seatline server at deep paths (next to the kiosk and staff apps), and
 * as static files from any CDN folder talking to the API across origins (VITE_API_URL + CORS_ORIGINS).
 */

const repoRoot = resolve(import.meta.dirname, "../../..");
const publicDist = join(repoRoot, "apps/public/dist");

/** The src / href values of a built index.html. */
function assetRefs(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? "");
}

test("the built index.html refers to its files by relative paths only", () => {
  const refs = assetRefs(readFileSync(join(publicDist, "index.html"), "utf8"));
  expect(refs.length).toBeGreaterThan(1);
  for (const ref of refs) expect(ref).toMatch(/^(\.\/|data:)/);
});

test("the server answers deep public paths with the page and its files, and keeps kiosk and staff", async ({
  page,
  request,
}) => {
  const deep = await request.get("/demo/downtown/VIP");
  expect(deep.status()).toBe(200);
  const html = await deep.text();
  expect(html).toContain('<base href="/_public/" />');
  const script = assetRefs(html).find((r) => r.endsWith(".js")) ?? "";
  const asset = await request.get(`/_public/${script.replace(/^\.\//, "")}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["content-type"]).toContain("javascript");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/demo/downtown/VIP/extra")).status()).toBe(404);

  // Kiosk at /, /login and /app/*, staff at /staff/*: their own index.html, untouched.
  const kioskIndex = readFileSync(join(repoRoot, "apps/kiosk/dist/index.html"), "utf8");
  const staffIndex = readFileSync(join(repoRoot, "apps/staff/dist/index.html"), "utf8");
  for (const path of ["/", "/login", "/app/party"])
    expect(await (await request.get(path)).text()).toBe(kioskIndex);
  expect(await (await request.get("/staff/login")).text()).toBe(staffIndex);

  const failed: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto("/demo/downtown/VIP");
  await expect(page.getByRole("heading", { level: 1, name: "Demo Bistro (VIP)" })).toBeVisible();
  await page.goto("/demo/downtown/");
  await expect(page.getByRole("heading", { level: 1, name: "Demo Bistro" })).toBeVisible();
  expect(failed).toEqual([]);
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

function run(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { ...opts, stdio: ["ignore", "ignore", "inherit"] });
    child.once("exit", (code) =>
      code === 0 ? ok() : fail(new Error(`${command} ${args.join(" ")} → ${code}`)),
    );
  });
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
};

/** A plain static file host: files under `prefix`, nothing else (no rewrites, no fallback to index.html). */
function staticHost(root: string, prefix: string): Server {
  return createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    if (!path.startsWith(prefix)) return void res.writeHead(404).end();
    const rel = normalize(path.slice(prefix.length) || "index.html").replace(/^(\.\.[/\\])+/, "");
    const file = join(root, rel.endsWith("/") ? `${rel}index.html` : rel);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile())
      return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
}

test("CDN mode: the static build in a prefixed folder of another origin books through the API", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [apiPort, cdnPort] = [await freePort(), await freePort()];
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const work = mkdtempSync(join(tmpdir(), "seatline-cdn-"));
  const outDir = join(work, "dist");

  // An API-only server (it serves no apps) that admits the CDN origin, on its own in-memory database.
  const api: ChildProcess = spawn(
    join(repoRoot, "apps/server/node_modules/.bin/tsx"),
    ["apps/server/src/index.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        DATABASE_URL: "memory://",
        SERVE_APPS: "false",
        CORS_ORIGINS: cdnOrigin,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let host: Server | null = null;
  try {
    const build = run(
      join(repoRoot, "apps/public/node_modules/.bin/vite"),
      // The same config loader as the app's own build script (its config imports TypeScript from @seatline/ui).
      ["build", "--configLoader", "runner", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: join(repoRoot, "apps/public"), env: { ...process.env, VITE_API_URL: apiOrigin } },
    );
    const ready = (async () => {
      for (const until = Date.now() + 120_000; Date.now() < until; ) {
        if (api.exitCode !== null) throw new Error(`the API server exited with ${api.exitCode}`);
        try {
          if ((await fetch(`${apiOrigin}/readyz`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error("the API server did not become ready");
    })();
    await Promise.all([build, ready]);
    expect((await fetch(`${apiOrigin}/demo/downtown`)).status).toBe(404); // no apps on the API origin
    // The CDN build ships the brotli and gzip copies beside each text file, for a CDN that serves them.
    const mainScript =
      assetRefs(readFileSync(join(outDir, "index.html"), "utf8")).find((r) => r.endsWith(".js")) ?? "";
    for (const ext of [".br", ".gz"]) expect(existsSync(join(outDir, `${mainScript}${ext}`))).toBe(true);

    const prefix = "/cdn/seatline/book/";
    host = staticHost(outDir, prefix);
    await new Promise<void>((r) => host?.listen(cdnPort, "127.0.0.1", r));

    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${cdnOrigin}${prefix}#/demo/downtown`);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Bistro" })).toBeVisible();
    const input = encodeURIComponent(JSON.stringify({ companySlug: "demo", storeSlug: "downtown" }));
    const dates = (await (await fetch(`${apiOrigin}/trpc/public.bookableDates?input=${input}`)).json()) as {
      result: { data: { today: string } };
    };
    const date = addDays(dates.result.data.today, 2);
    await pickDate(page, date);
    await choosePartySize(page, 2);
    await page.locator("button[data-time]").first().click();
    await fillGuest(page, { name: uniqueName("Cdn Guest"), phone: "5557778888" });
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(`${apiOrigin}/trpc/public.createReservation`)),
      page.getByRole("button", { name: "Submit Reservation" }).click(),
    ]);
    expect(created.headers()["access-control-allow-origin"]).toBe(cdnOrigin);
    await expect(page.getByRole("heading", { name: "Reservation Confirmed!" })).toBeVisible();
    await page.screenshot({ path: "/tmp/pubshots/e2e-cdn-confirmed-360.png" });
  } finally {
    await new Promise((r) => (host ? host.close(r) : r(null)));
    api.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  }
});
