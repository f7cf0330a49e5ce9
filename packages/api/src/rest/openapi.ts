/**
 * /api/openapi.json is written by @fastify/swagger from the legacy routes as Fastify holds them: each route's schema
 * (rest/route-schema.ts, from its declaration) is turned into JSON Schema by fastify-type-provider-zod (its query,
 * params and body on their input side, each answer on its output side; schemas with a `.meta({ id })` become
 * components). What the route schemas cannot carry is added here, from the same declarations: each path's
 * examples, the demo error example of each status, the optional Idempotency-Key header of keyed writes and the
 * Retry-After header of a 429.
 */
import fastifySwagger, { type SwaggerOptions } from "@fastify/swagger";
import Fastify from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { restLimitClass } from "../security/rate-limit-classes";
import { errorExamples } from "./demo-examples";
import { envelopeErrorAnswer, plainErrorAnswer } from "./errors";
import { registerRestRoutes, restRoutes } from "./plugin";
import type { RestRoute } from "./route";
import { json } from "./route-schema";

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, Json> };
  responses: Record<string, { content?: Record<string, Json>; headers?: Json }>;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad input: the message names the problem and `field` the field. Nothing changed.",
  401: "No valid `Authorization: Token <key>` (or `Bearer <key>`) header.",
  403: "The session may not do this: another store, or a user without a store.",
  404: "The store or record named does not exist.",
  409: "The record's current state does not allow this (the message says why).",
  413: "The request body is larger than the server's limit.",
  415: "The request body is not JSON (send `Content-Type: application/json`).",
  422: "This `Idempotency-Key` was already used for a different request. Nothing changed.",
  429: "Too many requests from this address; retry after `Retry-After` seconds.",
  503: "The database is briefly unavailable; retry in a moment.",
};

/** A POST, PUT or DELETE that keeps its first answer for a repeat with the same Idempotency-Key. */
const isKeyed = (route: RestRoute) => route.method !== "GET" && route.repeat !== "off";

/** The error statuses a path can answer, beside its success status. */
function errorStatusesOf(route: RestRoute): number[] {
  const statuses: number[] = [400];
  if (route.access !== "public") statuses.push(401);
  if (route.access === "staff" || route.errors?.includes(403)) statuses.push(403);
  if (route.errors?.includes(404)) statuses.push(404);
  if (route.errors?.includes(409)) statuses.push(409);
  if (route.method === "POST" || route.method === "PUT") statuses.push(413, 415);
  if (isKeyed(route)) statuses.push(422);
  if (restLimitClass(route.method, route.url)) statuses.push(429);
  statuses.push(503);
  return statuses;
}

/** The documented error answers of a path: each status it can answer, in its style's shape. */
function errorAnswersOf(route: RestRoute): Record<string, ReturnType<typeof json>> {
  const error = route.style === "envelope" ? envelopeErrorAnswer : plainErrorAnswer;
  const answers: Record<string, ReturnType<typeof json>> = {};
  for (const status of errorStatusesOf(route)) {
    const schema = status === 400 && route.badRequest ? z.union([route.badRequest.schema, error]) : error;
    answers[String(status)] = json(STATUS_TEXT[status] ?? "", schema);
  }
  return answers;
}

const TAGS = [
  { name: "auth", description: "Sign in and out (dj-rest-auth) and the signed-in user's store." },
  {
    name: "host_info",
    description: "The walk-in waitlist and the store's kiosk and table settings (plain JSON).",
  },
  {
    name: "reservation_info",
    description: "Reservations, time windows, blackout dates, access links (the {payload, system} envelope).",
  },
  {
    name: "reports",
    description: "The owner's report: walk-ins, waits, reservations and texts for a range (plain JSON).",
  },
];

/** Writes safe to repeat (docs/architecture.md): optional, and without it a path works as it always did. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A random key naming this one request (22-128 letters, digits, '-' or '_'; a UUID works). A repeat with the same key within 24 hours answers the first answer (with `Idempotent-Replayed: true`) and changes nothing; the same key with another body is a 422.",
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22,128}$" },
};

const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds until the limit resets.",
    required: true,
    schema: { type: "integer", minimum: 0 },
  },
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

function errorExample(route: RestRoute, status: number): unknown {
  if (status === 400 && route.examples?.badRequest !== undefined) return route.examples.badRequest;
  const message = errorExamples[status] ?? STATUS_TEXT[status] ?? "";
  return route.style === "envelope"
    ? { payload: null, system: { message } }
    : { detail: message, status, ...(status === 400 ? { field: "party_size" } : {}) };
}

/** Adds what the route schemas cannot carry to one operation of the document. */
function decorate(op: Operation, route: RestRoute): void {
  const ex = route.examples ?? {};
  for (const param of op.parameters ?? []) {
    const given = param.in === "query" ? ex.query : param.in === "path" ? ex.params : undefined;
    if (given && param.name in given) param.example = given[param.name];
  }
  if (isKeyed(route)) op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
  const bodyMedia = op.requestBody?.content["application/json"];
  if (bodyMedia && ex.body !== undefined) bodyMedia.example = ex.body;
  for (const [status, answer] of Object.entries(op.responses)) {
    const media = answer.content?.["application/json"];
    const code = Number(status);
    if (code === 429) answer.headers = RETRY_AFTER;
    if (!media) continue;
    if (code >= 400) media.example = errorExample(route, code);
    else if (ex.response !== undefined)
      media.example =
        route.style === "envelope" ? { payload: ex.response, system: { message: "OK" } } : ex.response;
  }
}

/** The components the document refers to (directly or through another component), sorted by name. */
function usedComponents(doc: Json, schemas: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, id] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!id || used.has(id)) continue;
      used.add(id);
      visit(schemas[id]);
    }
  };
  visit(doc.paths);
  return Object.fromEntries(
    [...used].sort((a, b) => a.localeCompare(b)).map((id) => [id, schemas[id] as Json]),
  );
}

const routeSchemaToJson = createJsonSchemaTransform({});
const componentsToJson = createJsonSchemaTransformObject({});

/** @fastify/swagger's options for the legacy document (apps/server registers them before the routes). */
export function restSwaggerOptions(serverUrl: string, routes: RestRoute[] = restRoutes): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Seatline legacy API",
        version: "1.0.0",
        description:
          "The HTTP + JSON paths older kiosk builds, scripts and integrations call (docs/legacy-api.md). Sign in at " +
          "/api/dj-rest-auth/login/ and send the key as `Authorization: Token <key>` (or `Bearer <key>`). " +
          "host_info paths answer plain JSON; reservation_info paths answer `{payload, system: {message}}`.",
        license: { name: "Proprietary", identifier: "LicenseRef-Seatline-Proprietary" },
      },
      servers: [{ url: serverUrl, description: "The Seatline server that serves this document" }],
      tags: TAGS,
      components: {
        securitySchemes: {
          Token: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description: "`Token <key>`, the key answered by /api/dj-rest-auth/login/.",
          },
          Bearer: { type: "http", scheme: "bearer", description: "The same key as a bearer token." },
        },
      },
    },
    // Only the legacy paths (tagged by rest/route-schema.ts) are in the document; "OK" stays a `const`.
    hideUntagged: true,
    convertConstToEnum: false,
    transform: (input) => {
      const rest = input.route.config?.rest;
      if (!rest) return { schema: { hide: true }, url: input.url };
      if (rest.hide) return routeSchemaToJson(input);
      const response = { ...(input.schema.response as object), ...errorAnswersOf(rest) };
      return routeSchemaToJson({ ...input, schema: { ...input.schema, response } });
    },
    transformObject: (input) => {
      const doc = componentsToJson(input) as unknown as Json & {
        paths: Record<string, Record<string, Operation>>;
        components: { schemas: Record<string, Json> };
      };
      for (const route of routes) {
        const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        if (op && !route.hide) decorate(op, route);
      }
      doc.components.schemas = usedComponents(doc, doc.components.schemas);
      return doc as never;
    },
  };
}

/** The document as the server serves it, without a server: the lint, the client generator and the tests read it. */
export async function buildOpenApiDocument(opts: { serverUrl: string }): Promise<Json> {
  const app = Fastify({ logger: false });
  await app.register(fastifySwagger, restSwaggerOptions(opts.serverUrl));
  // Only documented, never called: no dependencies.
  await app.register(async (api) => registerRestRoutes(api, null as unknown as AppDeps, restRoutes));
  await app.ready();
  const doc = app.swagger() as unknown as Json;
  await app.close();
  return doc;
}
