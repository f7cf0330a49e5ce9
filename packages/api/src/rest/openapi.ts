/**
 * /api/openapi.json, built from the route table: each path's query, params and body are the zod schemas its handler
 * parses with (JSON Schema of their input side), each answer the zod schema its shaping function is typed by
 * (output side, strict objects), all through zod's own z.toJSONSchema. Schemas with a `.meta({ id })` become
 * components. Statuses every path of a kind can answer are added here; a route's docs.errors adds 403/404/409.
 */
import { LOGIN_FAILED } from "@seatline/domain";
import { z } from "zod";
import { restLimitClass } from "../security/rate-limit-classes";
import { envelopeErrorAnswer, plainErrorAnswer } from "./errors";
import { errorExamples, operationExamples } from "./openapi-examples";
import { restRoutes } from "./plugin";
import type { RestRoute } from "./route";

type Json = Record<string, unknown>;
type Schema = Json;

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

/** Writes safe to repeat (docs/architecture.md): optional, and without it a path works as it always did. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "A random key naming this one request (22-128 letters, digits, '-' or '_'; a UUID works). A repeat with the same key within 24 hours answers the first answer (with `Idempotent-Replayed: true`) and changes nothing; the same key with another body is a 422.",
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22,128}$" },
};

/** Collects the $defs of every converted schema as components (one id, one schema). */
class SchemaSet {
  readonly components: Record<string, Schema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): Schema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
    const { $schema: _drop, $defs, ...rest } = json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Schema>)) {
      const text = JSON.stringify(def);
      const seen = this.components[id];
      if (seen && JSON.stringify(seen) !== text.replaceAll("#/$defs/", "#/components/schemas/")) {
        throw new Error(`Two different schemas are named ${id}`);
      }
      this.components[id] = JSON.parse(text.replaceAll("#/$defs/", "#/components/schemas/"));
    }
    return JSON.parse(JSON.stringify(rest).replaceAll("#/$defs/", "#/components/schemas/"));
  }
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const tagOf = (url: string) => {
  const group = url.split("/")[2] ?? "";
  return group === "host_info" || group === "reservation_info" || group === "reports" ? group : "auth";
};

function parametersOf(set: SchemaSet, route: RestRoute, where: "query" | "path"): Json[] {
  const schema = where === "query" ? route.docs?.query : route.docs?.params;
  if (!schema) return [];
  const json = set.convert(schema, "input") as { properties?: Record<string, Schema>; required?: string[] };
  const examples = operationExamples[route.docs?.operationId ?? ""]?.[where === "query" ? "query" : "params"];
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s as { description?: string };
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples && name in examples ? { example: examples[name] } : {}),
    };
  });
}

function jsonContent(schema: Schema, example?: unknown): Json {
  return { "application/json": { schema, ...(example !== undefined ? { example } : {}) } };
}

function operationOf(set: SchemaSet, route: RestRoute): Json {
  const docs = route.docs;
  if (!docs) throw new Error(`${route.method} ${route.url} has no docs (hide it or document it)`);
  const envelope = route.style === "envelope";
  const examples = operationExamples[docs.operationId] ?? {};
  const errorSchema = set.convert(envelope ? envelopeErrorAnswer : plainErrorAnswer, "output");
  const errorExample = (status: number) => {
    const message = errorExamples[status] ?? STATUS_TEXT[status] ?? "";
    return envelope
      ? { payload: null, system: { message } }
      : { detail: message, status, ...(status === 400 ? { field: "party_size" } : {}) };
  };
  const payload = set.convert(docs.response, "output");
  const success = envelope
    ? {
        type: "object",
        properties: {
          payload,
          system: {
            type: "object",
            properties: { message: { type: "string", const: "OK" } },
            required: ["message"],
            additionalProperties: false,
          },
        },
        required: ["payload", "system"],
        additionalProperties: false,
      }
    : payload;
  const successExample =
    examples.response === undefined
      ? undefined
      : envelope
        ? { payload: examples.response, system: { message: "OK" } }
        : examples.response;

  const keyed = route.method !== "GET" && route.repeat !== "off";
  const statuses: number[] = [400];
  if (route.access !== "public") statuses.push(401);
  if (route.access === "staff" || docs.errors?.includes(403)) statuses.push(403);
  if (docs.errors?.includes(404)) statuses.push(404);
  if (docs.errors?.includes(409)) statuses.push(409);
  if (route.method === "POST" || route.method === "PUT") statuses.push(413, 415);
  if (keyed) statuses.push(422);
  if (restLimitClass(route.method, route.url)) statuses.push(429);
  statuses.push(503);

  const responses: Json = {
    [String(route.status ?? 200)]: {
      description: route.summary,
      content: jsonContent(success, successExample),
    },
  };
  for (const status of statuses) {
    const schema =
      status === 400 && docs.badRequest
        ? { anyOf: [set.convert(docs.badRequest, "output"), errorSchema] }
        : errorSchema;
    responses[String(status)] = {
      description: STATUS_TEXT[status],
      ...(status === 429
        ? {
            headers: {
              "Retry-After": {
                description: "Seconds until the limit resets.",
                required: true,
                schema: { type: "integer", minimum: 0 },
              },
            },
          }
        : {}),
      content: jsonContent(
        schema,
        status === 400 && docs.badRequest ? { non_field_errors: [LOGIN_FAILED] } : errorExample(status),
      ),
    };
  }

  const auth = [{ Token: [] }, { Bearer: [] }];
  return {
    operationId: docs.operationId,
    summary: route.summary,
    tags: [tagOf(route.url)],
    security: route.access !== "public" ? auth : docs.operationId === "login" ? [] : [{}, ...auth],
    parameters: [
      ...parametersOf(set, route, "path"),
      ...parametersOf(set, route, "query"),
      ...(keyed ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(docs.body
      ? {
          requestBody: {
            required: true,
            content: jsonContent(set.convert(docs.body, "input"), examples.body),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every legacy path that is not hidden. */
export function buildOpenApiDocument(opts: { serverUrl: string }, routes: RestRoute[] = restRoutes): Json {
  const set = new SchemaSet();
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    if (route.hide) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operationOf(set, route) };
  }
  return {
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
    servers: [{ url: opts.serverUrl, description: "The Seatline server that serves this document" }],
    tags: TAGS,
    paths,
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
      schemas: Object.fromEntries(Object.entries(set.components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
