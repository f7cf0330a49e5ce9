/**
 * Spanish (docs/product.md#languages): every guest-facing text of the kiosk, the guest pages and the public page, keyed by its English
 * source (the documented words), in ICU form ({name}, plurals). Loaded on demand, a chunk of its own. catalog.test.ts fails
 * when a message the screens use is missing here, or when one here is used nowhere. The domain's words that the server's texts
 * share (party sizes, the closed message, ordinals) come from the domain's catalog (catalogEsWords), translated once.
 */
import { type Catalog, catalogEsWords } from "@seatline/domain";
import { catalogEsBooking } from "./catalog-es-booking";
import { catalogEsNotify } from "./catalog-es-notify";

export const catalogEs: Catalog = {
  // Shared steps and components
  BACK: "ATRÁS",
  NEXT: "SIGUIENTE",
  "GET A TICKET": "OBTENER TURNO",
  Language: "Idioma",
  Loading: "Cargando",
  Keypad: "Teclado",
  Backspace: "Borrar",
  "C (clear)": "C (borrar todo)",
  "Enter your number": "Ingrese su número",
  "By entering a number you agree to get texts about your visit. Msg & data rates may apply. Reply STOP to opt out.":
    "Al ingresar un número, acepta recibir mensajes de texto sobre su visita. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para no recibir más mensajes.",
  "Phone number": "Número de teléfono",
  "Add one person": "Agregar una persona",
  "Remove one person": "Quitar una persona",
  "Party size {value}": "Tamaño del grupo {value}",
  "Seating preference": "Preferencia de asiento",
  "First Available Okay": "Lo primero disponible",
  "Indoor Seating Preferred": "Prefiero adentro",
  "Bar Seating Preferred": "Prefiero la barra",
  "Outdoor Seating Preferred": "Prefiero afuera",
  "Current Wait Times": "Tiempos de espera actuales",
  "Parties ahead:": "Grupos delante:",
  "Parties ahead of you:": "Grupos delante de usted:",
  "Party of 1": "Grupo de 1",
  "Party of 2": "Grupo de 2",
  "Party of 3-4": "Grupo de 3-4",
  "Party of 5+": "Grupo de 5+",
  "{minutes} min": "{minutes} min",
  "over 2 h": "más de 2 h",
  "How Many People In Your Party?": "¿Cuántas personas hay en su grupo?",
  "Let Us Know Your Name": "Díganos su nombre",
  "Enter your name": "Ingrese su nombre",
  "Receive a text alert when your table is ready": "Reciba un mensaje de texto cuando su mesa esté lista",
  "Please wait to be seated!": "¡Por favor espere a que le asignen una mesa!",

  // Kiosk
  "The kiosk cannot reach the restaurant's system":
    "El quiosco no puede conectarse al sistema del restaurante",
  "Please ask a host for help. This page tries again every few seconds.":
    "Pida ayuda a un anfitrión. Esta página vuelve a intentarlo cada pocos segundos.",
  Announcement: "Anuncio",
  "Please press the button below to enter your party details and see current wait times.":
    "Presione el botón de abajo para ingresar los datos de su grupo y ver los tiempos de espera actuales.",
  "Please note: we can only seat your party once the":
    "Tenga en cuenta: solo podemos sentar a su grupo cuando haya llegado",
  "ENTIRE PARTY HAS ARRIVED": "EL GRUPO COMPLETO",
  "GET STARTED": "COMENZAR",
  "Current Wait": "Espera actual",
  "{count, plural, one {Group of 2 or more} other {Groups of 2 or more}}":
    "{count, plural, one {Grupo de 2 o más} other {Grupos de 2 o más}}",
  "{count, plural, one {Solo diner} other {Solo diners}}":
    "{count, plural, one {Persona sola} other {Personas solas}}",
  "Congrats! You are the first in line.": "¡Felicidades! Usted es el primero en la fila.",
  "You are position {position} in line!": "¡Usted está en la posición {position} de la fila!",
  "No ticket yet": "Todavía no tiene turno",
  Offline: "Sin conexión",
  "Offline — names are kept and sent when the connection is back":
    "Sin conexión — los nombres se guardan y se envían cuando vuelva la conexión",
  "The kiosk is offline and has no tickets left to give. Please ask a host to add you.":
    "El quiosco no tiene conexión y no le quedan turnos para dar. Por favor pida a un anfitrión que lo agregue.",
  "Sorry, we could not get your ticket. Please try again.":
    "Lo sentimos, no pudimos obtener su turno. Por favor intente de nuevo.",
  "Skip and we will call your name when your table is ready":
    "Omita este paso y le llamaremos por su nombre cuando su mesa esté lista",
  Skip: "Omitir",
  "You're all set! Your ticket number is:": "¡Listo! Su número de turno es:",
  "We will notify you when your table is ready!": "¡Le avisaremos cuando su mesa esté lista!",
  "Please wait nearby and watch for updates at {phone}.":
    "Por favor espere cerca y esté atento a los mensajes al {phone}.",
  "Please wait nearby. We will call your name when your table is ready.":
    "Por favor espere cerca. Le llamaremos por su nombre cuando su mesa esté lista.",
  "You are {place} in line.": "Usted es el {place} en la fila.",
  "Current wait: {wait}": "Espera actual: {wait}",
  "The host will confirm your wait": "El anfitrión le confirmará su espera",
  "This kiosk is offline. Your ticket is kept and added to the line when the connection is back; a host can tell you your place.":
    "Este quiosco no tiene conexión. Su turno se guarda y se agrega a la fila cuando vuelva la conexión; un anfitrión puede decirle su lugar.",
  "Code to your place in line": "Código de su lugar en la fila",
  "Scan to follow your place in line on your phone, or to leave the line.":
    "Escanee para seguir su lugar en la fila en su teléfono, o para salir de la fila.",
  Finish: "Terminar",

  // Guest pages: join
  Waitlist: "Lista de espera",
  "Join the waitlist": "Únase a la lista de espera",
  "Join the waitlist - {storeName}": "Únase a la lista de espera - {storeName}",
  "Loading the waitlist": "Cargando la lista de espera",
  "Please join the waitlist when we are open.": "Únase a la lista de espera cuando estemos abiertos.",
  "You cannot join the waitlist from your phone right now":
    "En este momento no puede unirse a la lista de espera desde su teléfono",
  "We texted you a link": "Le enviamos un enlace por mensaje de texto",
  "Open its link to follow your place in line. It can take a minute to arrive.":
    "Abra el enlace para seguir su lugar en la fila. Puede tardar un minuto en llegar.",
  "We sent a text to {phone}.": "Enviamos un mensaje de texto al {phone}.",
  "We will also text you a link to follow your place in line.":
    "También le enviaremos un enlace por mensaje de texto para seguir su lugar en la fila.",
  "Not on the waitlist yet": "Todavía no está en la lista de espera",
  "Sorry, we could not add you to the waitlist. Please try again.":
    "Lo sentimos, no pudimos agregarle a la lista de espera. Por favor intente de nuevo.",
  "Not sent: we could not reach the restaurant. Check your connection and press GET A TICKET again; you will not be added twice.":
    "No se envió: no pudimos comunicarnos con el restaurante. Revise su conexión y pulse OBTENER TURNO de nuevo; no se le agregará dos veces.",
  "The waitlist is closed right now. Please wait to be seated!":
    "La lista de espera está cerrada en este momento. ¡Por favor espere a que le asignen una mesa!",
  "This restaurant does not take waitlist sign-ups from phones. Please join at the host stand.":
    "Este restaurante no acepta inscripciones a la lista de espera desde teléfonos. Por favor inscríbase en el mostrador de recepción.",
  "We can only text US and Canadian phone numbers. Please join at the host stand.":
    "Solo podemos enviar mensajes a números de EE. UU. y Canadá. Por favor inscríbase en el mostrador de recepción.",
  "Please enter your 10-digit phone number.": "Ingrese su número de teléfono de 10 dígitos.",
  "This phone number cannot exist. Please check the area code and number.":
    "Este número de teléfono no puede existir. Revise el código de área y el número.",

  // Guest pages: status
  "Your place in line": "Su lugar en la fila",
  "Your place in line - {storeName}": "Su lugar en la fila - {storeName}",
  "Loading your place in line": "Cargando su lugar en la fila",
  "You're on the waitlist": "Está en la lista de espera",
  "We will text you when your table is ready.": "Le enviaremos un mensaje cuando su mesa esté lista.",
  "Your table is ready!": "¡Su mesa está lista!",
  "Please come to the host stand.": "Por favor venga al mostrador de recepción.",
  "You've been seated": "Ya tiene mesa",
  "Enjoy your meal!": "¡Buen provecho!",
  "You're no longer on the waitlist": "Ya no está en la lista de espera",
  "The host removed this party from the line. Please see the host if this is a mistake.":
    "El anfitrión quitó a este grupo de la fila. Si es un error, hable con el anfitrión.",
  "You left the line": "Salió de la fila",
  "Your place has been given up. We hope to see you soon.": "Cedió su lugar. Esperamos verle pronto.",
  "You are next in line!": "¡Usted es el siguiente en la fila!",
  "You are number {position} in line.": "Usted es el número {position} en la fila.",
  "Your ticket number": "Su número de turno",
  "Current wait": "Espera actual",
  "Tables go by party size: your wait counts only the parties ahead of you who need the same size of table.":
    "Las mesas se asignan según el tamaño del grupo: su espera cuenta solo los grupos delante de usted que necesitan una mesa del mismo tamaño.",
  Party: "Grupo",
  "This page updates by itself.": "Esta página se actualiza sola.",
  "This page refreshes every few seconds.": "Esta página se actualiza cada pocos segundos.",
  "We will also text you when your table is ready.":
    "También le enviaremos un mensaje cuando su mesa esté lista.",
  "We also texted the link to this page to {phone}.":
    "También enviamos el enlace de esta página por mensaje de texto al {phone}.",
  "Didn't get the text?": "¿No le llegó el mensaje?",
  "Resend text": "Reenviar mensaje",
  "Wrong number?": "¿Número equivocado?",
  "We sent the link again. It can take a minute to arrive.":
    "Le enviamos el enlace de nuevo. Puede tardar un minuto en llegar.",
  "We just sent you a text. You can ask for another one in a minute.":
    "Acabamos de enviarle un mensaje. Puede pedir otro en un minuto.",
  "We cannot send more texts for this place in line. Please see the host if you need help.":
    "No podemos enviar más mensajes para este lugar en la fila. Si necesita ayuda, hable con el anfitrión.",
  "Sorry, we could not send the text. Please try again or see the host.":
    "Lo sentimos, no pudimos enviar el mensaje. Intente de nuevo o hable con el anfitrión.",
  "Enter the right number. We will text it a new link to this page; the old link stops working.":
    "Ingrese el número correcto. Le enviaremos a ese número un enlace nuevo a esta página; el enlace anterior dejará de funcionar.",
  "Your phone number": "Su número de teléfono",
  "Text this number": "Enviar mensaje a este número",
  "Keep the number we have": "Conservar el número que tenemos",
  "That is the number we already have. If the text did not arrive, press Resend text.":
    "Ese es el número que ya tenemos. Si el mensaje no llegó, presione Reenviar mensaje.",
  "You are no longer in line, so nothing was changed.": "Ya no está en la fila, así que no se cambió nada.",
  "Sorry, we could not change the number. Please try again or see the host.":
    "Lo sentimos, no pudimos cambiar el número. Intente de nuevo o hable con el anfitrión.",
  "Leave the line": "Salir de la fila",
  "Leave the line?": "¿Salir de la fila?",
  "Your place in line will be given up. If you come back, you will need to join again.":
    "Cederá su lugar en la fila. Si regresa, tendrá que inscribirse de nuevo.",
  "Stay in line": "Seguir en la fila",
  "Sorry, we could not take you off the waitlist. Please try again or see the host.":
    "Lo sentimos, no pudimos quitarle de la lista de espera. Intente de nuevo o hable con el anfitrión.",
  "This waitlist link is not valid. Please check the link in your text message.":
    "Este enlace de la lista de espera no es válido. Revise el enlace de su mensaje de texto.",
  "Link not found": "Enlace no encontrado",
  "Something went wrong": "Algo salió mal",
  "We could not load this page. Please check your connection and try again.":
    "No pudimos cargar esta página. Revise su conexión e intente de nuevo.",
  "Page not found": "Página no encontrada",
  "Check the link in your text message, or scan the waitlist QR code again.":
    "Revise el enlace de su mensaje de texto o escanee de nuevo el código QR de la lista de espera.",

  // Guest pages: booking (/r/{token})
  "Your reservation": "Su reservación",
  "Your reservation - {storeName}": "Su reservación - {storeName}",
  "Loading your reservation": "Cargando su reservación",
  "Reservation details": "Detalles de la reservación",
  Date: "Fecha",
  Time: "Hora",
  "Party Size": "Tamaño del grupo",
  Status: "Estado",
  Booked: "Reservada",
  Confirmed: "Confirmada",
  Cancelled: "Cancelada",
  Seated: "Sentados",
  Missed: "No se presentó",
  "This reservation is cancelled.": "Esta reservación está cancelada.",
  "Add to calendar": "Agregar al calendario",
  "Cancel reservation": "Cancelar reservación",
  "Cancel this reservation?": "¿Cancelar esta reservación?",
  "Your table will be given up. To book again, use the restaurant's booking page.":
    "Cederá su mesa. Para reservar de nuevo, use la página de reservaciones del restaurante.",
  "Keep reservation": "Conservar la reservación",
  "Questions? Call {phone}.": "¿Preguntas? Llame al {phone}.",
  "Sorry, we could not cancel your reservation. Please try again or call the restaurant.":
    "Lo sentimos, no pudimos cancelar su reservación. Intente de nuevo o llame al restaurante.",
  "This booking link is not valid. Please use the link from your latest text, or call the restaurant.":
    "Este enlace de reservación no es válido. Use el enlace de su mensaje más reciente o llame al restaurante.",
  "This reservation has already started, so it can no longer be cancelled online.":
    "Esta reservación ya comenzó, así que ya no se puede cancelar en línea.",
  "This reservation is already cancelled.": "Esta reservación ya está cancelada.",
  "This reservation can no longer be cancelled online.": "Esta reservación ya no se puede cancelar en línea.",
  "The restaurant has checked in your party, so this reservation can no longer be changed or cancelled online. Please speak to the host.":
    "El restaurante ya registró la llegada de su grupo, así que esta reservación ya no se puede cambiar ni cancelar en línea. Por favor hable con el anfitrión.",

  // Public booking page
  "Seatline Reservations": "Reservaciones Seatline",
  "Reserve a table - {restaurant}": "Reserve una mesa - {restaurant}",
  "Loading reservations": "Cargando reservaciones",
  "Loading confirmation": "Cargando la confirmación",
  "Table reservations": "Reservaciones de mesa",
  "Phone:": "Teléfono:",
  Hours: "Horario",
  Mon: "Lun",
  Tue: "Mar",
  Wed: "Mié",
  Thu: "Jue",
  Fri: "Vie",
  Sat: "Sáb",
  Sun: "Dom",
  Closed: "Cerrado",
  "Online reservations are closed": "Las reservaciones en línea están cerradas",
  "We're Having Technical Difficulties": "Estamos teniendo dificultades técnicas",
  "Please call the restaurant at": "Por favor llame al restaurante al",
  "to make your reservation.": "para hacer su reservación.",
  "Please call the restaurant to make your reservation.":
    "Por favor llame al restaurante para hacer su reservación.",
  "Failed to load store details": "No se pudieron cargar los datos del restaurante",
  "Check the reservation link you were given.": "Revise el enlace de reservación que recibió.",
  "Make a Reservation": "Hacer una reservación",
  "Fields marked * are required.": "Los campos marcados con * son obligatorios.",
  "Reservation date": "Fecha de la reservación",
  "Previous month": "Mes anterior",
  "Next month": "Mes siguiente",
  "(today)": "(hoy)",
  Su: "do",
  Mo: "lu",
  Tu: "ma",
  We: "mi",
  Th: "ju",
  Fr: "vi",
  Sa: "sá",
  Sunday: "domingo",
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
  "No dates are open for booking right now. Please call the restaurant":
    "En este momento no hay fechas disponibles para reservar. Por favor llame al restaurante",
  at: "al",
  More: "Más",
  "Seating Preference": "Preferencia de asiento",
  "Seating, email or a note (optional)": "Asiento, correo o nota (opcional)",
  Any: "Cualquiera",
  "First Available": "Lo primero disponible",
  Indoor: "Adentro",
  Outdoor: "Afuera",
  Bar: "Barra",
  "Available Times": "Horarios disponibles",
  "Available times": "Horarios disponibles",
  "Loading available times": "Cargando horarios disponibles",
  "Choose a party size to see the available times.":
    "Elija el tamaño del grupo para ver los horarios disponibles.",
  "No times are available on this date. Please choose another date.":
    "No hay horarios disponibles en esta fecha. Por favor elija otra fecha.",
  "Full Name": "Nombre completo",
  "Phone Number": "Número de teléfono",
  Email: "Correo electrónico",
  "Special Requests / Notes": "Peticiones especiales / Notas",
  "Please enter your name.": "Ingrese su nombre.",
  "Please shorten your name to 100 characters.": "Acorte su nombre a 100 caracteres.",
  "Please enter your phone number.": "Ingrese su número de teléfono.",
  "Please enter all 10 digits of your phone number, area code first.":
    "Ingrese los 10 dígitos de su número de teléfono, empezando por el código de área.",
  "Please enter an email address like name@example.com, or leave it empty.":
    "Ingrese un correo electrónico como nombre@ejemplo.com, o déjelo vacío.",
  "Choose a date, a party size and a time to submit.":
    "Elija una fecha, el tamaño del grupo y una hora para enviar.",
  "Clear everything you entered?": "¿Borrar todo lo que ingresó?",
  "Keep my details": "Conservar mis datos",
  "Clear the form": "Borrar el formulario",
  "Reservation not made": "No se hizo la reservación",
  Reset: "Restablecer",
  "Submit Reservation": "Enviar reservación",
  "Something went wrong. Please try again.": "Algo salió mal. Por favor intente de nuevo.",
  "Failed to create reservation. Please try again.":
    "No se pudo crear la reservación. Por favor intente de nuevo.",
  "Your reservation was not sent: we could not reach the restaurant. Check your connection and submit it again; it will not be booked twice.":
    "Su reservación no se envió: no pudimos comunicarnos con el restaurante. Revise su conexión y envíela de nuevo; no se reservará dos veces.",
  "Please enter the guest's full name.": "Ingrese el nombre completo.",
  "Please enter a 10-digit phone number.": "Ingrese un número de teléfono de 10 dígitos.",
  "Please enter a valid email address.": "Ingrese un correo electrónico válido.",
  "Party size must be between 1 and 12.": "El tamaño del grupo debe ser entre 1 y 12.",
  "Reservations cannot be made for a past date.": "No se pueden hacer reservaciones para una fecha pasada.",
  "Reservations are not available on this date.": "No hay reservaciones disponibles en esta fecha.",
  "This date is not available for this reservation link.":
    "Esta fecha no está disponible para este enlace de reservación.",
  "The restaurant takes no reservations at this time.": "El restaurante no acepta reservaciones a esta hora.",
  "This time slot is no longer available. Please choose another time.":
    "Este horario ya no está disponible. Por favor elija otra hora.",
  "This time has already passed. Please choose a later time.":
    "Esta hora ya pasó. Por favor elija una hora más tarde.",
  "This restaurant is not accepting new reservations online right now.":
    "Este restaurante no está aceptando nuevas reservaciones en línea en este momento.",
  "This phone number already has 3 upcoming reservations here. Please call the restaurant to book another.":
    "Este número de teléfono ya tiene 3 reservaciones próximas aquí. Por favor llame al restaurante para reservar otra.",
  "Store not found.": "Restaurante no encontrado.",

  // Public confirmation
  "Reservation Confirmed!": "¡Reservación confirmada!",
  "Your table at {restaurant} is reserved.": "Su mesa en {restaurant} está reservada.",
  Phone: "Teléfono",
  "Special Requests": "Peticiones especiales",
  "To change or cancel your reservation, please call the restaurant":
    "Para cambiar o cancelar su reservación, por favor llame al restaurante",
  "Make Another Reservation": "Hacer otra reservación",

  ...catalogEsNotify,
  ...catalogEsBooking,
  ...catalogEsWords,
};
