/**
 * Spanish for the texts the server sends (docs/product.md#languages): waitlist and booking text messages, the notify
 * list's texts, the answers to guests' replies, the opt-out line, the booking e-mails and the unsubscribe page. Keyed by the English message, as the guest
 * apps' catalog is; catalog-es-texts.test.ts checks that every message the server words has its translation, with the
 * same arguments, and that none is unused. A text message's translation may carry accents: toGsm7 (sms-templates.ts)
 * drops the ones GSM-7 lacks, as it always has.
 */
import type { Catalog } from "./format-message";

export const catalogEsTexts: Catalog = {
  // Waitlist texts (sms-templates.ts).
  "Your restaurant": "Su restaurante",
  "{store}: you're on the waitlist, ticket {ticket}. See your place in line: {link}":
    "{store}: está en la lista de espera, turno {ticket}. Vea su lugar en la fila: {link}",
  "{store}: you are on the waitlist. Your ticket number is {ticket}. We will text you when your table is ready.":
    "{store}: está en la lista de espera. Su número de turno es {ticket}. Le enviaremos un mensaje cuando su mesa esté lista.",
  "{store}: your table is ready! Ticket {ticket}, please come to the host stand.":
    "{store}: ¡su mesa está lista! Turno {ticket}, por favor venga al mostrador de recepción.",
  "{store}: reminder, your table is ready. Ticket {ticket}, please come to the host stand now.":
    "{store}: recordatorio, su mesa está lista. Turno {ticket}, por favor venga al mostrador ya.",
  "{store}: this is a test message for ticket {ticket}.":
    "{store}: este es un mensaje de prueba para el turno {ticket}.",

  // Booking texts (packages/api: services/reservations/reservation-texts.ts, notify/reminders.ts).
  "{store}: your reservation for {people} on {date} at {time} is confirmed. Please arrive 10 minutes early.":
    "{store}: su reservación para {people} el {date} a las {time} está confirmada. Por favor llegue 10 minutos antes.",
  "To change or cancel, call {phone}.": "Para cambiar o cancelar, llame al {phone}.",
  "Your booking: {link}": "Su reservación: {link}",
  "{store}: {guest}, your table is ready! Please come to the host stand.":
    "{store}: {guest}, ¡su mesa está lista! Por favor venga al mostrador de recepción.",
  "{store}: your reservation has changed. It is now for {people} on {date} at {time}.":
    "{store}: su reservación cambió. Ahora es para {people} el {date} a las {time}.",
  "{store}: your reservation has changed {count} times. It is now for {people} on {date} at {time}.":
    "{store}: su reservación cambió {count} veces. Ahora es para {people} el {date} a las {time}.",
  "To change it, call {phone}.": "Para cambiarla, llame al {phone}.",
  "{store}: reminder of your reservation for {people} on {date} at {time}. Reply 1 to confirm or 9 to cancel. {link}":
    "{store}: recordatorio de su reservación para {people} el {date} a las {time}. Responda 1 para confirmar o 9 para cancelar. {link}",

  // The notify list (notify-offers/notify-texts.ts).
  "{store}: you're on the list for a table for {partySize} on {date} at {from}. Reply 1 to confirm this number, then we will text you if one frees up. Your place: {link}":
    "{store}: esta en la lista para una mesa para {partySize} el {date} a las {from}. Responda 1 para confirmar este numero y le escribiremos si se libera una. Su lugar: {link}",
  "{store}: you're on the list for a table for {partySize} on {date} between {from} and {to}. Reply 1 to confirm this number, then we will text you if one frees up. Your place: {link}":
    "{store}: esta en la lista para una mesa para {partySize} el {date} entre {from} y {to}. Responda 1 para confirmar este numero y le escribiremos si se libera una. Su lugar: {link}",
  "{store}, {date}: A table for {partySize} at {time} is yours if you reply 1 within {holdMinutes} minutes (9 to pass). {link}":
    "{store}, {date}: Una mesa para {partySize} a las {time} es suya si responde 1 en {holdMinutes} minutos (9 para pasar). {link}",
  "{store}: Sorry, that table has gone to the next guest. You are still on the list.":
    "{store}: Lo sentimos, esa mesa paso al siguiente cliente. Sigue en la lista.",
  "{store}: thanks, we passed that table on. You are still on the list.":
    "{store}: gracias, pasamos esa mesa al siguiente. Sigue en la lista.",
  "{store}: sorry, we did not understand. Reply 1 to take the table or 9 to pass.":
    "{store}: no entendimos. Responda 1 para tomar la mesa o 9 para pasar.",
  "{store}: you are on the list. We will text you if a table frees up.":
    "{store}: esta en la lista. Le escribiremos si se libera una mesa.",
  "{store}: thanks, your number is confirmed. We will text you if a table frees up.":
    "{store}: gracias, su numero esta confirmado. Le escribiremos si se libera una mesa.",
  "{store}: this phone number already has {limit} upcoming reservations here, so we passed that table on. Please call the restaurant to book another.":
    "{store}: este numero ya tiene {limit} reservaciones proximas aqui, asi que pasamos esa mesa al siguiente. Por favor llame al restaurante para reservar otra.",

  // Answers to guests' replies (packages/api: webhooks/reply-texts.ts).
  "Sorry, we could not match this text to a place in line or a booking. Please contact the restaurant directly.":
    "Lo sentimos, no pudimos relacionar este mensaje con un lugar en la fila ni con una reservación. Comuníquese directamente con el restaurante.",
  "{store}: you will get no more texts from this number, from any restaurant that texts from it. Reply START to get texts again.":
    "{store}: ya no recibirá más mensajes de este número, de ningún restaurante que escriba desde él. Responda START para volver a recibirlos.",
  "{store}: you will get no more texts from {store}. Reply START to get texts again.":
    "{store}: ya no recibirá más mensajes de {store}. Responda START para volver a recibirlos.",
  "{store}: you will get texts from us again (every restaurant that texts from this number). Reply STOP to stop.":
    "{store}: volverá a recibir nuestros mensajes (de todos los restaurantes que escriben desde este número). Responda ALTO para dejar de recibirlos.",
  "{store}: you will get texts from us again. Reply STOP to stop.":
    "{store}: volverá a recibir nuestros mensajes. Responda ALTO para dejar de recibirlos.",
  "Call {phone}.": "Llame al {phone}.",
  "{store}: texts about your place in line or your booking.":
    "{store}: mensajes sobre su lugar en la fila o su reservación.",
  "Reply STOP to stop texts from this number (every restaurant that texts from it).":
    "Responda ALTO para dejar de recibir mensajes de este número (de todos los restaurantes que escriben desde él).",
  "Reply STOP to stop texts from {store}.": "Responda ALTO para dejar de recibir mensajes de {store}.",
  "{store}: you have left the line. We hope to see you another time.":
    "{store}: salió de la fila. Esperamos verle en otra ocasión.",
  "{store}: you are no longer in line.": "{store}: ya no está en la fila.",
  "{store}: thanks, the host knows you are running late.":
    "{store}: gracias, el anfitrión sabe que viene con retraso.",
  "{store}: the host has your message.": "{store}: el anfitrión recibió su mensaje.",
  "{store}: thank you, your reservation for {people} on {date} at {time} is confirmed.":
    "{store}: gracias, su reservación para {people} el {date} a las {time} está confirmada.",
  "{store}: your reservation on {date} at {time} is cancelled.":
    "{store}: su reservación del {date} a las {time} está cancelada.",
  "{store}: this reservation is already cancelled.": "{store}: esta reservación ya está cancelada.",
  "{store}: this reservation can no longer be changed by text.":
    "{store}: esta reservación ya no se puede cambiar por mensaje.",
  "{store}: sorry, we did not understand. Reply 1 to confirm or 9 to cancel.":
    "{store}: lo sentimos, no entendimos. Responda 1 para confirmar o 9 para cancelar.",
  "{store}: the host has your message. Reply 9 if you want to leave the line.":
    "{store}: el anfitrión recibió su mensaje. Responda 9 si desea salir de la fila.",
  "{store}: the host has your message. Reply 9 if you want to cancel your reservation.":
    "{store}: el anfitrión recibió su mensaje. Responda 9 si desea cancelar su reservación.",
  'You have texts about more than one visit: {choices}. Please reply with the letter first, e.g. "{letter} 9".':
    'Tiene mensajes sobre más de una visita: {choices}. Responda con la letra primero, por ejemplo "{letter} 9".',
  "{letter} for {store} ({about})": "{letter} para {store} ({about})",
  "your place in line": "su lugar en la fila",
  "your place on the notify list": "su lugar en la lista de aviso",
  "your booking": "su reservación",

  // The opt-out line of a first text (packages/api: notify/outbox.ts); GSM-7, so "mas" without its accent.
  "Reply STOP to opt out.": "Responda ALTO para no recibir mas mensajes.",

  // Booking e-mails (packages/api: notify/booking-email-content.ts).
  "{people} on {date} at {time}": "{people} el {date} a las {time}",
  "Your reservation at {store}: {date} at {time}": "Su reservación en {store}: {date} a las {time}",
  "Your reservation at {store} has changed": "Su reservación en {store} cambió",
  "Your reservation at {store} is cancelled": "Su reservación en {store} está cancelada",
  "Reminder: {store}, {date} at {time}": "Recordatorio: {store}, {date} a las {time}",
  "Your reservation is confirmed": "Su reservación está confirmada",
  "Your reservation has changed": "Su reservación cambió",
  "Your reservation is cancelled": "Su reservación está cancelada",
  "See you soon": "Lo esperamos pronto",
  "Hi {name},": "Hola {name}:",
  "Hello,": "Hola:",
  "your table at {store} is booked: {when}.": "su mesa en {store} está reservada: {when}.",
  "your reservation at {store} is now for {when}.": "su reservación en {store} ahora es para {when}.",
  "your reservation at {store} for {when} is cancelled.":
    "su reservación en {store} para {when} está cancelada.",
  "this is a reminder of your reservation at {store}: {when}.":
    "le recordamos su reservación en {store}: {when}.",
  "It was for {when}.": "Antes era para {when}.",
  "It was changed {count} times; this is the booking as it is now.":
    "Se cambió {count} veces; así queda ahora la reservación.",
  "The restaurant changed it.": "El restaurante la cambió.",
  "You changed it on your booking page.": "Usted la cambió en su página de reservación.",
  "If you did not ask for this, call the restaurant at {phone}.":
    "Si usted no lo pidió, llame al restaurante al {phone}.",
  "If you did not ask for this, call the restaurant.": "Si usted no lo pidió, llame al restaurante.",
  Date: "Fecha",
  Time: "Hora",
  Party: "Personas",
  "Special requests": "Peticiones especiales",
  Address: "Dirección",
  Phone: "Teléfono",
  "See or cancel your booking": "Ver o cancelar su reservación",
  "You get this e-mail because a table was booked at {store} with this address.":
    "Recibe este correo porque se reservó una mesa en {store} con esta dirección.",
  "Unsubscribe from {store}'s e-mails": "Dejar de recibir correos de {store}",
  "The calendar file attached adds it to your calendar.":
    "El archivo de calendario adjunto la agrega a su calendario.",

  // The unsubscribe page (packages/api: notify/mail-unsubscribe.ts).
  "Stop booking e-mails from {store} to this address?":
    "¿Dejar de recibir correos de reservaciones de {store} en esta dirección?",
  Unsubscribe: "Darse de baja",
  "You are unsubscribed": "Ya no recibirá correos",
  "{store} will send no more e-mails to this address.": "{store} no enviará más correos a esta dirección.",
  "Texts about a booking are not changed: reply STOP to a text to stop those.":
    "Los mensajes de texto no cambian: responda ALTO a un mensaje para dejar de recibirlos.",
};
