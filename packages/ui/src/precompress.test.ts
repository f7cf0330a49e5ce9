import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "seatline-precompress-"));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

const script = "export const rows = [".concat("{ name: 'party', size: 2 },".repeat(400), "];\n");

describe("precompressDir", () => {
  it("writes a brotli and a gzip copy of each text file that decompress to the same bytes", () => {
    const dir = dist({ "index.html": `<!doctype html>${script}`, "assets/app-1a2b.js": script });
    const written = precompressDir(dir);
    expect(written.map((w) => w.file.slice(dir.length)).sort()).toEqual([
      "/assets/app-1a2b.js",
      "/index.html",
    ]);
    const js = join(dir, "assets/app-1a2b.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  });

  it("leaves images, tiny files and the compressed copies themselves alone", () => {
    const dir = dist({ "icon.png": Buffer.alloc(4000, 7), "tiny.js": "x=1", "a.js": script });
    precompressDir(dir);
    expect(existsSync(join(dir, "icon.png.br"))).toBe(false);
    expect(existsSync(join(dir, "tiny.js.gz"))).toBe(false);
    precompressDir(dir); // a second run does not compress a.js.br again
    expect(existsSync(join(dir, "a.js.br.br"))).toBe(false);
    expect(existsSync(join(dir, "a.js.br"))).toBe(true);
  });

  it("writes no copy that would be larger than the file (incompressible bytes)", () => {
    const dir = dist({ "noise.txt": randomBytes(400) });
    const [entry] = precompressDir(dir);
    expect(entry).toMatchObject({ bytes: 400, br: null, gz: null });
    expect(existsSync(join(dir, "noise.txt.br")) || existsSync(join(dir, "noise.txt.gz"))).toBe(false);
  });
});
