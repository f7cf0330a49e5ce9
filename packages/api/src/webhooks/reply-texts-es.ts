/** The Spanish answers to guests' text replies (docs/product.md#languages): the same outcomes as reply-texts.ts, word for word. */
import { formatLongDate, formatPartySize, formatPhone, formatTime12, toGsm7 } from "@seatline/domain";
import type { ReplyTexts, StoreTextInfo } from "./reply-texts";

const call = (s: StoreTextInfo) => (s.phone ? ` Llame al ${formatPhone(s.phone)}.` : "");
const when = (r: { reservationDate: string; reservationTime: string }) =>
  `${formatLongDate(r.reservationDate, "es")} a las ${formatTime12(r.reservationTime)}`;

export const replyTextsEs: ReplyTexts = {
  unknown: () =>
    toGsm7(
      "Lo sentimos, no pudimos relacionar este mensaje con un lugar en la fila ni con una reservación. Comuníquese directamente con el restaurante.",
    ),
  optedOut: (s) =>
    toGsm7(`${s.name}: ya no recibirá más mensajes nuestros. Responda START para volver a recibirlos.`),
  optedIn: (s) =>
    toGsm7(`${s.name}: volverá a recibir nuestros mensajes. Responda ALTO para dejar de recibirlos.`),
  help: (s) =>
    toGsm7(
      `${s.name}: mensajes sobre su lugar en la fila o su reservación.${call(s)} Responda ALTO para dejar de recibirlos.`,
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
};
