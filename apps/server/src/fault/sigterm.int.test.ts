/**
 * SIGTERM on the real server process (node --import tsx src/index.ts, as `pnpm start` runs it): requests it has received finish with their answers, an
 * open live-update stream is ended, new requests are refused cleanly (connection refused or 503), and the process
 * exits 0.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection refused or cut before an answer is a clean refusal; anything else is shown as is. */
function refusedOr(err: unknown): string {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return code === "ECONNREFUSED" || code === "ECONNRESET" || code === "UND_ERR_SOCKET"
    ? "refused"
    : String(err);
}

function count(xs: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[x] = (counts[x] ?? 0) + 1;
  return counts;
}

async function sparePort(): Promise<number> {
  return new Promise((done, reject) => {
    const srv = createNetServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => done(typeof a === "object" && a ? a.port : 0));
    });
  });
}

describe("SIGTERM", () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("finishes the requests in flight, refuses new ones cleanly and exits 0", async () => {
    const port = await sparePort();
    const base = `http://127.0.0.1:${port}`;
    // As `pnpm start` runs it: one process (the tsx CLI would relay signals and SIGKILL a busy server after 30 ms).
    const proc = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: "memory://",
        // Only the demo accounts and stores: a year of history in memory takes PGlite tens of seconds to seed and scan
        // on a busy machine, which is not what this test is about (shutdown).
        SEED_DEMO_HISTORY: "false",
        SEED_DEMO_UPCOMING: "false",
        PORT: String(port),
        HOST: "127.0.0.1",
        SERVE_APPS: "false",
        // "incoming request" lines (debug: request-log.ts) say which sign-ins the server has received.
        LOG_LEVEL: "debug",
        // The sign-ins below come through a loopback proxy, each for its own address.
        TRUST_PROXY: "loopback",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
    /** Addresses of the sign-ins the server has received (pino's JSON lines; each sign-in has its own address). */
    const received = new Set<string>();
    let shuttingDown = false;
    let log = "";
    let partial = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as { msg?: string; req?: { url?: string; remoteAddress?: string } };
          const from = entry.req?.remoteAddress ?? "";
          if (entry.msg === "incoming request" && from.startsWith("10.1.0.")) received.add(from);
          if (entry.msg?.startsWith("SIGTERM")) shuttingDown = true;
        } catch {}
      }
    });
    proc.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });

    for (let i = 0; ; i++) {
      expect(proc.exitCode, log).toBeNull();
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error(`the server did not start:\n${log}`);
      await sleep(100);
    }
    const login = await fetch(`${base}/api/dj-rest-auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
    });
    const { key } = (await login.json()) as { key: string };

    // A staff console's live-update stream (opened with a stream ticket, as the clients do): open until the server ends it.
    const ticketAnswer = await fetch(`${base}/trpc/events.streamTicket`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: "{}",
    });
    const { ticket } = ((await ticketAnswer.json()) as { result: { data: { ticket: string } } }).result.data;
    const stream = await fetch(
      `${base}/trpc/events.onStoreChange?connectionParams=${encodeURIComponent(JSON.stringify({ ticket }))}`,
      { headers: { accept: "text/event-stream" } },
    );
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body?.getReader();
      try {
        while (reader && !(await reader.read()).done) {}
        return "ended";
      } catch {
        return "ended";
      }
    })();

    // Sign-ins are slow on purpose (argon2id), so many are still being worked on when SIGTERM arrives. Each comes
    // through a (loopback) proxy for its own address: the sign-in rate limit is not what answers, and the server's
    // log says which ones it has received.
    const total = 40;
    const answered = new Map<string, number | string>();
    const signIns = Array.from({ length: total }, async (_, i) => {
      const address = `10.1.0.${i + 1}`;
      const status = await fetch(`${base}/api/dj-rest-auth/login/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
      }).then(
        async (r) => {
          await r.text();
          return r.status;
        },
        (err: unknown) => refusedOr(err),
      );
      answered.set(address, status);
    });
    for (let i = 0; received.size < 10; i++) {
      if (i > 1000) throw new Error(`only ${received.size} sign-ins reached the server`);
      await sleep(5);
    }
    const inFlight = [...received].filter((a) => !answered.has(a));
    proc.kill("SIGTERM");

    // New requests once it is shutting down: refused (no listener any more) or 503, never a hang or a 500.
    for (let i = 0; !shuttingDown && i < 500; i++) await sleep(10);
    expect(shuttingDown, `the server logged the SIGTERM (exit ${proc.exitCode}): ${log.slice(-1500)}`).toBe(
      true,
    );
    const late: (number | string)[] = [];
    while (proc.exitCode === null && late.length < 20) {
      late.push(
        await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
          (r) => r.status,
          refusedOr,
        ),
      );
      await sleep(50);
    }

    await Promise.all(signIns);
    const code = await Promise.race([exited, sleep(20_000).then(() => "still running")]);
    const answers = [...answered.values()];
    console.log(
      `SIGTERM: ${inFlight.length} sign-ins in flight finished with ${JSON.stringify(inFlight.map((a) => answered.get(a)))}; ` +
        `all ${total}: ${JSON.stringify(count(answers))}; requests after it: ${JSON.stringify(count(late))}`,
    );
    expect(inFlight.length, "sign-ins in flight when SIGTERM arrived").toBeGreaterThan(0);
    expect(
      inFlight.filter((a) => answered.get(a) !== 200),
      log.slice(-2000),
    ).toEqual([]);
    // Those not yet received when it went down: answered, or refused cleanly.
    expect(answers.filter((s) => s !== 200 && s !== 503 && s !== "refused")).toEqual([]);
    expect(late.filter((s) => s !== "refused" && s !== 503)).toEqual([]);
    expect(await Promise.race([streamEnded, sleep(5000).then(() => "open")])).toBe("ended");
    expect(code, log.slice(-2000)).toBe(0);
  }, 90_000);
});
