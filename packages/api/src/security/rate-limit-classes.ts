/**
 * Which requests count against which per-address limit (docs/architecture.md#rate-limits: login, public booking and public reads are
 * rate-limited; RATE_LIMITS=off turns them off). The server's rate-limit hook asks this for every request; staff
 * calls count against nothing.
 */
import type { AnyTRPCRouter } from "@trpc/server";
import { UNSUBSCRIBE_ROOT } from "../notify/mail-unsubscribe";
import { restRoutes } from "../rest/plugin";
import type { ProcedureMeta, RateLimitClass } from "../trpc";
import { rawCallInputs } from "./trpc-call-inputs";

export type { RateLimitClass } from "../trpc";

/** Routers whose procedures anyone may call (the public page, the guest pages). */
const PUBLIC_ROUTERS = new Set(["public", "guest"]);

/** The class a tRPC procedure declares (`.meta({ limit })`), by path; undefined when none is declared there. */
export type DeclaredLimit = (path: string) => RateLimitClass | undefined;

/**
 * Reads the classes the procedures of `router` declare. The router is passed in (apps/server passes appRouter) so
 * that this module does not import the router it guards. A path is looked up in the router's own record
 * (`router.public.createReservation`), one own property per segment, so a path like `public.__proto__` finds nothing.
 */
export function declaredLimits(router: AnyTRPCRouter): DeclaredLimit {
  return (path) => {
    let node: unknown = router;
    for (const key of path.split(".")) {
      if (
        node === null ||
        (typeof node !== "object" && typeof node !== "function") ||
        !Object.hasOwn(node, key)
      )
        return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    // A procedure is a function carrying its meta; a router (an object) declares nothing.
    if (typeof node !== "function") return undefined;
    return (node as { meta?: ProcedureMeta }).meta?.limit;
  };
}

/**
 * The class of one tRPC procedure call: the one it declares; else, under a public router (a path that names no
 * procedure: tRPC answers 404, but only after the request's work began), by method: a GET reads, a POST writes.
 * Staff procedures declare none and count against nothing.
 */
export function trpcLimitClass(declared: DeclaredLimit, path: string, method: string): RateLimitClass | null {
  const cls = declared(path);
  if (cls) return cls;
  if (!PUBLIC_ROUTERS.has(path.split(".")[0] ?? "")) return null;
  return method === "GET" ? "publicRead" : "publicWrite";
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
 * Guest link paths answered by the server itself rather than an app: a booking e-mail's unsubscribe link looks its
 * token up on GET and writes on POST, so it counts like the guest pages' own calls.
 */
const linkPathClasses = new Map<string, RateLimitClass>([
  [`GET /${UNSUBSCRIBE_ROOT}/:token`, "publicRead"],
  [`POST /${UNSUBSCRIBE_ROOT}/:token`, "publicWrite"],
]);

/** The class of a guest link path (by its route pattern), or null. */
export function linkPathLimitClass(method: string, routeUrl: string): RateLimitClass | null {
  return linkPathClasses.get(`${method} ${routeUrl}`) ?? null;
}

/**
 * Whether the /trpc path parameter (already decoded once by the router) still holds a percent-encoding. tRPC decodes
 * the name again before it looks the procedure up, so `public%252EbookableDates` would be classified here as one
 * name and run as another: the door refuses such a path instead (400), and every procedure has one spelling.
 */
export function stillEncoded(procedures: string | undefined): boolean {
  return procedures?.includes("%") ?? false;
}

export const STILL_ENCODED_MESSAGE = "Procedure names are sent as they are, not percent-encoded.";

/**
 * What one request counts against: for /trpc/a,b,c (a batch) each call counts once; HEAD counts as GET. `routeUrl` is the matched
 * route pattern (so percent-encoded paths cannot slip past), `procedures` the decoded :path parameter of /trpc.
 */
export function limitCounts(
  declared: DeclaredLimit,
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
    // Every name counts, batch or not: a list sent without ?batch=1 is refused by tRPC, after its work began.
    for (const path of procedures.split(",")) add(trpcLimitClass(declared, path.trim(), m));
  } else if (routeUrl) {
    add(restLimitClass(m, routeUrl) ?? linkPathLimitClass(m, routeUrl));
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
    let inputOf: (index: number) => unknown;
    try {
      inputOf = rawCallInputs({ method: m, query: req.query, body: req.body });
    } catch {
      return 0;
    }
    let n = 0;
    paths.forEach((path, i) => {
      if (path.startsWith("public.") && namesCode(inputOf(i), "linkCode")) n++;
    });
    return n;
  }
  if (!req.routeUrl || !restLimitClass(m, req.routeUrl)) return 0;
  return namesCode(req.query, "link_code") || namesCode(req.body, "link_code") ? 1 : 0;
}
