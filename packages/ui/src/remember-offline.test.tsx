import { describe, expect, it } from "vitest";
import { sessionOwner } from "./remember-offline";

describe("owners", () => {
  it("names a session by a hash of its token, the same each time, different per token", () => {
    expect(sessionOwner("token-one")).toBe(sessionOwner("token-one"));
    expect(sessionOwner("token-one")).not.toBe(sessionOwner("token-two"));
    expect(sessionOwner("token-one")).not.toContain("token");
  });
});
