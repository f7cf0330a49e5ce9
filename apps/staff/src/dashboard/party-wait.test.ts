import { describe, expect, it } from "vitest";
import { alertLine, partyWait, quoteLine } from "./party-wait";

const now = new Date("2026-11-20T23:30:00.000Z");
const entered = "2026-11-20T23:10:30.000Z"; // 19.5 min before now

describe("partyWait", () => {
  it("counts whole minutes waited against the quote", () => {
    const w = partyWait({ enteredTime: entered, quotedWait: 25, notified: 0, notifiedTime: null }, now);
    expect(w).toEqual({ waited: 19, quoted: 25, overBy: 0, hostConfirms: false, sinceAlert: null });
    expect(quoteLine(w)).toBe("quoted 25");
  });
  it("says how far past its quote a party is", () => {
    const w = partyWait({ enteredTime: entered, quotedWait: 15, notified: 0, notifiedTime: null }, now);
    expect(w.overBy).toBe(4);
    expect(quoteLine(w)).toBe("4 min past quote");
  });
  it("says the host confirms the wait of a party no table took, and never puts it past a quote", () => {
    const w = partyWait(
      { enteredTime: entered, quotedWait: 1, hostConfirmsWait: true, notified: 0, notifiedTime: null },
      now,
    );
    expect(w).toMatchObject({ waited: 19, overBy: 0, hostConfirms: true });
    expect(quoteLine(w)).toBe("Host confirms wait");
    // the same quote without the mark is 18 minutes past it
    expect(
      partyWait({ enteredTime: entered, quotedWait: 1, notified: 0, notifiedTime: null }, now).overBy,
    ).toBe(18);
  });
  it("is not past its quote on the quoted minute itself", () => {
    const w = partyWait({ enteredTime: entered, quotedWait: 19, notified: 0, notifiedTime: null }, now);
    expect(w.overBy).toBe(0);
  });
  it("gives minutes since the last alert once alerted", () => {
    const w = partyWait(
      { enteredTime: entered, quotedWait: 30, notified: 1, notifiedTime: "2026-11-20T23:27:00.000Z" },
      now,
    );
    expect(w.sinceAlert).toBe(3);
    expect(alertLine(w.sinceAlert)).toBe("alerted 3 min ago");
    expect(alertLine(null)).toBeNull();
  });
  it("never goes negative when the client clock is behind", () => {
    const w = partyWait(
      { enteredTime: "2026-11-20T23:31:00.000Z", quotedWait: 5, notified: 0, notifiedTime: null },
      now,
    );
    expect(w.waited).toBe(0);
  });
});
