import { describe, expect, it } from "vitest";
import { isGsm7, toGsm7, waitlistText } from "./sms-templates";

describe("text templates", () => {
  it("names the store and the ticket in each kind", () => {
    for (const kind of ["join", "ready", "ready_again", "test"] as const) {
      const body = waitlistText(kind, "Demo Bistro Downtown", "b7");
      expect(body).toContain("Demo Bistro Downtown");
      expect(body).toContain("B7");
      expect(isGsm7(body)).toBe(true);
      expect(body.length).toBeLessThanOrEqual(160);
    }
    expect(waitlistText("ready", "X", "A1")).not.toBe(waitlistText("ready_again", "X", "A1"));
  });
  it("rewrites store names into GSM-7", () => {
    expect(toGsm7("Café “Chez Noël” — Łódź 🍕")).toBe('Café "Chez Noel" - Lodz');
    expect(isGsm7(waitlistText("join", "Smörgås ☕ Bar", "A0"))).toBe(true);
    expect(waitlistText("join", "🍕🍕", "A0")).toMatch(/^Your restaurant:/);
  });
});
