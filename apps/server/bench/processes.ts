/** The bench's processes: servers started as their own node processes, and the load generator (over IPC). */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { LoadAnswer, LoadRequest } from "./load-generator";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createNetServer();
    s.once("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => res(port));
    });
  });
}

export interface Proc {
  name: string;
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitReady(name: string, base: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${stderr()}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become ready:\n${stderr()}`);
}

/**
 * Starts `script` (relative to apps/server, or to `cwd`: another checkout's apps/server) as
 * `node --import tsx [nodeArgs] script` with `env` on a free port; stdout is discarded (the server's request log costs
 * what it costs in production, and is not kept).
 */
export async function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cwd = serverDir,
): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", ...nodeArgs, script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (d: Buffer) => {
    err = (err + d.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(name, base, child, () => err);
  return {
    name,
    base,
    child,
    stop: () =>
      new Promise((res) => {
        if (child.exitCode !== null) return res();
        child.once("exit", () => res());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/** The load generator in its own process; run() sends one load run and answers its figures. */
export async function startLoadGenerator() {
  const child = fork(resolve(serverDir, "bench/load-generator.ts"), [], {
    cwd: serverDir,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((res, rej) => {
    child.once("message", () => res());
    child.once("exit", (code) => rej(new Error(`load generator exited (${code})`)));
  });
  let next = 0;
  const pending = new Map<number, { res: (a: LoadAnswer) => void; rej: (e: Error) => void }>();
  child.on("message", (m: { id: number; answer?: LoadAnswer; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.answer) p.res(m.answer);
    else p.rej(new Error(m.error ?? "load generator failed"));
  });
  return {
    run: (request: LoadRequest) =>
      new Promise<LoadAnswer>((res, rej) => {
        next += 1;
        pending.set(next, { res, rej });
        child.send({ id: next, request });
      }),
    stop: () => {
      child.kill("SIGTERM");
    },
  };
}

/** BENCH_SERVER_NODE_ARGS="--flag …" adds Node flags to the servers under test only (to compare V8 settings). */
function serverNodeArgs(): string[] {
  return process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
}

/** BENCH_CPU_PROF=<dir> writes a V8 CPU profile of server A (node --cpu-prof) there when it stops. */
function cpuProfileArgs(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}/${name}`] : [];
}

/**
 * The processes under load: servers A and B (src/index.ts as in production: NODE_ENV=production, info logs, rate
 * limits off, no apps), the bare baseline, and server C from another checkout when `compareDir` is given.
 */
export async function startServers(o: { databaseUrl: string; pool: string; compareDir?: string }) {
  const serverEnv = {
    DATABASE_URL: o.databaseUrl,
    DB_POOL_MAX: o.pool,
    NODE_ENV: "production",
    SEED_DEMO: "false",
    RATE_LIMITS: "off",
    SERVE_APPS: "false",
    LOG_LEVEL: "info",
    PUBLIC_URL: "http://127.0.0.1",
  };
  const [a, b, bare] = await Promise.all([
    startProcess("server A", "src/index.ts", serverEnv, [...serverNodeArgs(), ...cpuProfileArgs("a")]),
    startProcess("server B", "src/index.ts", serverEnv, serverNodeArgs()),
    startProcess("bare", "bench/bare-server.ts", { DATABASE_URL: o.databaseUrl, DB_POOL_MAX: o.pool }),
  ]);
  const c = o.compareDir
    ? await startProcess(
        "server C (compared)",
        "src/index.ts",
        serverEnv,
        [],
        resolve(o.compareDir, "apps/server"),
      )
    : null;
  return { a, b, bare, c, all: [a, b, bare, ...(c ? [c] : [])] };
}
