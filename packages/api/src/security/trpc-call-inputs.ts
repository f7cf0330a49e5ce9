/**
 * How a /trpc request names its calls' inputs, read at the door before tRPC runs (rate-limit-classes.ts counts the
 * link codes a request names): as tRPC reads them, so the door sees what the procedures will.
 */

/** One query parameter of a Fastify request (`req.query` is untyped). */
function queryParam(query: unknown, name: string): string | undefined {
  const v = query && typeof query === "object" ? (query as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
}

/**
 * The raw input of each call, read as tRPC reads it: a GET (or HEAD) carries JSON in `?input=`, anything else a JSON
 * body; a batch's (`?batch=1`) inputs are an object keyed by call index. Throws when `?input=` or the body is not JSON
 * (tRPC refuses those).
 */
export function rawCallInputs(req: {
  method: string;
  query: unknown;
  body: unknown;
}): (index: number) => unknown {
  const fromQuery = req.method === "GET" || req.method === "HEAD";
  const text = fromQuery ? queryParam(req.query, "input") : undefined;
  // /trpc keeps a JSON body as its text (tRPC parses it itself): read it as tRPC will.
  const fromBody = () =>
    typeof req.body === "string" ? (req.body ? JSON.parse(req.body) : undefined) : req.body;
  const inputs: unknown = fromQuery ? (text ? JSON.parse(text) : undefined) : fromBody();
  if (queryParam(req.query, "batch") !== "1") return () => inputs;
  return (index) =>
    inputs && typeof inputs === "object" ? (inputs as Record<string, unknown>)[String(index)] : undefined;
}
