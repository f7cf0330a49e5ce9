/**
 * SIGTERM to `pnpm start` (what a process manager or a container runtime sends to the process it started) stops the
 * server, not only pnpm: the start script hands its process over to the server with `exec`, pnpm passes the signal on
 * and waits, and the whole stops cleanly: the port closes and pnpm exits 0 with the server, nothing left running
 * (docs/operations.md#starting-and-stopping). The root's `pnpm start` builds the apps first, then hands over to this
 * same script the same way. What the server does on SIGTERM is sigterm.int.test.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Within how long the stop must be over: a container runtime's grace period is 10 s by default (docker stop). */
const STOP_WITHIN_MS = 10_000;

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

/** Whether something still accepts connections on the port. */
function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("pnpm start, stopped with SIGTERM", () => {
  let child: ChildProcess | null = null;
  let serverPid = 0;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    if (serverPid && alive(serverPid)) process.kill(serverPid, "SIGKILL");
  });

  it("stops the server: the port closes and pnpm exits 0 with it", async () => {
    const port = await sparePort();
    const proc = spawn("pnpm", ["start"], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: "memory://",
        SEED_DEMO_HISTORY: "false",
        SEED_DEMO_UPCOMING: "false",
        PORT: String(port),
        HOST: "127.0.0.1",
        SERVE_APPS: "false",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
    let log = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      // The server's own process id, from its log lines (pino's JSON carries it).
      const pid = /"pid":(\d+)/.exec(log)?.[1];
      if (pid && !serverPid) serverPid = Number(pid);
    });
    proc.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });

    for (let i = 0; ; i++) {
      expect(proc.exitCode, log).toBeNull();
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error(`the server did not start:\n${log}`);
      await sleep(100);
    }
    expect(serverPid, log).toBeGreaterThan(0);
    expect(serverPid, "the server runs in a process of its own, under pnpm").not.toBe(proc.pid);

    const signalled = performance.now();
    proc.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(STOP_WITHIN_MS).then(() => "still running")]);
    const tookMs = Math.round(performance.now() - signalled);
    // pnpm waited for the server: by the time it exits, the server has too and its port is closed.
    const left = { serverRunning: alive(serverPid), portOpen: await portOpen(port) };
    console.log(`pnpm start, SIGTERM: pnpm exited ${code} after ${tookMs} ms; ${JSON.stringify(left)}`);
    expect(left, log.slice(-2000)).toEqual({ serverRunning: false, portOpen: false });
    expect(code, log.slice(-2000)).toBe(0);
    expect(log).toMatch(/SIGTERM: finishing in-flight requests/);
    expect(log).toMatch(/shutdown: done/);
  }, 90_000);
});
