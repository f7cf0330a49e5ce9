/**
 * The legacy API's document and viewer: /api/openapi.json is built from the REST route table (zod schemas, see
 * packages/api/src/rest/openapi.ts) and /api/docs is Swagger UI served from this server (its own assets, no CDN;
 * its initializer is a static script, so helmet's `script-src 'self'` holds).
 */
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { buildOpenApiDocument } from "@seatline/api";
import type { FastifyInstance } from "fastify";

export async function registerApiDocs(app: FastifyInstance, serverUrl: string): Promise<void> {
  const document = buildOpenApiDocument({ serverUrl });
  await app.register(fastifySwagger, { mode: "static", specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    // No "valid" badge from validator.swagger.io: the page loads nothing from elsewhere.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get("/api/openapi.json", { schema: { hide: true } as object }, async () => app.swagger());
}
