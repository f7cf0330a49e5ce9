/**
 * A client generated from /api/openapi.json with openapi-typescript type-checks against a small example script
 * (client-example/legacy-client-example.ts, including lines that must be type errors). The types are generated
 * here from the document as the server builds it, into the git-ignored .openapi folder, so they always follow it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "@seatline/api";
import { expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const run = (script: string, args: string[]) => {
  try {
    execFileSync(process.execPath, [script, ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      stdio: "pipe",
    });
    return "";
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}` || String(err);
  }
};

it("a TypeScript client generated from the document type-checks against the example script", async () => {
  const source = resolve(root, ".openapi/client-source.json");
  const types = resolve(root, ".openapi/legacy-api.d.ts");
  mkdirSync(dirname(source), { recursive: true });
  writeFileSync(source, JSON.stringify(await buildOpenApiDocument({ serverUrl: "/" })));
  const cli = resolve(dirname(require.resolve("openapi-typescript/package.json")), "bin/cli.js");
  expect(run(cli, [source, "--redocly", "client-example/redocly.yaml", "-o", types])).toBe("");
  expect(readFileSync(types, "utf8")).toContain('"/api/host_info/waiting_customers"');
  const tsc = require.resolve("typescript/bin/tsc");
  expect(run(tsc, ["-p", "client-example/tsconfig.json"])).toBe("");
}, 60_000);
