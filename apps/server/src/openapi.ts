/**
 * The legacy API's document and viewer: @fastify/swagger writes /api/openapi.json from the legacy routes themselves
 * (their zod schemas, packages/api/src/rest/openapi.ts; so it is registered before them) and /api/docs is Swagger UI
 * served from this server (its own assets, no CDN; its initializer is a static script, so helmet's `script-src
 * 'self'` holds).
 */
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { restSwaggerOptions } from "@seatline/api";
import type { FastifyInstance } from "fastify";

export async function registerApiDocs(app: FastifyInstance, serverUrl: string): Promise<void> {
  await app.register(fastifySwagger, restSwaggerOptions(serverUrl));
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    // No "valid" badge from validator.swagger.io: the page loads nothing from elsewhere.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get("/api/openapi.json", { schema: { hide: true } as object }, async () => app.swagger());
}
