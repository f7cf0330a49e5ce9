/**
 * Spanish for the domain's words that the guest screens show as well as the server's texts (docs/product.md#languages):
 * the server translates them with translate(), the booking's .ics with translateWords() (translate-words.ts), and the
 * guest apps' own Spanish catalog (packages/ui's catalog-es.ts) includes this one, so each is translated once.
 * Import-free: it travels in the guest apps' Spanish chunk.
 */
import type { Catalog } from "./format-message";

export const catalogEsWords: Catalog = {
  "{count, plural, one {# person} other {# people}}": "{count, plural, one {# persona} other {# personas}}",
  "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}": "{n, selectordinal, other {#.º}}",
  "We are closed now.": "Ahora estamos cerrados.",
  "We are closed now; we open {hour, plural, other {at}} {time}":
    "Ahora estamos cerrados; abrimos {hour, plural, =1 {a la} other {a las}} {time}",
  "We are closed now; we open {weekday} {hour, plural, other {at}} {time}":
    "Ahora estamos cerrados; abrimos el {weekday} {hour, plural, =1 {a la} other {a las}} {time}",
  // The booking's calendar entry (ics.ts), which the public and booking pages build too.
  "Table for {count} at {store}": "Mesa para {count} en {store}",
  "Reservation for {count} at {store}.": "Reservación para {count} en {store}.",
  "Special requests: {text}": "Peticiones especiales: {text}",
  "Please arrive 10 minutes early.": "Por favor llegue 10 minutos antes.",
  "To change or cancel, call the restaurant at {phone}.":
    "Para cambiar o cancelar, llame al restaurante al {phone}.",
};
