import { describe, expect, it } from "vitest";
import { offeredGuestLanguage } from "./language";

describe("the language a guest is kept and texted in", () => {
  it("is the one asked for when the store offers it, else the store's first offered", () => {
    expect(offeredGuestLanguage("es", ["en", "es"])).toBe("es");
    expect(offeredGuestLanguage("es", ["en"])).toBe("en");
    expect(offeredGuestLanguage("en", ["es"])).toBe("es");
    expect(offeredGuestLanguage(undefined, ["es"])).toBe("es");
    expect(offeredGuestLanguage(undefined, ["en", "es"])).toBe("en");
    expect(offeredGuestLanguage("fr", ["en", "es"])).toBe("en");
    expect(offeredGuestLanguage("es", [])).toBe("en");
  });
});
