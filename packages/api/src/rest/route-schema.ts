/**
 * The Fastify route schema of one legacy path, from its declaration (route.ts): the zod schemas that parse its query,
 * path parameters and body, and its success answer: the route's `response`, wrapped in the {payload, system}
 * envelope on envelope paths. fastify-type-provider-zod parses requests and checks answers with them, and
 * @fastify/swagger documents them (rest/openapi.ts adds the error answers and the examples).
 */
import { z } from "zod";
import type { RestRoute } from "./route";

const okSystem = z.object({ message: z.literal("OK") }).strict();
export const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});

/** The group of a path (its tag): host_info, reservation_info, reports, or auth for the sign-in paths. */
const tagOf = (url: string) => {
  const group = url.split("/")[2] ?? "";
  return group === "host_info" || group === "reservation_info" || group === "reports" ? group : "auth";
};

const auth = [{ Token: [] }, { Bearer: [] }];

/**
 * The route's schema as Fastify holds it: the request's schemas and the success answer's, which the type provider
 * checks (an error answer is built by rest/errors.ts, typed by the error schemas).
 */
export function routeSchemaOf(route: RestRoute) {
  const { query, params, body, response } = route.schema;
  const parts = Object.fromEntries(
    Object.entries({ querystring: query, params, body }).filter(([, schema]) => schema !== undefined),
  );
  const doc = {
    summary: route.summary,
    tags: [tagOf(route.url)],
    ...(route.hide
      ? { hide: true }
      : {
          operationId: route.operationId,
          // Public paths may be called signed in too (a staff caller gets more); sign-in itself takes no key.
          security: route.access !== "public" ? auth : route.operationId === "login" ? [] : [{}, ...auth],
        }),
  };
  if (!response) return { ...doc, ...parts };
  const success =
    route.style === "envelope" ? z.object({ payload: response, system: okSystem }).strict() : response;
  return { ...doc, ...parts, response: { [String(route.status ?? 200)]: json(route.summary, success) } };
}
