import { describe, expect, it } from "vitest";
import { guestBadgeText } from "./guest-figures";
import { badgeTagText, guestTagText, isSensitiveTag } from "./guest-tags";

const badge = { profileId: 1, visits: 2, noShows: 1, lateCancels: 0, tags: [] };

describe("guestBadgeText", () => {
  it("names the next visit of a waiting party, its no-shows and its tags", () => {
    expect(guestBadgeText({ ...badge, tags: [{ text: "Allergy", sensitive: true }] })).toBe(
      "3rd visit · 1 no-show · allergy",
    );
  });
  it("counts a seated row itself, and says 1st, 2nd, 11th, 12th, 13th, 21st right", () => {
    expect(guestBadgeText({ ...badge, visits: 3, noShows: 0 }, true)).toBe("3rd visit");
    expect(guestBadgeText({ ...badge, visits: 0, noShows: 0 })).toBe("1st visit");
    expect(guestBadgeText({ ...badge, visits: 1, noShows: 0 })).toBe("2nd visit");
    expect(guestBadgeText({ ...badge, visits: 10, noShows: 0 })).toBe("11th visit");
    expect(guestBadgeText({ ...badge, visits: 11, noShows: 0 })).toBe("12th visit");
    expect(guestBadgeText({ ...badge, visits: 12, noShows: 0 })).toBe("13th visit");
    expect(guestBadgeText({ ...badge, visits: 20, noShows: 0 })).toBe("21st visit");
  });
  it("pluralises, and folds tags past three into a count", () => {
    const tags = ["VIP", "Regular", "High chair", "Tag a"].map((text) => ({ text, sensitive: false }));
    expect(guestBadgeText({ ...badge, noShows: 2, lateCancels: 2, tags })).toBe(
      "3rd visit · 2 no-shows · 2 late cancels · vip · regular · high chair · +1",
    );
  });
});

describe("tags", () => {
  it("marks allergy and accessibility sensitive, and words details", () => {
    expect(isSensitiveTag("allergy")).toBe(true);
    expect(isSensitiveTag("accessibility")).toBe(true);
    expect(isSensitiveTag("vip")).toBe(false);
    expect(guestTagText("allergy", "peanuts")).toBe("Allergy: peanuts");
    expect(guestTagText("do_not_seat_near", "table 12")).toBe("Do not seat near table 12");
    expect(guestTagText("free", "birthday")).toBe("birthday");
  });
  it("a badge names a sensitive tag by its kind only; other tags keep their words", () => {
    expect(badgeTagText("allergy", "peanuts")).toBe("Allergy");
    expect(badgeTagText("accessibility", "wheelchair, step-free")).toBe("Accessibility");
    expect(badgeTagText("allergy", "")).toBe("Allergy");
    expect(badgeTagText("do_not_seat_near", "table 12")).toBe("Do not seat near table 12");
    expect(badgeTagText("free", "birthday")).toBe("birthday");
    expect(badgeTagText("vip", "")).toBe("VIP");
  });
});
