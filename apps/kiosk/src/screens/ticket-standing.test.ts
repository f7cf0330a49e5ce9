import { loadCatalog, translate } from "@seatline/ui";
import { describe, expect, it } from "vitest";
import type { IssuedTicket } from "../flow/flow-store";
import { CONFIRMATION_TIMEOUT_MS, SCAN_CONFIRMATION_TIMEOUT_MS } from "../flow/timeouts";
import { confirmationTimeout, ticketStandingText } from "./ticket-standing";

const en = translate(null, "en");
const base: IssuedTicket = { ticket: "E1", name: "Ana", phone: null, partySize: 2 };
const joined = (position: number, quote: { minutes: number; low: number; high: number } | null) =>
  ({
    ...base,
    queued: false,
    standing: { position, quote, statusUrl: "http://localhost:3000/w/abc" },
  }) satisfies IssuedTicket;

describe("the ticket's place and wait (docs/product.md#kiosk)", () => {
  it("says the place as an ordinal and the status page's quote", () => {
    expect(ticketStandingText(joined(4, { minutes: 20, low: 15, high: 25 }), en)).toEqual({
      place: "You are 4th in line.",
      wait: "Current wait: 15–25 min",
      offline: null,
    });
    expect(ticketStandingText(joined(2, { minutes: 10, low: 10, high: 10 }), en)).toMatchObject({
      place: "You are 2nd in line.",
      wait: "Current wait: 10 min",
    });
    expect(ticketStandingText(joined(1, { minutes: 0, low: 0, high: 0 }), en).place).toBe(
      "You are next in line!",
    );
  });

  it("lets the host confirm a wait the server gave no quote for", () => {
    expect(ticketStandingText(joined(7, null), en).wait).toBe("The host will confirm your wait");
  });

  it("says so plainly for a join kept offline, with no place or wait", () => {
    const text = ticketStandingText({ ...base, queued: true, standing: null }, en);
    expect(text.place).toBeNull();
    expect(text.wait).toBeNull();
    expect(text.offline).toMatch(/^This kiosk is offline\. Your ticket is kept/);
  });

  it("shows no place for an answer without one", () => {
    expect(ticketStandingText(base, en)).toEqual({ place: null, wait: null, offline: null });
  });

  it("speaks Spanish", async () => {
    const es = translate(await loadCatalog("es"), "es");
    expect(ticketStandingText(joined(4, { minutes: 20, low: 15, high: 25 }), es)).toEqual({
      place: "Usted es el 4.º en la fila.",
      wait: "Espera actual: 15–25 min",
      offline: null,
    });
    expect(ticketStandingText(joined(4, null), es).wait).toBe("El anfitrión le confirmará su espera");
    expect(ticketStandingText({ ...base, queued: true }, es).offline).toMatch(
      /^Este quiosco no tiene conexión/,
    );
  });
});

describe("the ticket's time-out", () => {
  it("leaves 30 s to scan a code, 10 s otherwise", () => {
    expect(SCAN_CONFIRMATION_TIMEOUT_MS).toBe(30_000);
    expect(confirmationTimeout(joined(4, null))).toBe(SCAN_CONFIRMATION_TIMEOUT_MS);
    expect(confirmationTimeout({ ...base, phone: "5552234567" })).toBe(CONFIRMATION_TIMEOUT_MS);
    expect(confirmationTimeout({ ...base, queued: true, standing: null })).toBe(CONFIRMATION_TIMEOUT_MS);
  });
});
