/**
 * Writes /api/openapi.json as the server builds it (servers: "/") to the path given, for the lint
 * (`pnpm --filter @seatline/server lint:openapi`) and for openapi-typescript.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { buildOpenApiDocument } from "@seatline/api";

const out = resolve(process.argv[2] ?? ".openapi/openapi.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(await buildOpenApiDocument({ serverUrl: "/" }), null, 2)}\n`);
console.log(`wrote ${out}`);
