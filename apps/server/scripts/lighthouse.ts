/**
 * `pnpm lighthouse [base URL]`: Lighthouse (mobile, its default throttling) on the pages guests open first: the
 * public booking page, the remote join page and the kiosk's welcome screen (signed in as the demo store). Prints
 * performance / accessibility / best practices / SEO and LCP per page, and fails (exit 1) below the goals for the
 * public and join pages (95 / 100 / 100 / 100, LCP ≤ 2.5 s).
 *
 * Without a base URL it starts the product itself: the built apps (`pnpm --filter './apps/*' build` first) served by
 * src/index.ts in production mode on an in-memory database with the demo data. Chromium: CHROMIUM_PATH or Debian's
 * /usr/bin/chromium, launched by chrome-launcher. Not part of `pnpm test`: three audits take a few minutes.
 * LIGHTHOUSE_JSON=<dir> keeps each page's full report there.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(serverDir, "../..");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const demo = { email: "demo@seatline.dev", password: "seatline-demo" };

interface Page {
  name: string;
  path: string;
  /** Held to the goals (the kiosk is a signed-in tablet app: reported only). */
  goal: boolean;
  signedIn?: boolean;
}

const pages: Page[] = [
  { name: "public page", path: "/demo/downtown", goal: true },
  { name: "guest join", path: "/join/demo/downtown", goal: true },
  { name: "kiosk welcome", path: "/app", goal: false, signedIn: true },
];

const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 2500 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => ok(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The product on a free port: production mode, in-memory database, demo data, the built apps. */
async function startProduct(): Promise<{ base: string; child: ChildProcess }> {
  for (const app of ["public", "guest", "kiosk"]) {
    if (!existsSync(join(repoRoot, "apps", app, "dist", "index.html")))
      throw new Error(`apps/${app} is not built: run pnpm --filter './apps/*' build first`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_DEMO_IN_PRODUCTION: "true",
      DATABASE_URL: "memory://",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become ready");
}

/** Signs the browser profile in as the demo store, as the kiosk's own sign-in would (its localStorage session). */
type StoredSession = { token: string; expiresAt: string; user: { id: string; email: string } };

async function session(base: string, device?: "kiosk"): Promise<StoredSession> {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...demo, ...(device ? { device } : {}) }),
  });
  const { result } = (await res.json()) as { result: { data: StoredSession } };
  return result.data;
}

/** The staff console's session under the person's keys, the kiosk's device session under the kiosk's own. */
async function signIn(base: string, port: number): Promise<void> {
  const sessions = [
    { prefix: "seatline.", s: await session(base) },
    { prefix: "seatline.kiosk.", s: await session(base, "kiosk") },
  ];
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((all) => {
    // Runs in the page, where localStorage exists (this script is typechecked without the DOM library).
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(k: string, v: string): void };
    };
    for (const { prefix, s } of all) {
      localStorage.setItem(`${prefix}token`, s.token);
      localStorage.setItem(`${prefix}user`, JSON.stringify({ id: s.user.id, email: s.user.email }));
      localStorage.setItem(`${prefix}expiresAt`, String(Date.parse(s.expiresAt)));
    }
  }, sessions);
  await page.close();
  await browser.disconnect();
}

interface Scores {
  page: Page;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  /** Audits that cost points, for the table's notes. */
  failing: string[];
}

async function audit(base: string, port: number, page: Page): Promise<Scores> {
  const result = await lighthouse(`${base}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The kiosk's session lives in localStorage; Lighthouse clears the origin's storage unless told not to.
    disableStorageReset: Boolean(page.signedIn),
  });
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { lhr } = result;
  const keep = process.env.LIGHTHOUSE_JSON;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${page.name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${category}: ${a?.id} (${a?.displayValue ?? a?.score})`),
  );
  return {
    page,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferKb: numeric("total-byte-weight") / 1000,
    failing,
  };
}

function meetsGoals(s: Scores): boolean {
  return (
    s.scores.performance >= GOALS.performance &&
    s.scores.accessibility >= GOALS.accessibility &&
    s.scores["best-practices"] >= GOALS["best-practices"] &&
    s.scores.seo >= GOALS.seo &&
    s.lcpMs <= GOALS.lcpMs
  );
}

function table(rows: Scores[]): string {
  const head = `${"page".padEnd(16)}${"path".padEnd(22)} perf  a11y  best   seo    LCP s  FCP s  TBT ms    CLS   kB  goal`;
  const lines = rows.map((r) => {
    const s = r.scores;
    const goal = r.page.goal ? (meetsGoals(r) ? "met" : "MISSED") : "-";
    return `${r.page.name.padEnd(16)}${r.page.path.padEnd(22)}${String(s.performance).padStart(5)}${String(s.accessibility).padStart(6)}${String(s["best-practices"]).padStart(6)}${String(s.seo).padStart(6)}${(r.lcpMs / 1000).toFixed(2).padStart(9)}${(r.fcpMs / 1000).toFixed(2).padStart(7)}${r.tbtMs.toFixed(0).padStart(8)}${r.cls.toFixed(3).padStart(7)}${r.transferKb.toFixed(0).padStart(5)}  ${goal}`;
  });
  const notes = rows.flatMap((r) => r.failing.map((f) => `  ${r.page.name}: ${f}`));
  return [
    "",
    `Lighthouse (mobile, default throttling); goals for the public and join pages: performance ≥ ${GOALS.performance}, accessibility, best practices and SEO ${GOALS.seo}, LCP ≤ ${GOALS.lcpMs / 1000} s`,
    "",
    head,
    ...lines,
    ...(notes.length ? ["", "audits below 0.9:", ...notes] : []),
    "",
  ].join("\n");
}

async function main() {
  const given = process.argv.slice(2).find((a) => /^https?:\/\//.test(a)) ?? process.env.LIGHTHOUSE_URL;
  const product = given ? null : await startProduct();
  const base = (given ?? product?.base ?? "").replace(/\/$/, "");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const results: Scores[] = [];
    for (const page of pages) {
      if (page.signedIn) await signIn(base, chrome.port);
      process.stderr.write(`lighthouse: ${base}${page.path}\n`);
      results.push(await audit(base, chrome.port, page));
    }
    process.stdout.write(table(results));
    process.exitCode = results.every((r) => !r.page.goal || meetsGoals(r)) ? 0 : 1;
  } finally {
    await chrome.kill();
    product?.child.kill("SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
