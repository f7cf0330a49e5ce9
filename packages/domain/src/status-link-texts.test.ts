import { describe, expect, it } from "vitest";
import {
  LINK_TEXTS_USED_UP,
  linkTextRefusal,
  RESEND_TOO_SOON,
  STATUS_LINK_TEXT_RULES,
} from "./status-link-texts";

const now = new Date("2026-11-21T18:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("linkTextRefusal", () => {
  it("lets a resend through a minute after the last link text, not before", () => {
    expect(linkTextRefusal({ count: 1, lastAt: ago(60_000) }, now, "resend")).toBeNull();
    expect(linkTextRefusal({ count: 1, lastAt: ago(59_999) }, now, "resend")).toBe(RESEND_TOO_SOON);
    expect(linkTextRefusal({ count: 0, lastAt: null }, now, "resend")).toBeNull();
  });

  it("lets a corrected phone through at once (the guest sees the typo right after joining)", () => {
    expect(linkTextRefusal({ count: 1, lastAt: ago(1_000) }, now, "new_phone")).toBeNull();
  });

  it("stops both once the entry has had its link texts", () => {
    const max = STATUS_LINK_TEXT_RULES.maxPerEntry;
    expect(linkTextRefusal({ count: max - 1, lastAt: ago(120_000) }, now, "resend")).toBeNull();
    expect(linkTextRefusal({ count: max, lastAt: ago(3_600_000) }, now, "resend")).toBe(LINK_TEXTS_USED_UP);
    expect(linkTextRefusal({ count: max, lastAt: ago(3_600_000) }, now, "new_phone")).toBe(
      LINK_TEXTS_USED_UP,
    );
  });
});
