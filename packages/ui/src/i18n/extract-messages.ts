/**
 * Extraction (docs/product.md#languages): the English messages written as literals of t() and msg() calls of the guest-facing
 * sources: the kiosk's guest screens, the guest pages, the public page and the shared components. Node-only (the
 * catalog check runs it); never imported by an app.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders of guest-facing code, from the repository root; the kiosk's host screens stay English (staff). */
export const GUEST_SOURCE_DIRS = ["apps/kiosk/src", "apps/guest/src", "apps/public/src", "packages/ui/src"];
const SKIP = [/\.test\.tsx?$/, /^apps\/kiosk\/src\/host\//, /^packages\/ui\/src\/i18n\/catalog-/];

function files(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return files(root, path);
    return /\.tsx?$/.test(name) && !SKIP.some((re) => re.test(path)) ? [path] : [];
  });
}

const CALL = /\b(?:t|msg)\(\s*"((?:[^"\\]|\\.)*)"/g;

/** Every literal message with the files that use it. */
export function extractMessages(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of GUEST_SOURCE_DIRS) {
    for (const path of files(root, dir)) {
      const source = readFileSync(join(root, path), "utf8");
      for (const m of source.matchAll(CALL)) {
        const message = JSON.parse(`"${m[1]}"`) as string;
        found.set(message, [...(found.get(message) ?? []), relative(root, join(root, path))]);
      }
    }
  }
  return found;
}
