/**
 * Build step shared by the four apps: next to every text file of dist/ (scripts, styles, index.html, SVG, the web
 * manifest) it writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9), made once at build time so the
 * server (apps/server/src/static-apps.ts, @fastify/static `preCompressed`) or a CDN sends them without compressing
 * per request. A variant that would not be smaller than the file is not written (the server then falls back to the
 * next encoding the client accepts, then to the file itself).
 *
 * Node-only (a Vite plugin), imported by the apps' vite.config.ts from @seatline/ui/build like bundle-budget.ts, and
 * typed structurally so this browser package needs no Vite.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Extensions worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;

/** Below this many bytes a compressed copy saves less than a TCP packet; it is not written. */
export const MIN_BYTES = 256;

export interface Compressed {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Writes the .br and .gz of every compressible file under `dir`; answers what it wrote. */
export function precompressDir(dir: string): Compressed[] {
  const out: Compressed[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const keep = (variant: Buffer, ext: string) => {
      if (variant.length >= raw.length) return null;
      writeFileSync(`${file}${ext}`, variant);
      return variant.length;
    };
    out.push({ file, bytes: raw.length, br: keep(br, ".br"), gz: keep(gz, ".gz") });
  }
  return out;
}

/**
 * The Vite plugin: `plugins: [react(), precompress()]`. Runs after every file is written (closeBundle, last), so it
 * also covers files other plugins write (the kiosk's service worker and manifest).
 */
export function precompress() {
  let outDir = "dist";
  return {
    name: "seatline-precompress",
    apply: "build" as const,
    enforce: "post" as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post" as const,
      sequential: true,
      handler() {
        if (!statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) return;
        const done = precompressDir(outDir);
        const raw = done.reduce((sum, f) => sum + f.bytes, 0);
        const br = done.reduce((sum, f) => sum + (f.br ?? f.bytes), 0);
        console.info(
          `precompressed ${done.length} files: ${(raw / 1000).toFixed(1)} kB -> ${(br / 1000).toFixed(1)} kB brotli`,
        );
      },
    },
  };
}
