import { describe, expect, it } from "vitest";
import { hasUnfilledGuestLink, redactGuestLinks, restoreGuestLinks } from "./guest-links";

const W = "abcdefghijklmnopqrstuvwxyz234567";
const R = "Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9";

describe("guest links at rest", () => {
  it("stores no token and puts each back in order at send time", () => {
    const body = `Demo: ticket A1. See your place: https://s.example/w/${W} or manage https://s.example/r/${R}`;
    const stored = redactGuestLinks(body);
    expect(stored.body).toBe(
      "Demo: ticket A1. See your place: https://s.example/w/{token} or manage https://s.example/r/{token}",
    );
    expect(stored.body).not.toContain(W);
    expect(stored.body).not.toContain(R);
    expect(stored.linkTokens).toBe(`${W} ${R}`);
    expect(restoreGuestLinks(stored.body, stored.linkTokens)).toBe(body);
  });

  it("leaves bodies without a link alone", () => {
    expect(redactGuestLinks("Demo: your table is ready!")).toEqual({
      body: "Demo: your table is ready!",
      linkTokens: null,
    });
    expect(redactGuestLinks("ticket A0, /w/short").linkTokens).toBeNull();
  });

  it("a placeholder with no token stays a placeholder (never another link's token)", () => {
    expect(restoreGuestLinks("see /w/{token}", null)).toBe("see /w/{token}");
    expect(hasUnfilledGuestLink("see /w/{token}")).toBe(true);
    expect(hasUnfilledGuestLink(`see /w/${W}`)).toBe(false);
  });
});

describe("notify page links", () => {
  it("keeps a /n/{token} link out of the stored body and puts it back at send time", () => {
    const token = "abcdefghijklmnopqrstuvwxyz012345";
    const stored = redactGuestLinks(`Demo: A table is yours. http://x/n/${token}`);
    expect(stored.body).toBe("Demo: A table is yours. http://x/n/{token}");
    expect(stored.linkTokens).toBe(token);
    expect(restoreGuestLinks(stored.body, stored.linkTokens)).toContain(`/n/${token}`);
    expect(hasUnfilledGuestLink(stored.body)).toBe(true);
  });
});
