/**
 * Which requests count against which per-address limit (DESIGN: login, public booking and public reads are
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
 * What one request counts against: for /trpc/a,b,c (a batch) each call counts once. `routeUrl` is the matched
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
  if (routeUrl === "/trpc/:path" && procedures) {
    for (const path of procedures.split(",")) add(trpcLimitClass(path.trim(), method));
  } else if (routeUrl) {
    add(restLimitClass(method, routeUrl));
  }
  return counts;
}
