/**
 * Spanish for the booking page's Change and Confirm (docs/product.md#guest-pages), and the server's refusals of a
 * change a guest can see. Part of the Spanish catalog (catalog-es.ts spreads it in).
 */
import type { Catalog } from "@seatline/domain";

export const catalogEsBooking: Catalog = {
  "Change reservation": "Cambiar reservación",
  "Change your reservation": "Cambiar su reservación",
  "Confirm reservation": "Confirmar reservación",
  Save: "Guardar",
  "Keep my booking": "Conservar mi reservación",
  "Loading the free times": "Cargando los horarios libres",
  "Tables cannot be booked online on this date.": "No se pueden reservar mesas en línea en esta fecha.",
  "No tables are free on this date for your party. Please try another date.":
    "No hay mesas libres en esta fecha para su grupo. Por favor pruebe otra fecha.",
  "We could not load the free times. Please try again.":
    "No pudimos cargar los horarios libres. Por favor intente de nuevo.",
  "Your reservation was changed. We will text you the new details.":
    "Su reservación cambió. Le enviaremos los nuevos detalles por mensaje de texto.",
  "Sorry, we could not change your reservation. Please try again or call the restaurant.":
    "Lo sentimos, no pudimos cambiar su reservación. Por favor intente de nuevo o llame al restaurante.",
  "Sorry, we could not confirm your reservation. Please try again or call the restaurant.":
    "Lo sentimos, no pudimos confirmar su reservación. Por favor intente de nuevo o llame al restaurante.",
  "That time just filled up. Please choose another time.":
    "Ese horario se acaba de llenar. Por favor elija otro horario.",
  "This reservation can no longer be changed online. Please call the restaurant.":
    "Esta reservación ya no se puede cambiar en línea. Por favor llame al restaurante.",
  "This reservation can no longer be confirmed online.":
    "Esta reservación ya no se puede confirmar en línea.",
};
