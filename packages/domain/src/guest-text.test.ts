import { describe, expect, it } from "vitest";
import { nameFieldProblem } from "./contact-rules";
import { addTableInput } from "./entities/floor";
import { remoteJoinInput } from "./entities/guest";
import {
  publicCreateReservationInput,
  reservationNoteInput,
  updateReservationInput,
} from "./entities/reservations";
import { entryNoteInput, guestNameSchema, joinWaitlistInput } from "./entities/waitlist";
import { hasControlChars, isCleanGuestText } from "./guest-text";

/** Every control character: C0 (incl. tab, CR, LF, BEL, ESC), DEL and C1. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  "\u007f",
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];
const lineBreaks = ["\n", "\r\n"];
/** Bidirectional controls: embeddings and overrides, isolates, and the LRM, RLM and ALM marks. */
const bidi = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
].concat(["\u200e", "\u200f", "\u061c"]);
/** Zero-width space, non-joiner, joiner, word joiner and the byte-order mark (zero-width no-break space). */
const zeroWidth = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];

describe("the guest-typed text rule", () => {
  it("refuses every control character in single-line text", () => {
    for (const c of controls) expect(hasControlChars(`Ann${c}Lee`), JSON.stringify(c)).toBe(true);
    expect(isCleanGuestText("Ann Lee-O'Brien é 😀")).toBe(true);
  });
  it("allows \\n and \\r\\n in multi-line text only, never a lone CR or any other control", () => {
    for (const b of lineBreaks) {
      expect(hasControlChars(`a${b}b`, true)).toBe(false);
      expect(hasControlChars(`a${b}b`)).toBe(true);
    }
    expect(hasControlChars("a\rb", true)).toBe(true);
    expect(hasControlChars("a\r", true)).toBe(true);
    for (const c of controls.filter((c) => c !== "\n" && c !== "\r")) {
      expect(hasControlChars(`a\n${c}b`, true), JSON.stringify(c)).toBe(true);
    }
  });
  it("refuses every bidirectional control, in single-line and multi-line text", () => {
    for (const c of bidi) {
      expect(hasControlChars(`Table ${c}21`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`Booth\n${c}please`, true), JSON.stringify(c)).toBe(true);
    }
    // The characters next to the ranges are ordinary text (a dash, a narrow no-break space, a word joiner's neighbour).
    for (const c of ["\u2010", "\u202f", "\u2065", "\u206a", "\u061b", "\u0600"]) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
  });
  it("refuses zero-width characters in single-line text; multi-line prose keeps them (emoji sequences)", () => {
    for (const c of zeroWidth) {
      expect(hasControlChars(`An${c}n`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`${c}Ann`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`Family ${c} of four`, true), JSON.stringify(c)).toBe(false);
    }
    expect(hasControlChars("👨‍👩‍👧 birthday", true)).toBe(false);
    expect(isCleanGuestText("👨‍👩‍👧")).toBe(false);
    expect(isCleanGuestText("José Ñúñez 李 😀 שלום مرحبا")).toBe(true);
  });
});

const booking = {
  companySlug: "demo",
  storeSlug: "downtown",
  reservationDate: "2030-01-02",
  reservationTime: "19:00",
  partySize: 2,
  guestName: "Ann Lee",
  guestPhone: "5552344567",
  guestEmail: "ann@example.com",
  specialRequests: "Window seat",
};
const inner = ["\u0007", "\u001b", "\r", "\n", "\t", "\u007f", "\u0085", "\u009b"];

describe("every guest-typed field follows the rule", () => {
  it("reservation name, e-mail, phone as typed, link code: no control character at all", () => {
    expect(publicCreateReservationInput.safeParse(booking).success).toBe(true);
    for (const c of inner) {
      for (const field of ["guestName", "guestEmail", "linkCode"] as const) {
        const value = field === "guestEmail" ? `ann${c}@example.com` : `Ann${c}Lee`;
        const r = publicCreateReservationInput.safeParse({ ...booking, [field]: value });
        expect(r.success, `${field} ${JSON.stringify(c)}`).toBe(false);
        expect(r.error?.issues[0]?.message).toMatch(/control characters|valid email/);
      }
      expect(
        updateReservationInput.safeParse({ uuid: crypto.randomUUID(), guestName: `A${c}B` }).success,
      ).toBe(false);
    }
  });
  it("special requests and reservation notes: line breaks allowed, other controls refused", () => {
    const ok = publicCreateReservationInput.parse({ ...booking, specialRequests: "Window\r\nHigh chair\n" });
    expect(ok.specialRequests).toBe("Window\r\nHigh chair");
    for (const c of ["\u0007", "\u001b", "\r", "\t", "\u007f", "\u0085"]) {
      const r = publicCreateReservationInput.safeParse({ ...booking, specialRequests: `Window${c}seat` });
      expect(r.success, JSON.stringify(c)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Special requests must not contain control characters.");
      expect(reservationNoteInput.safeParse({ uuid: crypto.randomUUID(), note: `a${c}b` }).success).toBe(
        false,
      );
    }
    expect(reservationNoteInput.safeParse({ uuid: crypto.randomUUID(), note: "a\nb" }).success).toBe(true);
  });
  it("waitlist names (kiosk and remote join) and host notes", () => {
    const join = { partySize: 2, name: "Ann", phone: "5552344567" };
    const remote = { ...join, companySlug: "demo", storeSlug: "downtown" };
    for (const c of inner) {
      expect(guestNameSchema.safeParse(`Ann${c}Lee`).success, JSON.stringify(c)).toBe(false);
      expect(joinWaitlistInput.safeParse({ ...join, name: `Ann${c}Lee` }).success).toBe(false);
      expect(remoteJoinInput.safeParse({ ...remote, name: `Ann${c}Lee` }).success).toBe(false);
    }
    expect(entryNoteInput.safeParse({ id: 1, note: "line one\r\nline two" }).success).toBe(true);
    for (const c of ["\u0007", "\u001b", "\r", "\t", "\u0085"]) {
      expect(entryNoteInput.safeParse({ id: 1, note: `a${c}b` }).success, JSON.stringify(c)).toBe(false);
    }
  });
  it("names (guest, waitlist, table) refuse bidi controls and zero-width characters; notes refuse bidi controls", () => {
    const table = { minSeats: 2, maxSeats: 4, areaId: 1, shape: "square" as const };
    for (const c of [...bidi, ...zeroWidth.filter((z) => z !== "\ufeff")]) {
      const name = `Ann${c}Lee`;
      expect(guestNameSchema.safeParse(name).success, JSON.stringify(c)).toBe(false);
      expect(
        publicCreateReservationInput.safeParse({ ...booking, guestName: name }).error?.issues[0]?.message,
      ).toBe("Name must not contain control characters.");
      expect(addTableInput.safeParse({ ...table, name: `12${c}` }).error?.issues[0]?.message).toBe(
        "Table name must not contain control characters.",
      );
      expect(nameFieldProblem(name)).toBe("Name must not contain control characters.");
    }
    // A byte-order mark inside a name is refused; at either end it is whitespace to trim, as zod and the form trim.
    expect(guestNameSchema.safeParse("Ann\ufeffLee").success).toBe(false);
    for (const c of bidi) {
      expect(entryNoteInput.safeParse({ id: 1, note: `a${c}b` }).success, JSON.stringify(c)).toBe(false);
      expect(publicCreateReservationInput.safeParse({ ...booking, specialRequests: `a${c}b` }).success).toBe(
        false,
      );
    }
    expect(entryNoteInput.safeParse({ id: 1, note: "Twins 👨‍👩‍👧‍👦" }).success).toBe(true);
    expect(addTableInput.safeParse({ ...table, name: "Patio 12" }).success).toBe(true);
  });
});
