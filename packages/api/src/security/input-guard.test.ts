import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db-unavailable";
import { nulField, nulMessage } from "./input-guard";

describe("nulField", () => {
  it("names the first string holding a NUL character, however deep", () => {
    expect(nulField({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c.1");
    expect(nulField("a\u0000")).toBe("input");
    expect(nulField({ companySlug: "de\u0000mo" })).toBe("companySlug");
  });

  it("answers null for input without one", () => {
    expect(nulField({ a: "\\u0000", b: 1, c: null, d: [true, "é😀"] })).toBeNull();
    expect(nulField(undefined)).toBeNull();
    expect(nulField(42)).toBeNull();
  });

  it("stops at a safe depth on deeply nested input", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(nulField(deep)).toBeNull();
  });

  it("says which field and what is wrong", () => {
    expect(nulMessage("guestName")).toBe("guestName: Text must not contain the NUL character (\\u0000).");
  });
});

describe("isDatabaseUnavailable", () => {
  it("knows refused and dropped connections and a server shutting down, also when wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("gone"), { code: "CONNECTION_CLOSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("shutdown"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("starting"), { code: "57P03" }))).toBe(true);
    const wrapped = new Error("Failed query: select 1", {
      cause: Object.assign(new Error("x"), { code: "08006" }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const aggregate = Object.assign(
      new AggregateError([Object.assign(new Error("a"), { code: "ECONNREFUSED" })]),
      {},
    );
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it("leaves query errors and everything else alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("nul"), { code: "22021" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("plain"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
