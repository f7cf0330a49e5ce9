/**
 * Spanish for the notify list's guest texts (docs/product.md#notify-me): "Notify me" on the public page and the
 * guest's own page on the list. Part of the Spanish catalog (catalog-es.ts spreads it in).
 */
import type { Catalog } from "@seatline/domain";

export const catalogEsNotify: Catalog = {
  // Public page: full times and Notify me
  Full: "Lleno",
  "{time}, full": "{time}, lleno",
  "Full? Notify me": "¿Lleno? Avísenme",
  "Loading the notify list": "Cargando la lista de aviso",
  "Notify me if a table frees up": "Avísenme si se libera una mesa",
  Close: "Cerrar",
  From: "Desde",
  To: "Hasta",
  "Not added to the list": "No se agregó a la lista",
  "Add me to the list": "Agregarme a la lista",
  "We could not add you to the list. Please try again.":
    "No pudimos agregarle a la lista. Por favor intente de nuevo.",
  "You're on the list": "Está en la lista",
  "We texted you a link to your place on the list. Reply 1 to that text to confirm your number; then we will text you if a table frees up.":
    "Le enviamos un enlace a su lugar en la lista. Responda 1 a ese mensaje para confirmar su número; luego le escribiremos si se libera una mesa.",
  // The guest's page on the list (/n/{token})
  "Notify list": "Lista de aviso",
  "Notify list - {storeName}": "Lista de aviso - {storeName}",
  "Loading your request": "Cargando su solicitud",
  "Request details": "Detalles de la solicitud",
  Times: "Horario",
  "{from} to {to}": "{from} a {to}",
  "at {time}": "a las {time}",
  "A table is yours": "Una mesa es suya",
  "A table for {count} at {time} is held for you for {minutes} more minutes.":
    "Una mesa para {count} a las {time} está apartada para usted por {minutes} minutos más.",
  "Take this table": "Tomar esta mesa",
  "Confirm your number": "Confirme su número",
  "Reply 1 to the text we sent you. Until then we cannot offer you a table.":
    "Responda 1 al mensaje que le enviamos. Hasta entonces no podemos ofrecerle una mesa.",
  "You are number {place} on the list. We will text you if a table frees up.":
    "Usted es el número {place} en la lista. Le escribiremos si se libera una mesa.",
  "You took the table. Your booking is confirmed by text.":
    "Tomó la mesa. Su reservación se confirma por mensaje de texto.",
  "You left the list.": "Salió de la lista.",
  "The restaurant removed this request. Please call them if this is a mistake.":
    "El restaurante quitó esta solicitud. Por favor llámelos si es un error.",
  "Sorry, that did not work. Please try again or call the restaurant.":
    "Lo sentimos, no funcionó. Por favor intente de nuevo o llame al restaurante.",
  "Leave the list": "Salir de la lista",
  "Leave the list?": "¿Salir de la lista?",
  "You will get no offer for this date. To ask again, use the restaurant's booking page.":
    "No recibirá ofertas para esta fecha. Para pedir de nuevo, use la página de reservaciones del restaurante.",
  "Stay on the list": "Quedarme en la lista",
  // The server's refusals a guest can see
  "Notify requests cannot be made for a past date.": "No se pueden pedir avisos para una fecha pasada.",
  "The window must end at or after the time it starts.":
    "El horario debe terminar a la hora de inicio o después.",
  "Those times are outside the restaurant's opening hours on this date. Please choose other times.":
    "Ese horario está fuera del horario del restaurante en esta fecha. Por favor elija otras horas.",
  "Those times have already passed. Please choose later times.":
    "Esas horas ya pasaron. Por favor elija horas más tarde.",
  "This phone number is already on the notify list for this date.":
    "Este número de teléfono ya está en la lista de aviso para esta fecha.",
  "This notify link is not valid. Please use the link from your latest text.":
    "Este enlace de aviso no es válido. Por favor use el enlace de su último mensaje.",
  "Sorry, that table has gone to the next guest": "Lo sentimos, esa mesa pasó al siguiente cliente",
  "A table is still free at one of those times. Please book it instead.":
    "Todavía hay una mesa libre en uno de esos horarios. Por favor resérvela.",
  "This phone number is already on the notify list for 2 dates here. Please leave one of them to ask for another date.":
    "Este número de teléfono ya está en la lista de aviso para 2 fechas aquí. Por favor salga de una de ellas para pedir otra fecha.",
  "We cannot send more notify list texts to this phone number today. Please try again tomorrow.":
    "No podemos enviar más mensajes de la lista de aviso a este número de teléfono hoy. Por favor intente mañana.",
  "Too many notify requests from this device. Please wait a while and try again.":
    "Demasiadas solicitudes de aviso desde este dispositivo. Por favor espere un rato e intente de nuevo.",
  "This restaurant's notify list has had too many requests in the last hour. Please try again later.":
    "La lista de aviso de este restaurante recibió demasiadas solicitudes en la última hora. Por favor intente más tarde.",
};
