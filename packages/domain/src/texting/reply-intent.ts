/**
 * What a guest's text reply means (docs/product.md#texts). Case, punctuation and spacing are ignored. Compliance keywords come
 * first and hold whatever the text answers (CTIA: STOP, STOPALL, UNSUBSCRIBE, END, QUIT, CANCEL alone, REVOKE,
 * OPTOUT, plain revocations such as "stop texting me"; START/UNSTOP; HELP). CANCEL alone is also a cancellation of
 * what the last text was about: the guest wants out of both. Then the reply rules of the waitlist (leave, running
 * late, anything else is a message for the host) and of reservations (confirm, cancel, anything else a message).
 * Spanish replies are understood too (docs/product.md#languages): ALTO and PARAR opt out alongside STOP; AYUDA asks for help; CANCELAR
 * leaves the line or cancels the booking; SÍ confirms; TARDE says the party is running late. Accents are ignored.
 *
 * Destructive answers (opt out, leave the line, cancel the booking) are taken only on an unambiguous form: a keyword
 * or reply code, or a reply whose every clause is a plain form of it ("Can't make it, sorry!", "cancel my
 * reservation", "stop texting me"). A reply that only mentions cancelling, coming or texting inside something else
 * ("please don't cancel, we are coming", "can we still keep the table?", "don't forget to text me") is never
 * destructive: it is `ask_cancel` (the guest is asked to reply 9 and the host sees the words) or a message.
 */

/** "offer": a text offering a freed table from the notify list (reply 1 takes it, 9 passes it on). */
export type ReplyContext = "waitlist" | "reservation" | "offer";

export type ReplyIntent =
  | { kind: "opt_out"; alsoCancel: boolean }
  | { kind: "opt_in" }
  | { kind: "help" }
  | { kind: "leave" }
  | { kind: "late" }
  | { kind: "confirm" }
  | { kind: "cancel" }
  /** An offered table: take it (1) or pass it to the next guest (9), in English or Spanish. */
  | { kind: "take" }
  | { kind: "pass" }
  /** Mentions leaving or cancelling but not plainly: ask the guest to reply 9, show the host the words. */
  | { kind: "ask_cancel" }
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

/** Courtesy words around a reply that change nothing it asks. */
const POLITE =
  /^(?:(?:please|pls|plz|thanks|thank you|thx|sorry|so sorry|ok|okay|hi|hello|hey|por favor|gracias|lo siento|perdon|disculpe|hola|tonight|today|hoy|esta noche)\b ?)+|(?: ?\b(?:please|pls|plz|thanks|thank you|thx|sorry|so sorry|por favor|gracias|lo siento|perdon|disculpe|tonight|today|hoy|esta noche|now|ahora))+$/g;

/** Plain revocations of consent, as a whole clause. */
const REVOCATIONS: RegExp[] = [
  /^(?:stop|quit|cease) (?:texting|messaging|contacting|sending (?:me |us )?(?:texts|messages|sms))(?: me| us)?(?: anymore| any more| now)?$/,
  /^(?:don't|dont|do not|never) (?:text|message|contact|sms) (?:me|us|this number)(?: again| anymore| any more| ever again)?$/,
  /^no more (?:texts|text messages|messages|sms)$/,
  /^(?:unsubscribe(?: me)?|opt me out|take me off (?:your|the|this) (?:list|texts)|remove me from (?:your|the|this) (?:list|texts))$/,
  /^(?:leave me alone|wrong number|wrong person|(?:you have|you've|you got) the wrong number)$/,
  /^(?:no me (?:envien|manden|escriban) (?:mas )?(?:mensajes|textos)?|dejen de (?:enviarme|mandarme|escribirme)(?: mensajes)?|no quiero (?:mas )?mensajes|numero equivocado)$/,
];

/** A clause that plainly says the party is not coming. */
const CANT_MAKE_IT =
  /^(?:(?:we|i|we're|were|i'm|im|we are|i am) )?(?:really )?(?:can't|cant|cannot|can not|won't|wont|will not|not going to|not gonna|aren't going to|are not going to|won't be able to|wont be able to|will not be able to|can't be able to|unable to|are unable to) (?:make it|come|be there|make it there|come in|come after all|make it after all)(?: anymore| any more| after all| tonight| today| sorry)?$|^(?:(?:we're|were|we are|i'm|im|i am) )?(?:not|no longer) coming(?: anymore| any more| after all| tonight)?$|^(?:no|ya no) (?:podemos|puedo|vamos a|voy a|vamos|voy|venimos|llegamos) (?:ir|llegar|venir)?(?: hoy| esta noche)?$|^ya no (?:vamos|venimos|voy)$/;
/** A clause that plainly asks to leave the line. */
const LEAVE_CLAUSE =
  /^(?:(?:please|we'd like to|we want to|i want to|we'll|we will) )?(?:cancel|leave the line|leave|remove us|remove me|take us off (?:the|your) (?:list|line|waitlist)|cancel us|cancel me|cancel (?:my|our|the) (?:spot|place|name|party|table|wait)|nevermind|never mind|cancelar|salir(?: de la (?:fila|lista))?|cancela(?:r|mos)? (?:nuestro|mi|el) (?:lugar|turno))$/;
/** A clause that plainly asks to cancel the booking. */
const CANCEL_CLAUSE =
  /^(?:(?:please|i'd like to|we'd like to|i want to|we want to|we need to|i need to) )?(?:cancel|cancel it|cancel us|cancel me|cancel (?:my|our|the|this) (?:reservation|booking|table|res)|cancelar|cancelo|cancelamos|cancelar (?:la|mi|nuestra) (?:reserva|reservacion)|cancelo (?:la|mi) (?:reserva|reservacion)|cancelamos (?:la|nuestra) (?:reserva|reservacion))$/;
/** Words of leaving or cancelling anywhere in a reply: if the reply is not plainly destructive, the guest is asked. */
const DESTRUCTIVE_CUE =
  /\bcancel|\b(?:can't|cant|cannot|can not|won't|wont|will not|not gonna|not going to) (?:make|come|be there)|\bnot coming\b|\bleave\b|\bremove (?:us|me)\b|\bno (?:podemos|puedo|vamos|voy)\b|\bya no\b|\bsalir\b/;

const LEAVE_WORDS = new Set(["9", "c"]);
const LATE_WORDS = new Set(["l", "late", "tarde"]);
const LATE =
  /\b(running late|run late|late|running behind|behind schedule)\b|\b\d+ ?(m|min|mins|minute|minutes)\b|\b(few|couple|\d+) (more )?(min|mins|minutes)\b|\b(llego|llegamos|vamos|voy) (a llegar )?tarde\b|\b\d+ ?(minuto|minutos)\b|\b(unos|un par de|pocos) minutos\b/;
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
  /^(yes|yep|yeah|1|confirm|si)\b.*\b(confirm|there|see you|coming|alli|ahi|vamos|confirmo)\b|\bi confirm\b|\bconfirmed?\b$/;
const CANCEL_WORDS = new Set(["9", "c"]);
/** Taking an offered table: the code the offer names and plain yeses, in both languages. */
const TAKE_WORDS = new Set([
  "1",
  "y",
  "yes",
  "yep",
  "yeah",
  "yes please",
  "ok",
  "okay",
  "take it",
  "i'll take it",
  "we'll take it",
  "book it",
  "si",
  "si por favor",
  "claro",
  "la tomo",
  "la tomamos",
  "reservar",
]);
/** Passing an offered table to the next guest. */
const PASS_WORDS = new Set(["9", "no", "pass", "no thanks", "no thank you", "paso", "no gracias", "pasar"]);

/** The reply's clauses (split at sentence punctuation), each normalized and stripped of courtesy words; empty ones dropped. */
function clauses(body: string): string[] {
  return body
    .split(/[.,;!?¡¿\n]+/)
    .map((part) => normalizeReply(part).replace(POLITE, "").trim())
    .filter((part) => part.length > 0);
}

/** True when the reply has clauses and every one of them matches one of `forms`. */
function everyClause(parts: string[], forms: RegExp[]): boolean {
  return parts.length > 0 && parts.every((p) => forms.some((re) => re.test(p)));
}

export function replyIntent(body: string, context: ReplyContext): ReplyIntent {
  const text = normalizeReply(body);
  if (OPT_OUT_WORDS.has(text)) return { kind: "opt_out", alsoCancel: text === "cancel" };
  if (OPT_IN_WORDS.has(text)) return { kind: "opt_in" };
  if (HELP_WORDS.has(text)) return { kind: "help" };
  const parts = clauses(body);
  if (everyClause(parts, REVOCATIONS)) return { kind: "opt_out", alsoCancel: false };
  if (context === "offer") {
    if (TAKE_WORDS.has(text)) return { kind: "take" };
    if (PASS_WORDS.has(text) || everyClause(parts, [CANT_MAKE_IT])) return { kind: "pass" };
    return { kind: "message" };
  }
  if (context === "waitlist") {
    if (LEAVE_WORDS.has(text) || everyClause(parts, [LEAVE_CLAUSE, CANT_MAKE_IT])) return { kind: "leave" };
    if (LATE_WORDS.has(text) || LATE.test(text)) return { kind: "late" };
    if (DESTRUCTIVE_CUE.test(text)) return { kind: "ask_cancel" };
    return { kind: "message" };
  }
  if (CANCEL_WORDS.has(text) || everyClause(parts, [CANCEL_CLAUSE, CANT_MAKE_IT])) return { kind: "cancel" };
  if (DESTRUCTIVE_CUE.test(text) || text === "no") return { kind: "ask_cancel" };
  if (CONFIRM_WORDS.has(text) || CONFIRM.test(text)) return { kind: "confirm" };
  return { kind: "message" };
}
