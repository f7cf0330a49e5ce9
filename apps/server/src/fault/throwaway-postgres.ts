/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temp directory, on a spare port), so a test can stop
 * and start it while requests flow. Never the shared server: its own data directory, port and socket directory.
 * As root the binaries run as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The directory of initdb/pg_ctl (PG_BIN, else the newest /usr/lib/postgresql/<v>/bin), or null. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, "pg_ctl"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Why the throwaway server cannot run here, or null when it can. */
export async function throwawayUnavailable(): Promise<string | null> {
  if (!findPostgresBin()) return "PostgreSQL server binaries not found (set PG_BIN or install postgresql)";
  if (isRoot()) {
    try {
      await run("id", ["-u", "postgres"]);
    } catch {
      return "running as root and there is no postgres user to run PostgreSQL as";
    }
  }
  return null;
}

async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const dir = mkdtempSync(join(tmpdir(), "seatline-pg-"));
  const data = join(dir, "data");
  const exec = async (cmd: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    return run(file, argv, { timeout: 60_000 });
  };
  if (isRoot()) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  await exec("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await sparePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40`;
  const start = async () => {
    await exec("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-o",
      options,
      "-w",
      "-t",
      "30",
      "start",
    ]);
  };
  const stop = async (mode = "fast") => {
    await exec("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop("fast"),
    destroy: async () => {
      await stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
