/**
 * JSON with keys that could reach an object's prototype (`__proto__`, `constructor.prototype`) is refused with a 400
 * on every path, by one check: Fastify's own JSON parser (secure-json-parse, under the server's `onProtoPoisoning` and
 * `onConstructorPoisoning`, "error" by default). The legacy /api bodies are parsed by it. /trpc keeps a body as text
 * for tRPC's own adapter to parse and reads a GET's input from `?input=`, so the
 * parser never saw them: here that text is put through the same parser, before tRPC, the limits' input reads or any
 * procedure use it.
 */
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { trpcRefusal } from "../trpc-refusal";

export const PROTOTYPE_KEYS_MESSAGE = "Input must not contain the keys __proto__ or constructor.prototype.";

/** Whether a JSON text holds a key Fastify's parser refuses (as configured on `app`); false for text that is not JSON. */
export function prototypeKeyCheck(app: FastifyInstance): (json: string) => boolean {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  return (json) => {
    if (json === "") return false;
    let refused = false;
    // The parser answers at once (it reads nothing of the request).
    parse(undefined as unknown as FastifyRequest, json, (err) => {
      refused = err !== null;
    });
    if (!refused) return false;
    // It refuses malformed JSON the same way: that stays tRPC's own parse error, as before.
    try {
      JSON.parse(json);
      return true;
    } catch {
      return false;
    }
  };
}

/** The JSON texts tRPC will read from a /trpc request: the body kept as text, and every `?input=` (as tRPC reads it). */
function trpcJsonTexts(req: FastifyRequest): string[] {
  const texts = typeof req.body === "string" ? [req.body] : [];
  const q = req.url.indexOf("?");
  if (q !== -1) texts.push(...new URLSearchParams(req.url.slice(q + 1)).getAll("input"));
  return texts;
}

/**
 * Refuses a /trpc request (calls, batches, subscriptions) whose JSON holds a prototype key: tRPC's own 400 answer
 * (trpc-refusal.ts), before the handler runs. Registered on the root app, so every /trpc route has it.
 */
export function refusePrototypeKeys(app: FastifyInstance): void {
  const holdsPrototypeKey = prototypeKeyCheck(app);
  app.addHook("preValidation", async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith("/trpc/")) return;
    if (!trpcJsonTexts(req).some(holdsPrototypeKey)) return;
    const pathParam = (req.params as { path?: string } | undefined)?.path ?? route.slice("/trpc/".length);
    const error = new TRPCError({ code: "BAD_REQUEST", message: PROTOTYPE_KEYS_MESSAGE });
    return reply.send(await trpcRefusal(req, pathParam, error));
  });
}
