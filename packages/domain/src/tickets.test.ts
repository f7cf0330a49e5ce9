import { describe, expect, it } from "vitest";
import { formatTicket, INITIAL_TICKET, nextTicket, TICKET_CYCLE, TICKET_PATTERN } from "./tickets";

describe("ticket numbering", () => {
  it("counts within a letter", () => {
    expect(nextTicket(0, "a")).toEqual({ ticketCnt: 1, ticketLetter: "a" });
    expect(formatTicket(nextTicket(8, "a"))).toBe("A9");
  });
  it("A9 → B0", () => expect(formatTicket(nextTicket(9, "a"))).toBe("B0"));
  it("H9 → J0, skipping I", () => expect(formatTicket(nextTicket(9, "h"))).toBe("J0"));
  it("Z9 → A0", () => expect(formatTicket(nextTicket(9, "z"))).toBe("A0"));
  it("starts at A0 and walks the whole cycle without I", () => {
    let c: { ticketCnt: number; ticketLetter: string } = { ...INITIAL_TICKET };
    const seen: string[] = [formatTicket(c)];
    for (let i = 0; i < 250; i++) {
      c = nextTicket(c.ticketCnt, c.ticketLetter);
      seen.push(formatTicket(c));
    }
    expect(seen.slice(0, 11)).toEqual(["A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "B0"]);
    expect(seen.some((t) => t.startsWith("I"))).toBe(false);
    expect(seen[250]).toBe("A0");
  });
  it("a label comes round after exactly TICKET_CYCLE tickets", () => {
    let c: { ticketCnt: number; ticketLetter: string } = { ...INITIAL_TICKET };
    const seen = new Set<string>();
    for (let i = 0; i < TICKET_CYCLE; i++) {
      seen.add(formatTicket(c));
      c = nextTicket(c.ticketCnt, c.ticketLetter);
    }
    expect(seen.size).toBe(TICKET_CYCLE);
    expect(formatTicket(c)).toBe("A0");
    for (const t of seen) expect(TICKET_PATTERN.test(t)).toBe(true);
  });
});
