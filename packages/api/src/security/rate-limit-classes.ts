/**
 * Which requests count against which per-address limit (docs/architecture.md#rate-limits: login, public booking and public reads are
 * rate-limited; RATE_LIMITS=off turns them off). The server's rate-limit hook asks this for every request; staff
 * calls count against nothing.
 */
import { restRoutes } from "../rest/plugin";
import { appRouter } from "../root";

export type RateLimitClass = "login" | "booking" | "publicWrite" | "publicRead";

/** Routers whose procedures anyone may call (the public page, the guest pages). */
const PUBLIC_ROUTERS = new Set(["public", "guest"]);
const BOOKING_PROCEDURES = new Set(["public.createReservation"]);
const LOGIN_PROCEDURES = new Set(["auth.login"]);

const procedureTypes = new Map(
  Object.entries(appRouter._def.procedures).map(([path, p]) => [
    path,
    (p as unknown as { _def: { type: string } })._def.type,
  ]),
);

/** The class of one tRPC procedure call (a GET is a query or a subscription, a POST a mutation). */
export function trpcLimitClass(path: string, method: string): RateLimitClass | null {
  if (LOGIN_PROCEDURES.has(path)) return "login";
  if (BOOKING_PROCEDURES.has(path)) return "booking";
  if (!PUBLIC_ROUTERS.has(path.split(".")[0] ?? "")) return null;
  const type = procedureTypes.get(path) ?? (method === "GET" ? "query" : "mutation");
  return type === "mutation" ? "publicWrite" : "publicRead";
}

const restClasses = new Map<string, RateLimitClass>();
for (const r of restRoutes) {
  if (r.access !== "public") continue;
  const cls: RateLimitClass = r.url.endsWith("/login/")
    ? "login"
    : r.url.endsWith("/create_reservation")
      ? "booking"
      : r.method === "GET"
        ? "publicRead"
        : "publicWrite";
  restClasses.set(`${r.method} ${r.url}`, cls);
}

/** The class of a legacy path (by its route pattern), or null for staff paths. */
export function restLimitClass(method: string, routeUrl: string): RateLimitClass | null {
  return restClasses.get(`${method} ${routeUrl}`) ?? null;
}

/**
 * What one request counts against: for /trpc/a,b,c (a batch) each call counts once; HEAD counts as GET. `routeUrl` is the matched
 * route pattern (so percent-encoded paths cannot slip past), `procedures` the decoded :path parameter of /trpc.
 */
export function limitCounts(
  method: string,
  routeUrl: string | undefined,
  procedures: string | undefined,
): Map<RateLimitClass, number> {
  const counts = new Map<RateLimitClass, number>();
  const add = (cls: RateLimitClass | null) => {
    if (cls) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  };
  // The server answers HEAD on every GET route (same work, same Content-Length): it counts as the GET.
  const m = method === "HEAD" ? "GET" : method;
  if (routeUrl === "/trpc/:path" && procedures) {
    for (const path of procedures.split(",")) add(trpcLimitClass(path.trim(), m));
  } else if (routeUrl) {
    add(restLimitClass(m, routeUrl));
  }
  return counts;
}

const namesCode = (input: unknown, field: string) => {
  const v = input && typeof input === "object" ? (input as Record<string, unknown>)[field] : undefined;
  return typeof v === "string" && v.trim() !== "";
};

/**
 * How many calls of a request name a special-access link code (public tRPC calls with `linkCode`, public legacy
 * paths with `link_code` in the query or body): the door counts them against the unknown-link-code limit.
 */
export function linkCodesNamed(req: {
  method: string;
  routeUrl: string | undefined;
  procedures: string | undefined;
  query: unknown;
  body: unknown;
}): number {
  const m = req.method === "HEAD" ? "GET" : req.method;
  if (req.routeUrl === "/trpc/:path" && req.procedures) {
    const paths = req.procedures.split(",").map((p) => p.trim());
    const q = (req.query ?? {}) as { input?: unknown; batch?: unknown };
    let input: unknown = req.body;
    if (m === "GET") {
      try {
        input = typeof q.input === "string" ? JSON.parse(q.input) : undefined;
      } catch {
        return 0;
      }
    }
    const batch = q.batch === "1";
    let n = 0;
    paths.forEach((path, i) => {
      if (!path.startsWith("public.")) return;
      const one =
        batch && input && typeof input === "object" ? (input as Record<string, unknown>)[String(i)] : input;
      if (namesCode(one, "linkCode")) n++;
    });
    return n;
  }
  if (!req.routeUrl || !restLimitClass(m, req.routeUrl)) return 0;
  return namesCode(req.query, "link_code") || namesCode(req.body, "link_code") ? 1 : 0;
}
