// Every table (the schema given to drizzle in client.ts and read by drizzle-kit, drizzle.config.ts), and the types
// the package takes from here.
export {
  type BookingEmailDetails,
  type BookingEmailKind,
  type BookingEmailSlot,
  bookingEmails,
  emailProofs,
  emailUnsubscribeLinks,
  emailUnsubscribes,
} from "./booking-emails";
export { floorAreas, floorServers, floorTables, tableOccupancies } from "./floor";
export { guestProfileNotes, guestProfiles, guestProfileTags } from "./guest-book";
export { kioskTicketLeases } from "./kiosk-leases";
export { type DeliveryStatus, type MessageKind, messages } from "./messages";
export { notifyOffers, notifyRequests, notifySettings } from "./notify-offers";
export { type AuditAction, auditLog, privacySettings } from "./privacy";
export { quoteStats } from "./quotes";
export { repeatKeys } from "./repeat-keys";
export { reportWalkInDays } from "./reports";
export { reservationChanges } from "./reservation-changes";
export { accessLinks, blackoutDates, reservations } from "./reservations";
export { kioskPins, kioskSettings, reservationConfigs, tableSettings, ticketCounters } from "./settings";
export { streamTickets } from "./stream-tickets";
export { companies, type OpeningHours, sessions, staffInvites, stores, users } from "./tenancy";
export { bookingLinks, inboundMessages, smsOptOuts } from "./texting";
export { type WaitlistSource, waitlistEntries } from "./waitlist";
