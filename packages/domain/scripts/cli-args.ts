/** Tiny argument reading for the quotes scripts: `--name value` pairs and `--flag` switches. */
import { isAbsolute, resolve } from "node:path";

export function readArgs(argv: readonly string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (!a.startsWith("--")) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith("--")) {
      out.set(a.slice(2), next);
      i++;
    } else out.set(a.slice(2), true);
  }
  return out;
}

/** Paths are relative to where `pnpm` was run (INIT_CWD), not to this package. */
export function userPath(p: string): string {
  return isAbsolute(p) ? p : resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}
