import { describe, expect, it } from "vitest";
import { isGsm7, SMS_SEGMENT, toGsm7, waitlistText } from "./sms-templates";

const LINK = "https://seatline.example/w/abcdefghijklmnopqrstuvwxyz234567";

describe("text templates", () => {
  it("names the store and the ticket in each kind", () => {
    for (const kind of ["join", "ready", "ready_again", "test"] as const) {
      const body = waitlistText(kind, "Demo Bistro Downtown", "b7");
      expect(body).toContain("Demo Bistro Downtown");
      expect(body).toContain("B7");
      expect(isGsm7(body)).toBe(true);
      expect(body.length).toBeLessThanOrEqual(SMS_SEGMENT);
    }
    expect(waitlistText("ready", "X", "A1")).not.toBe(waitlistText("ready_again", "X", "A1"));
  });
  it("rewrites store names into GSM-7", () => {
    expect(toGsm7("Café “Chez Noël” — Łódź 🍕")).toBe('Café "Chez Noel" - Lodz');
    expect(isGsm7(waitlistText("join", "Smörgås ☕ Bar", "A0"))).toBe(true);
    expect(waitlistText("join", "🍕🍕", "A0")).toMatch(/^Your restaurant:/);
  });
  it("ends join, ready and ready-again texts with the whole status link, in one GSM-7 segment", () => {
    for (const kind of ["join", "ready", "ready_again"] as const) {
      const body = waitlistText(kind, "Demo Bistro Downtown", "b7", LINK);
      expect(body.endsWith(` ${LINK}`)).toBe(true);
      expect(body).toContain("Demo Bistro Downtown");
      expect(body).toContain("B7");
      expect(isGsm7(body)).toBe(true);
      expect(body.length).toBeLessThanOrEqual(SMS_SEGMENT);
    }
    expect(waitlistText("ready", "Demo", "A1", LINK)).toContain("please come to the host stand");
    expect(waitlistText("join", "Demo", "A1", LINK)).toContain("See your place in line");
  });
  it("never puts a link in a test text", () => {
    expect(waitlistText("test", "Demo", "A1", LINK)).not.toContain("/w/");
  });
  it("shortens a long store name so the text stays one segment, keeping the link whole", () => {
    const long = "The Extraordinarily Long Named Neighbourhood Bistro and Wine Bar of Downtown";
    for (const kind of ["join", "ready", "ready_again"] as const) {
      const body = waitlistText(kind, long, "k3", LINK);
      expect(body.length).toBeLessThanOrEqual(SMS_SEGMENT);
      expect(body.startsWith("The Extraordinarily")).toBe(true);
      expect(body).toContain("...: ");
      expect(body.endsWith(LINK)).toBe(true);
    }
    // Short names are left alone.
    expect(waitlistText("join", "Demo Bistro", "A1", LINK).startsWith("Demo Bistro: ")).toBe(true);
  });
});
