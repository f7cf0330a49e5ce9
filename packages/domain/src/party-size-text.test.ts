import { describe, expect, it } from "vitest";
import { formatPartySize } from "./party-size-text";

describe("formatPartySize", () => {
  it("person or people", () => {
    expect(formatPartySize(1)).toBe("1 person");
    expect(formatPartySize(2)).toBe("2 people");
    expect(formatPartySize(12)).toBe("12 people");
  });
});
