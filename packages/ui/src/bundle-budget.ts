/**
 * Build step shared by the four apps (kiosk, staff, public, guest): prints the initial JavaScript gzipped and fails
 * the build when it is over the app's budget. "Initial" is the entry chunk plus every chunk it imports statically,
 * transitively (what index.html loads or modulepreloads before the first screen can render). Lazy chunks (import())
 * are listed apart and do not count. `SEATLINE_BUNDLE_REPORT=12 vite build` also lists the 12 largest packages (or app folders) per chunk.
 *
 * Node-only (a Vite plugin), so it is not exported from the package index but from @seatline/ui/build (build.ts).
 * It is typed structurally so this browser package needs no Vite.
 */
import { gzipSync } from "node:zlib";

/** The parts of a Rollup output chunk this check reads. */
export interface BudgetChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  modules?: Record<string, { renderedLength: number; code?: string | null }>;
}
export interface BudgetAsset {
  type: "asset";
  fileName: string;
  source: string | Uint8Array;
}
export type BudgetBundle = Record<string, BudgetChunk | BudgetAsset>;

export interface BundleBudgetOptions {
  /** The app's name in the messages, e.g. "kiosk". */
  app: string;
  /** Budget for the initial JavaScript, gzipped, in kB (1 kB = 1000 bytes, as Vite prints sizes). */
  maxInitialKb: number;
}

export const gzipKb = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length / 1000;

/** The entry chunks and everything they import statically, transitively. */
export function initialChunks(bundle: BudgetBundle): BudgetChunk[] {
  const chunks = new Map<string, BudgetChunk>();
  for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
  const seen = new Set<string>();
  const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) queue.push(imported);
  }
  return [...seen].flatMap((name) => chunks.get(name) ?? []);
}

export interface BudgetResult {
  initialKb: number;
  ok: boolean;
  /** The summary line, e.g. "initial JS: 120.4 kB gzip (budget 150 kB)". */
  summary: string;
  /** One line per chunk (initial, lazy) and stylesheet. */
  lines: string[];
}

/** Package (or app folder) a module id belongs to: "@mantine/core", "react-dom", "src/screens". */
export function moduleGroup(id: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const inModules = clean.lastIndexOf("/node_modules/");
  if (inModules >= 0) {
    const parts = clean.slice(inModules + "/node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const packages = clean.match(/\/packages\/([^/]+)\//);
  if (packages) return `@seatline/${packages[1]}`;
  const app = clean.match(/\/apps\/[^/]+\/(src\/[^/]+)/);
  return app?.[1] ?? clean;
}

/** The largest packages of a chunk: gzip of their rendered code (tree-shaken, not minified, so above their share). */
function largestGroups(chunk: BudgetChunk, count: number): string[] {
  const code = new Map<string, string[]>();
  for (const [id, info] of Object.entries(chunk.modules ?? {})) {
    if (!info.code) continue;
    const group = moduleGroup(id);
    code.set(group, [...(code.get(group) ?? []), info.code]);
  }
  return [...code.entries()]
    .map(([group, parts]) => [group, gzipKb(parts.join("\n"))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([group, kb]) => `           ${kb.toFixed(1).padStart(8)} kB gzip, unminified  ${group}`);
}

/** `report`: how many of the largest packages to list under each chunk (0: none). */
export function measureBundle(bundle: BudgetBundle, maxInitialKb: number, report = 0): BudgetResult {
  const initial = initialChunks(bundle);
  const initialNames = new Set(initial.map((c) => c.fileName));
  const lines: string[] = [];
  let total = 0;
  const row = (kind: string, fileName: string, kb: number) =>
    `  ${kind.padEnd(8)} ${fileName.padEnd(48)} ${kb.toFixed(2).padStart(8)} kB gzip`;
  for (const chunk of initial) {
    const kb = gzipKb(chunk.code);
    total += kb;
    lines.push(row("initial", chunk.fileName, kb));
    if (report > 0) lines.push(...largestGroups(chunk, report));
  }
  for (const item of Object.values(bundle)) {
    if (item.type === "chunk" && !initialNames.has(item.fileName)) {
      lines.push(row("lazy", item.fileName, gzipKb(item.code)));
      if (report > 0) lines.push(...largestGroups(item, Math.min(report, 5)));
    } else if (item.type === "asset" && item.fileName.endsWith(".css")) {
      lines.push(row("css", item.fileName, gzipKb(item.source)));
    }
  }
  const initialKb = Math.round(total * 10) / 10;
  const ok = total <= maxInitialKb;
  return {
    initialKb,
    ok,
    summary: `initial JS: ${initialKb.toFixed(1)} kB gzip (budget ${maxInitialKb} kB)`,
    lines,
  };
}

/** The Vite plugin: `plugins: [react(), bundleBudget({ app: "kiosk", maxInitialKb: 150 })]`. */
export function bundleBudget({ app, maxInitialKb }: BundleBudgetOptions) {
  return {
    name: "seatline-bundle-budget",
    apply: "build" as const,
    generateBundle(
      this: { info(message: string): void; error(message: string): never },
      _options: unknown,
      bundle: BudgetBundle,
    ) {
      const result = measureBundle(bundle, maxInitialKb, Number(process.env.SEATLINE_BUNDLE_REPORT) || 0);
      this.info(`\n${app} ${result.summary}${result.ok ? "" : " OVER"}\n${result.lines.join("\n")}`);
      if (!result.ok) {
        this.error(
          `${app}: initial JS is ${result.initialKb.toFixed(1)} kB gzip, over its budget of ${maxInitialKb} kB.`,
        );
      }
    },
  };
}
