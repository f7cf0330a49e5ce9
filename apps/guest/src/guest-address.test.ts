import { describe, expect, it } from "vitest";
import { guestAddress, hashOf, joinStepOf } from "./guest-address";

const token = "abcdefghijklmnopqrstuvwxyz234567";

describe("guest address", () => {
  it("reads a status link and a join link", () => {
    expect(guestAddress(`/w/${token}`)).toEqual({ page: "status", token });
    expect(guestAddress(`/w/${token.toUpperCase()}/`)).toEqual({ page: "status", token });
    expect(guestAddress("/join/demo/downtown")).toEqual({
      page: "join",
      companySlug: "demo",
      storeSlug: "downtown",
    });
    expect(guestAddress("/join/caf%C3%A9/main%20st")).toMatchObject({
      companySlug: "café",
      storeSlug: "main st",
    });
  });
  it("reads a notify list link (case kept: base64url) and refuses a malformed one", () => {
    const n = "Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9";
    expect(guestAddress(`/n/${n}`)).toEqual({ page: "notify", token: n });
    expect(guestAddress("/n/short")).toEqual({ page: "unknown" });
    expect(guestAddress(`/n/${n}/x`)).toEqual({ page: "unknown" });
  });
  it("reads a booking link (case kept: base64url)", () => {
    const booking = "Rdqi4Eu1VpGyCab_mq3KTrL1iLC2X51D";
    expect(guestAddress(`/r/${booking}`)).toEqual({ page: "booking", token: booking });
    expect(guestAddress("/r/short")).toEqual({ page: "unknown" });
    expect(guestAddress(`/r/${booking}/x`)).toEqual({ page: "unknown" });
  });
  it("answers unknown for anything else", () => {
    for (const path of [
      "/",
      "/w",
      `/w/${token}/x`,
      "/w/short",
      "/join/demo",
      "/join/demo/a/b",
      "/join/%E0%A4%A/x",
    ])
      expect(guestAddress(path)).toEqual({ page: "unknown" });
  });
  it("keeps the join step in the hash", () => {
    expect(joinStepOf("")).toBe("party");
    expect(joinStepOf("#name")).toBe("name");
    expect(joinStepOf("#phone")).toBe("phone");
    expect(joinStepOf("#other")).toBe("party");
    expect(hashOf("party")).toBe("");
    expect(hashOf("phone")).toBe("#phone");
  });
});
