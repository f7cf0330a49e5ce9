/**
 * Build step of the public page: prints the initial JavaScript (the entry chunk and every chunk it imports
 * statically, i.e. what the browser must load before the page can render) gzipped, and fails the build when it
 * is over the budget. Lazy chunks (import()) are listed apart and do not count.
 */
import { gzipSync } from "node:zlib";
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface BundleBudgetOptions {
  /** Budget for the initial JavaScript, gzipped, in kB (1 kB = 1000 bytes, as Vite prints sizes). */
  maxInitialKb: number;
}

const gzipKb = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length / 1000;

/** The entry chunks and everything they import statically, transitively. */
export function initialChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
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

export function bundleBudget({ maxInitialKb }: BundleBudgetOptions): Plugin {
  return {
    name: "seatline-bundle-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const initial = initialChunks(bundle);
      const initialNames = new Set(initial.map((c) => c.fileName));
      const lines: string[] = [];
      let total = 0;
      for (const chunk of initial) {
        const kb = gzipKb(chunk.code);
        total += kb;
        lines.push(`  initial  ${chunk.fileName.padEnd(40)} ${kb.toFixed(2).padStart(8)} kB gzip`);
      }
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk" && !initialNames.has(item.fileName)) {
          lines.push(
            `  lazy     ${item.fileName.padEnd(40)} ${gzipKb(item.code).toFixed(2).padStart(8)} kB gzip`,
          );
        } else if (item.type === "asset" && item.fileName.endsWith(".css")) {
          lines.push(
            `  css      ${item.fileName.padEnd(40)} ${gzipKb(item.source).toFixed(2).padStart(8)} kB gzip`,
          );
        }
      }
      const verdict = total <= maxInitialKb ? "within" : "OVER";
      this.info(
        `\nInitial JavaScript: ${total.toFixed(2)} kB gzip (budget ${maxInitialKb} kB, ${verdict})\n${lines.join("\n")}`,
      );
      if (total > maxInitialKb) {
        this.error(
          `Initial JavaScript is ${total.toFixed(2)} kB gzipped, over the ${maxInitialKb} kB budget of the public page.`,
        );
      }
    },
  };
}
