import { describe, expect, it } from "vitest";
import { restRoutes } from "../rest/plugin";
import { appRouter } from "../root";
import { restTargets } from "../testing/trust/rest-targets";
import { trpcTargets } from "../testing/trust/trpc-targets";
import { procedureList } from "../trust/procedure-list";
import {
  declaredLimits,
  limitCounts as limitCountsOf,
  linkCodesNamed,
  restLimitClass,
  trpcLimitClass as trpcLimitClassOf,
} from "./rate-limit-classes";

const methodOf = (type: string) => (type === "mutation" ? "POST" : "GET");
const declared = declaredLimits(appRouter);
const trpcLimitClass = (path: string, method: string) => trpcLimitClassOf(declared, path, method);
const limitCounts = (method: string, routeUrl: string | undefined, procedures: string | undefined) =>
  limitCountsOf(declared, method, routeUrl, procedures);

/** Every procedure of the router with its type and meta (tests may read the router's definition; the door does not). */
const procedures = (await procedureList()).map(({ path, type, meta }) => ({
  path,
  type,
  limit: meta?.limit,
}));

describe("rate-limit classes", () => {
  it("every procedure anyone may call declares its class in its meta; no staff procedure does", () => {
    expect(procedures.length).toBeGreaterThan(40);
    for (const { path, type, limit } of procedures) {
      const access = trpcTargets[path]?.access;
      expect(access, `trust target for ${path}`).toBeDefined();
      if (access === "public") expect(limit, path).toBeDefined();
      else expect(limit, path).toBeUndefined();
      // What the door reads through the router's record is what the procedure declares, whatever the method.
      expect(trpcLimitClass(path, methodOf(type)), path).toBe(limit ?? null);
      expect(trpcLimitClass(path, methodOf(type) === "GET" ? "POST" : "GET"), path).toBe(limit ?? null);
    }
  });

  it("the classes each public procedure declares (as the door counted them by router and type before)", () => {
    const classes = Object.fromEntries(procedures.filter((p) => p.limit).map((p) => [p.path, p.limit]));
    expect(classes).toEqual({
      "auth.login": "login",
      // An invited member's page: reading the invitation, and setting the password counted like a sign-in.
      "auth.inviteInfo": "publicRead",
      "auth.acceptInvite": "login",
      "public.storeDetails": "publicRead",
      "public.bookableDates": "publicRead",
      "public.timeSlots": "publicRead",
      "public.createReservation": "booking",
      "public.notify.request": "publicWrite",
      "public.notify.page": "publicRead",
      "public.notify.take": "publicWrite",
      "public.notify.leave": "publicWrite",
      "guest.status": "publicRead",
      "guest.onStatus": "publicRead",
      "guest.leave": "publicWrite",
      "guest.resendLink": "publicWrite",
      "guest.correctPhone": "publicWrite",
      "guest.joinInfo": "publicRead",
      "guest.join": "publicWrite",
      "guest.booking": "publicRead",
      "guest.cancelBooking": "publicWrite",
      "guest.confirmBooking": "publicWrite",
      "guest.bookingTimes": "publicRead",
      "guest.changeBooking": "publicWrite",
    });
  });

  it("a path finds only a procedure of the router's own record", () => {
    for (const path of [
      "public",
      "public.__proto__",
      "public.constructor",
      "public.createCaller",
      "public._def",
      "__proto__.x",
      "toString",
      "auth.login.meta",
      "",
    ]) {
      expect(declared(path), path).toBeUndefined();
    }
    // Unknown names under a public router still count, by method; elsewhere they count against nothing.
    expect(trpcLimitClass("public.constructor", "POST")).toBe("publicWrite");
    expect(trpcLimitClass("toString", "GET")).toBeNull();
  });

  it("every public legacy path counts against a limit; no staff path does", () => {
    for (const r of restRoutes) {
      const cls = restLimitClass(r.method, r.url);
      if (restTargets[`${r.method} ${r.url}`]?.access === "public") expect(cls, r.url).not.toBeNull();
      else expect(cls, r.url).toBeNull();
    }
  });

  it("sign-in, bookings and public reads fall in their classes, over tRPC and REST alike", () => {
    expect(trpcLimitClass("auth.login", "POST")).toBe("login");
    expect(restLimitClass("POST", "/api/dj-rest-auth/login/")).toBe("login");
    expect(trpcLimitClass("public.createReservation", "POST")).toBe("booking");
    expect(restLimitClass("POST", "/api/reservation_info/create_reservation")).toBe("booking");
    expect(trpcLimitClass("public.timeSlots", "GET")).toBe("publicRead");
    expect(restLimitClass("GET", "/api/reservation_info/get_store_details_by_date")).toBe("publicRead");
    // An unknown procedure under a public router still counts (by method).
    expect(trpcLimitClass("public.nothing", "GET")).toBe("publicRead");
    expect(trpcLimitClass("public.nothing", "POST")).toBe("publicWrite");
    expect(trpcLimitClass("waitlist.list", "GET")).toBeNull();
  });

  it("each call of a tRPC batch counts once", () => {
    const counts = limitCounts(
      "POST",
      "/trpc/:path",
      "auth.login,auth.login,public.createReservation,waitlist.join",
    );
    expect(Object.fromEntries(counts)).toEqual({ login: 2, booking: 1 });
    expect(limitCounts("GET", "/api/host_info/waiting_numbers", undefined).size).toBe(0);
    expect(limitCounts("GET", undefined, undefined).size).toBe(0);
  });

  it("an e-mail's unsubscribe link counts like a guest page: its page (GET, HEAD) a read, its POST a write", () => {
    expect(Object.fromEntries(limitCounts("GET", "/u/:token", undefined))).toEqual({ publicRead: 1 });
    expect(Object.fromEntries(limitCounts("HEAD", "/u/:token", undefined))).toEqual({ publicRead: 1 });
    expect(Object.fromEntries(limitCounts("POST", "/u/:token", undefined))).toEqual({ publicWrite: 1 });
  });

  it("HEAD counts as GET on every legacy path and tRPC procedure", () => {
    for (const r of restRoutes.filter((x) => x.method === "GET")) {
      expect(limitCounts("HEAD", r.url, undefined), r.url).toEqual(limitCounts("GET", r.url, undefined));
    }
    for (const { path } of procedures) {
      expect(limitCounts("HEAD", "/trpc/:path", path), path).toEqual(limitCounts("GET", "/trpc/:path", path));
    }
    expect(limitCounts("HEAD", "/api/reservation_info/get_blackout_dates", undefined).get("publicRead")).toBe(
      1,
    );
  });

  it("counts the calls that name a link code (public tRPC calls and legacy paths, batches, HEAD)", () => {
    const trpc = (method: string, procedures: string, query: unknown, body?: unknown) =>
      linkCodesNamed({ method, routeUrl: "/trpc/:path", procedures, query, body });
    const input = (linkCode?: string) =>
      JSON.stringify({ companySlug: "demo", storeSlug: "downtown", linkCode });
    expect(trpc("GET", "public.bookableDates", { input: input("vip") })).toBe(1);
    expect(trpc("HEAD", "public.bookableDates", { input: input("vip") })).toBe(1);
    expect(trpc("GET", "public.bookableDates", { input: input("  ") })).toBe(0);
    expect(trpc("GET", "public.bookableDates", { input: input() })).toBe(0);
    expect(trpc("GET", "public.bookableDates", { input: "{not json" })).toBe(0);
    const batch = JSON.stringify({ 0: { linkCode: "a" }, 1: {}, 2: { linkCode: "b" } });
    expect(
      trpc("GET", "public.bookableDates,public.timeSlots,public.timeSlots", { batch: "1", input: batch }),
    ).toBe(2);
    expect(trpc("POST", "public.createReservation", {}, { linkCode: "vip" })).toBe(1);
    // Staff procedures are not counted.
    expect(trpc("POST", "reservations.accessLinks.create", {}, { linkCode: "vip" })).toBe(0);
    const legacy = (method: string, routeUrl: string, query: unknown, body?: unknown) =>
      linkCodesNamed({ method, routeUrl, procedures: undefined, query, body });
    expect(legacy("GET", "/api/reservation_info/get_blackout_dates", { link_code: "vip" })).toBe(1);
    expect(legacy("HEAD", "/api/reservation_info/get_blackout_dates", { link_code: "vip" })).toBe(1);
    expect(legacy("POST", "/api/reservation_info/create_reservation", {}, { link_code: "vip" })).toBe(1);
    expect(legacy("GET", "/api/reservation_info/get_blackout_dates", {})).toBe(0);
  });
});
