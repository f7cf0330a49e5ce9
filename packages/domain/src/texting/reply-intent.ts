/**
 * What a guest's text reply means (docs/product.md#texts). Case, punctuation and spacing are ignored. Compliance keywords come
 * first and hold whatever the text answers (CTIA: STOP, STOPALL, UNSUBSCRIBE, END, QUIT, CANCEL alone, REVOKE,
 * OPTOUT, plain revocations such as "stop texting me"; START/UNSTOP; HELP). CANCEL alone is also a cancellation of
 * what the last text was about: the guest wants out of both. Then the reply rules of the waitlist (leave, running
 * late, anything else is a message for the host) and of reservations (confirm, cancel, anything else a message).
 * Spanish replies are understood too (docs/product.md#languages): ALTO and PARAR opt out alongside STOP; AYUDA asks for help; CANCELAR
 * leaves the line or cancels the booking; SÍ confirms; TARDE says the party is running late. Accents are ignored.
 */

export type ReplyContext = "waitlist" | "reservation";

export type ReplyIntent =
  | { kind: "opt_out"; alsoCancel: boolean }
  | { kind: "opt_in" }
  | { kind: "help" }
  | { kind: "leave" }
  | { kind: "late" }
  | { kind: "confirm" }
  | { kind: "cancel" }
  | { kind: "message" };

/** Lower case, curly quotes straightened, everything but letters, digits, spaces and apostrophes dropped. */
export function normalizeReply(body: string): string {
  return body
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/'(?![a-z])|(?<![a-z])'/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const OPT_OUT_WORDS = new Set([
  "stop",
  "stopall",
  "stop all",
  "unsubscribe",
  "end",
  "quit",
  "cancel",
  "revoke",
  "optout",
  "opt out",
  "alto",
  "parar",
]);
const OPT_IN_WORDS = new Set(["start", "unstop", "opt in", "optin", "resume"]);
const HELP_WORDS = new Set(["help", "info", "ayuda"]);

const REVOCATIONS: RegExp[] = [
  /\b(stop|quit|cease|don't|dont|do not|no more|never)\b.*\b(text|texts|texting|txt|message|messages|messaging|sms|contact|contacting)\b/,
  /\b(unsubscribe|opt me out|take me off|remove me from)\b/,
  /\bleave me alone\b/,
  /\b(wrong number)\b/,
  /\b(no (me )?(envien|manden|escriban)|dejen de)\b.*\b(mensajes?|textos?|escribir(me)?|enviar(me)?)\b/,
];

const CANT_MAKE_IT =
  /\b(can't|cant|cannot|can not|won't|wont|will not|not going to|not gonna) (make it|come|be there|make)\b|\bnot coming\b|\bno longer coming\b|\bno (podemos|puedo|vamos a|voy a) (ir|llegar|venir)\b|\bya no (vamos|venimos|voy)\b/;
const LEAVE_WORDS = new Set([
  "9",
  "c",
  "leave",
  "leave the line",
  "remove us",
  "remove me",
  "nevermind",
  "never mind",
  "salir",
  "cancelar",
]);
const LATE_WORDS = new Set(["l", "late", "tarde"]);
const LATE =
  /\b(running late|run late|late|running behind|behind schedule)\b|\b\d+ ?(m|min|mins|minute|minutes)\b|\b(few|couple) (more )?(min|mins|minutes)\b|\b(llego|llegamos|vamos|voy) (a llegar )?tarde\b|\b\d+ ?(minuto|minutos)\b/;
const CONFIRM_WORDS = new Set([
  "1",
  "y",
  "yes",
  "yep",
  "yeah",
  "yup",
  "confirm",
  "confirmed",
  "yes confirm",
  "yes please",
  "ok",
  "okay",
  "si",
  "claro",
  "confirmo",
  "confirmar",
  "si confirmo",
]);
const CONFIRM =
  /^(yes|yep|yeah|1|confirm)\b.*\b(confirm|there|see you|coming)\b|\bi confirm\b|\bconfirmed?\b$/;
const CANCEL_WORDS = new Set(["9", "c", "no", "cancelar"]);
const CANCEL = /\bcancel(led|ing)?\b|\bcancel(ar|o|amos|en)\b/;

export function replyIntent(body: string, context: ReplyContext): ReplyIntent {
  const text = normalizeReply(body);
  if (OPT_OUT_WORDS.has(text)) return { kind: "opt_out", alsoCancel: text === "cancel" };
  if (OPT_IN_WORDS.has(text)) return { kind: "opt_in" };
  if (HELP_WORDS.has(text)) return { kind: "help" };
  if (REVOCATIONS.some((re) => re.test(text))) return { kind: "opt_out", alsoCancel: false };
  if (context === "waitlist") {
    if (LEAVE_WORDS.has(text) || CANCEL.test(text) || CANT_MAKE_IT.test(text)) return { kind: "leave" };
    if (LATE_WORDS.has(text) || LATE.test(text)) return { kind: "late" };
    return { kind: "message" };
  }
  if (CANCEL_WORDS.has(text) || CANCEL.test(text) || CANT_MAKE_IT.test(text)) return { kind: "cancel" };
  if (CONFIRM_WORDS.has(text) || CONFIRM.test(text)) return { kind: "confirm" };
  return { kind: "message" };
}
