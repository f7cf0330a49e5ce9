import { describe, expect, it } from "vitest";
import {
  type BudgetBundle,
  type BudgetChunk,
  bundleBudget,
  initialChunks,
  measureBundle,
  moduleGroup,
} from "./bundle-budget";

/** Incompressible-ish code of about `kb` kB gzipped (random digits compress to ~0.42 byte each). */
function code(kb: number, seed: number): string {
  let x = seed;
  let out = "";
  while (out.length < kb * 2400) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String(x);
  }
  return `export const s${seed}="${out}";`;
}

const chunk = (
  fileName: string,
  kb: number,
  seed: number,
  extra: Partial<BudgetChunk> = {},
): BudgetChunk => ({
  type: "chunk" as const,
  fileName,
  isEntry: false,
  imports: [] as string[],
  code: code(kb, seed),
  ...extra,
});

function sample(): BudgetBundle {
  return {
    "index.js": chunk("index.js", 40, 1, { isEntry: true, imports: ["vendor.js"] }),
    "vendor.js": chunk("vendor.js", 30, 2, { imports: ["shared.js"] }),
    "shared.js": chunk("shared.js", 5, 3),
    // Reached only through import(): not part of the first download.
    "settings.js": chunk("settings.js", 50, 4, { imports: ["shared.js"] }),
    "index.css": { type: "asset", fileName: "index.css", source: "body{margin:0}" },
  };
}

describe("bundle budget", () => {
  it("counts the entry and its static imports, transitively, but not lazy chunks", () => {
    expect(
      initialChunks(sample())
        .map((c) => c.fileName)
        .sort(),
    ).toEqual(["index.js", "shared.js", "vendor.js"]);
  });

  it("passes within the budget and fails above it, printing the figure and the budget", () => {
    const within = measureBundle(sample(), 150);
    expect(within.ok).toBe(true);
    expect(within.initialKb).toBeGreaterThan(60);
    expect(within.initialKb).toBeLessThan(100);
    expect(within.summary).toBe(`initial JS: ${within.initialKb.toFixed(1)} kB gzip (budget 150 kB)`);
    expect(within.lines.some((l) => l.includes("lazy") && l.includes("settings.js"))).toBe(true);

    const over = measureBundle(sample(), 50);
    expect(over.ok).toBe(false);
  });

  it("the Vite plugin errors the build when over budget", () => {
    const plugin = bundleBudget({ app: "kiosk", maxInitialKb: 50 });
    const logs: string[] = [];
    const context = {
      info: (m: string) => logs.push(m),
      error: (m: string): never => {
        throw new Error(m);
      },
    };
    expect(() => plugin.generateBundle.call(context, {}, sample())).toThrow(
      /kiosk: initial JS is .* over its budget of 50 kB/,
    );
    expect(logs[0]).toMatch(/kiosk initial JS: .* kB gzip \(budget 50 kB\) OVER/);
    expect(() =>
      bundleBudget({ app: "kiosk", maxInitialKb: 500 }).generateBundle.call(context, {}, sample()),
    ).not.toThrow();
  });

  it("groups modules by package", () => {
    expect(moduleGroup("/w/node_modules/.pnpm/@mantine+core@8/node_modules/@mantine/core/esm/Box.mjs")).toBe(
      "@mantine/core",
    );
    expect(moduleGroup("/w/node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js?commonjs")).toBe(
      "react-dom",
    );
    expect(moduleGroup("/work/main/packages/ui/src/theme.ts")).toBe("@seatline/ui");
    expect(moduleGroup("/work/main/apps/kiosk/src/screens/party-screen.tsx")).toBe("src/screens");
  });
});
