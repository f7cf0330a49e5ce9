import { describe, expect, it } from "vitest";
import { type ReplyContext, type ReplyIntent, replyIntent } from "./reply-intent";
import { REPLY_FIXTURE } from "./reply-intent.fixture";

/** Spanish replies (docs/product.md#languages): the keywords the texts name, and common phrasings. */
const SPANISH: readonly [string, ReplyContext, ReplyIntent["kind"]][] = [
  ["ALTO", "waitlist", "opt_out"],
  ["Parar", "reservation", "opt_out"],
  ["alto.", "reservation", "opt_out"],
  ["No me envíen más mensajes", "waitlist", "opt_out"],
  ["AYUDA", "waitlist", "help"],
  ["cancelar", "waitlist", "leave"],
  ["Cancelar", "reservation", "cancel"],
  ["Cancelo la reserva", "reservation", "cancel"],
  ["No podemos ir, lo siento", "waitlist", "leave"],
  ["no podemos llegar", "reservation", "cancel"],
  ["sí", "reservation", "confirm"],
  ["Sí!", "reservation", "confirm"],
  ["SI", "reservation", "confirm"],
  ["confirmo", "reservation", "confirm"],
  ["tarde", "waitlist", "late"],
  ["Llegamos tarde", "waitlist", "late"],
  ["10 minutos", "waitlist", "late"],
  ["¿Tienen estacionamiento?", "waitlist", "message"],
  ["Somos 5 ahora", "reservation", "message"],
];

describe("replyIntent in Spanish", () => {
  it.each(SPANISH)("%s (%s) → %s", (body, context, expected) => {
    expect(replyIntent(body, context).kind).toBe(expected);
  });

  it("alto and parar opt out only, unlike CANCEL they cancel nothing", () => {
    expect(replyIntent("ALTO", "waitlist")).toEqual({ kind: "opt_out", alsoCancel: false });
    expect(replyIntent("PARAR", "reservation")).toEqual({ kind: "opt_out", alsoCancel: false });
  });

  it("the English fixture is unchanged by folding accents", () => {
    for (const c of REPLY_FIXTURE) expect(replyIntent(c.body, c.context).kind, c.body).toBe(c.expected);
  });
});

describe("replies to an offered table, in both languages", () => {
  it.each([
    ["1", "take"],
    ["Yes!", "take"],
    ["sí", "take"],
    ["Sí, por favor", "take"],
    ["la tomo", "take"],
    ["9", "pass"],
    ["no thanks", "pass"],
    ["paso", "pass"],
    ["No gracias", "pass"],
    ["can't make it", "pass"],
    ["what time again?", "message"],
  ] as const)("%s → %s", (body, expected) => {
    expect(replyIntent(body, "offer").kind).toBe(expected);
  });

  it("STOP still opts out, whatever the text offered", () => {
    expect(replyIntent("STOP", "offer").kind).toBe("opt_out");
    expect(replyIntent("alto", "offer").kind).toBe("opt_out");
  });
});
