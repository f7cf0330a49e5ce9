/** The Spanish answers to guests' text replies (docs/product.md#languages): the same outcomes as reply-texts.ts, word for word. */
import { formatLongDate, formatPartySize, formatPhone, formatTime12, toGsm7 } from "@seatline/domain";
import type { ConversationChoice, ReplyTexts, StoreTextInfo } from "./reply-texts";

const shared = (s: StoreTextInfo) => s.scope !== "own";

const call = (s: StoreTextInfo) => (s.phone ? ` Llame al ${formatPhone(s.phone)}.` : "");
const when = (r: { reservationDate: string; reservationTime: string }) =>
  `${formatLongDate(r.reservationDate, "es")} a las ${formatTime12(r.reservationTime)}`;

export const replyTextsEs: ReplyTexts = {
  unknown: () =>
    toGsm7(
      "Lo sentimos, no pudimos relacionar este mensaje con un lugar en la fila ni con una reservación. Comuníquese directamente con el restaurante.",
    ),
  optedOut: (s) =>
    toGsm7(
      shared(s)
        ? `${s.name}: ya no recibirá más mensajes de este número, de ningún restaurante que escriba desde él. Responda START para volver a recibirlos.`
        : `${s.name}: ya no recibirá más mensajes de ${s.name}. Responda START para volver a recibirlos.`,
    ),
  optedIn: (s) =>
    toGsm7(
      shared(s)
        ? `${s.name}: volverá a recibir nuestros mensajes (de todos los restaurantes que escriben desde este número). Responda ALTO para dejar de recibirlos.`
        : `${s.name}: volverá a recibir nuestros mensajes. Responda ALTO para dejar de recibirlos.`,
    ),
  help: (s) =>
    toGsm7(
      `${s.name}: mensajes sobre su lugar en la fila o su reservación.${call(s)} Responda ALTO para dejar de recibir mensajes ${shared(s) ? "de este número (de todos los restaurantes que escriben desde él)" : `de ${s.name}`}.`,
    ),
  left: (s) => toGsm7(`${s.name}: salió de la fila. Esperamos verle en otra ocasión.`),
  notInLine: (s) => toGsm7(`${s.name}: ya no está en la fila.${call(s)}`),
  late: (s) => toGsm7(`${s.name}: gracias, el anfitrión sabe que viene con retraso.`),
  hostSaw: (s) => toGsm7(`${s.name}: el anfitrión recibió su mensaje.`),
  confirmed: (s, r) =>
    toGsm7(
      `${s.name}: gracias, su reservación para ${formatPartySize(r.partySize, "es")} el ${when(r)} está confirmada.`,
    ),
  cancelled: (s, r) => toGsm7(`${s.name}: su reservación del ${when(r)} está cancelada.`),
  alreadyCancelled: (s) => toGsm7(`${s.name}: esta reservación ya está cancelada.`),
  tooLate: (s) => toGsm7(`${s.name}: esta reservación ya no se puede cambiar por mensaje.${call(s)}`),
  notUnderstood: (s) =>
    toGsm7(`${s.name}: lo sentimos, no entendimos. Responda 1 para confirmar o 9 para cancelar.${call(s)}`),
  askLeave: (s) =>
    toGsm7(`${s.name}: el anfitrión recibió su mensaje. Responda 9 si desea salir de la fila.`),
  askCancel: (s) =>
    toGsm7(`${s.name}: el anfitrión recibió su mensaje. Responda 9 si desea cancelar su reservación.`),
  whichOne: (choices: ConversationChoice[]) =>
    toGsm7(
      `Tiene mensajes sobre más de una visita: ${choices
        .map(
          (c) =>
            `${c.letter} para ${c.storeName} (${c.about === "line" ? "su lugar en la fila" : c.about === "list" ? "su lugar en la lista de aviso" : "su reservación"})`,
        )
        .join(", ")}. Responda con la letra primero, por ejemplo "${choices[0]?.letter ?? "A"} 9".`,
    ),
};
