/**
 * How to call every tRPC procedure against the demo store's data. The trust suites walk appRouter and fail for a
 * procedure missing here, so a new procedure cannot escape the tenant-isolation and hostile-input checks.
 */

import { TODAY, TOMORROW } from "../reservation-kit";
import {
  BLACKOUT,
  LINK_DAY,
  NOTIFY_DAY,
  NOTIFY_HOLD_SHARE,
  STAND_MEMBER_PIN,
  type TrustIds,
} from "./fixtures";

export type Access = "public" | "staff" | "session";
/**
 * What rival staff gets when it makes the call: refused (403/404: the input names demo's records), scoped (the call
 * works on rival's own store whatever the input says; decoy store references are added to the input), public (the
 * public page's data, anyone may read it: checked anonymously).
 */
export type RivalOutcome = "refused" | "scoped" | "public";

export interface Target<I> {
  access: Access;
  rival: RivalOutcome;
  /** The call, aimed at demo's records; for demo's own staff it is a valid call (the control). */
  input: (ids: TrustIds) => I;
  /** Demo's own call answers guest names/phones (proves the leak grep can see them). */
  showsGuests?: boolean;
  /** Ends the caller's session (logout): made with a spare session. */
  endsSession?: boolean;
  /** The host stand's own procedure: demo's and rival's calls are made with a paired stand's session, not a person's. */
  device?: "stand";
}
export type TrpcTarget = Target<unknown>;

const none = () => undefined;
/** The next of a few tokens, in turn: calls that cannot be repeated with one token take the next. */
const turns = new WeakMap<readonly string[], number>();
const inTurn = (tokens: readonly string[]): string => {
  const n = turns.get(tokens) ?? 0;
  turns.set(tokens, n + 1);
  return tokens[n % tokens.length] ?? "";
};
const guest = {
  partySize: 2,
  guestName: "Pat Public",
  guestPhone: "5557654321",
  guestEmail: "pat@public.example",
  seatingPreference: "bar",
  specialRequests: "",
};
const slugs = { companySlug: "demo", storeSlug: "downtown" };
let notifyCalls = 0;
let inviteCalls = 0;
let serverCalls = 0;
const kiosk = {
  waitlistOn: true,
  announcement: "Welcome",
  firstAvailableOkay: true,
  indoorSeatingPreferred: true,
  barSeatingPreferred: true,
  outdoorSeatingPreferred: false,
};
const tables = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

const staffScoped = (input: (ids: TrustIds) => unknown = none, showsGuests = false): TrpcTarget => ({
  access: "staff",
  rival: "scoped",
  input,
  showsGuests,
});
const staffRefused = (input: (ids: TrustIds) => unknown): TrpcTarget => ({
  access: "staff",
  rival: "refused",
  input,
});

export const trpcTargets: Record<string, TrpcTarget> = {
  "auth.login": {
    access: "public",
    rival: "public",
    input: () => ({ email: "demo@seatline.dev", password: "not-the-password" }),
  },
  "auth.me": { access: "session", rival: "scoped", input: none },
  // The invitation link's token is the key to one invitation (its e-mail and role only).
  "auth.inviteInfo": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.inviteTokens.info }),
  },
  "auth.acceptInvite": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: inTurn(ids.inviteTokens.accept), password: "a-long-password" }),
  },
  "auth.logout": { access: "session", rival: "scoped", input: none, endsSession: true },
  "events.onStoreChange": staffScoped(),
  "events.streamTicket": staffScoped(),

  "reservations.list": staffScoped(() => ({ date: TOMORROW }), true),
  "reservations.shiftCovers": staffScoped(() => ({ date: TOMORROW })),
  "reservations.search": staffScoped(() => ({ query: "Marrowby" }), true),
  "reservations.timeSlots": staffScoped(() => ({ date: TOMORROW, partySize: 2 })),
  "reservations.create": staffScoped(() => ({
    ...guest,
    reservationDate: TOMORROW,
    reservationTime: "20:00",
  })),
  "reservations.update": staffRefused((ids) => ({ uuid: ids.reservations.update, partySize: 3 })),
  "reservations.setStatus": staffRefused((ids) => ({
    uuid: ids.reservations.setStatus,
    status: "CANCELLED",
  })),
  // Today's booking (the rule takes only today's): rival's call names demo's booking, 404 and unchanged.
  "reservations.markArrival": staffRefused((ids) => ({ uuid: ids.reservations.courtesy, arrivedCount: 1 })),
  "reservations.history": staffRefused((ids) => ({ uuid: ids.reservations.update })),
  "reservations.courtesyNotify": staffRefused((ids) => ({ uuid: ids.reservations.courtesy })),
  "reservations.note": staffRefused((ids) => ({ uuid: ids.reservations.note, note: "Hijacked" })),
  "reservations.blackoutDates.list": staffScoped(),
  "reservations.blackoutDates.add": staffScoped(() => ({ date: BLACKOUT.add })),
  // Rival has no such blackout date: 404 on its own store, demo's stays.
  "reservations.blackoutDates.remove": staffScoped(() => ({ date: BLACKOUT.remove })),
  "reservations.config.get": staffScoped(),
  "reservations.config.update": staffScoped(() => ({
    newReservationsEnabled: true,
    reservationIntervalMinutes: 30,
    maxTablesPerInterval: 4,
    maxPersonsPerInterval: 20,
  })),
  "reservations.accessLinks.list": staffScoped(),
  "reservations.accessLinks.create": staffScoped(() => ({ linkCode: "TRUST-NEW" })),
  "reservations.accessLinks.update": staffRefused((ids) => ({
    uuid: ids.links.update,
    linkCode: "HIJACKED",
    accessDays: [],
  })),
  "reservations.accessLinks.addDate": staffRefused((ids) => ({
    uuid: ids.links.addDate,
    date: "2026-06-21",
  })),
  "reservations.accessLinks.removeDate": staffRefused((ids) => ({
    uuid: ids.links.removeDate,
    date: LINK_DAY,
  })),
  "reservations.accessLinks.delete": staffRefused((ids) => ({ uuid: ids.links.delete })),

  "public.storeDetails": { access: "public", rival: "public", input: () => slugs },
  "public.bookableDates": {
    access: "public",
    rival: "public",
    input: (ids) => ({ ...slugs, linkCode: ids.linkCodes.update }),
  },
  "public.timeSlots": {
    access: "public",
    rival: "public",
    input: () => ({ ...slugs, date: TOMORROW, partySize: 2 }),
  },
  "public.createReservation": {
    access: "public",
    rival: "public",
    input: () => ({ ...slugs, ...guest, reservationDate: TOMORROW, reservationTime: "21:00" }),
  },

  "waitlist.kioskState": staffScoped(),
  "waitlist.join": staffScoped(() => ({ partySize: 2, name: "Walk In", phone: null, seating: "bar" })),
  "waitlist.leaseTickets": staffScoped(),
  "waitlist.list": staffScoped(() => ({ date: TODAY }), true),
  "waitlist.summary": staffScoped(),
  "texting.marks": staffScoped(() => ({ date: TODAY })),
  "texting.reminderSettings": staffScoped(),
  "texting.thread": staffRefused((ids) => ({ id: ids.entries.text })),
  "texting.sendToGuest": staffRefused((ids) => ({
    id: ids.entries.text,
    message: "Your table is nearly ready.",
  })),
  "reports.summary": staffScoped(() => ({ from: TODAY, to: TODAY })),
  "reports.coversDay": staffScoped(() => ({ date: TODAY })),
  "reports.tables": staffScoped(() => ({ from: TODAY, to: TODAY })),
  "texting.saveReminderSettings": staffScoped(() => ({ enabled: true, hours: [24, 2] })),
  "waitlist.alert": staffRefused((ids) => ({ id: ids.entries.alert })),
  "waitlist.alertAgain": staffRefused((ids) => ({ id: ids.entries.alertAgain })),
  "waitlist.seat": staffRefused((ids) => ({ id: ids.entries.seat })),
  "waitlist.remove": staffRefused((ids) => ({ id: ids.entries.remove })),
  "waitlist.note": staffRefused((ids) => ({ id: ids.entries.note, note: "Hijacked" })),
  "waitlist.putBack": staffRefused((ids) => ({ id: ids.entries.putBack })),
  "waitlist.add": staffScoped(() => ({ partySize: 2, name: "Call In", phone: null, note: "Booth" })),
  "waitlist.edit": staffRefused((ids) => ({ id: ids.entries.edit, name: "Hijacked" })),
  "waitlist.leave": staffRefused((ids) => ({ id: ids.entries.leave })),
  "waitlist.statusLink": staffRefused((ids) => ({ id: ids.entries.note })),
  "waitlist.history": staffScoped(() => ({ date: TODAY }), true),
  "waitlist.moveFinished": staffScoped(),

  // The guest pages: the token is the key to one entry (its guest sees the ticket and the name's initial only).
  "guest.status": { access: "public", rival: "public", input: (ids) => ({ token: ids.statusTokens.status }) },
  "guest.onStatus": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.statusTokens.status }),
  },
  "guest.leave": { access: "public", rival: "public", input: (ids) => ({ token: ids.statusTokens.leave }) },
  "guest.resendLink": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: inTurn(ids.statusTokens.resend) }),
  },
  "guest.correctPhone": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: inTurn(ids.statusTokens.phone), phone: "5557650001" }),
  },
  "guest.booking": { access: "public", rival: "public", input: (ids) => ({ token: ids.bookingTokens.view }) },
  "guest.cancelBooking": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.bookingTokens.cancel }),
  },
  "guest.confirmBooking": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.bookingTokens.confirm }),
  },
  "guest.bookingTimes": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.bookingTokens.change, date: TOMORROW, partySize: 2 }),
  },
  // Moves its booking to a time no other target books; a repeat (the same slot) changes nothing.
  "guest.changeBooking": {
    access: "public",
    rival: "public",
    input: (ids) => ({
      token: ids.bookingTokens.change,
      reservationDate: TOMORROW,
      reservationTime: "16:00",
      partySize: 2,
    }),
  },
  "guest.joinInfo": { access: "public", rival: "public", input: () => slugs },
  "public.notify.request": {
    access: "public",
    rival: "public",
    input: () => ({
      ...slugs,
      requestDate: NOTIFY_DAY,
      partySize: 2,
      windowStart: "19:00",
      windowEnd: "19:00",
      guestName: "Pat Public",
      // One open request per phone and date: each call asks with a phone of its own.
      guestPhone: `555765${String(4400 + notifyCalls++)}`,
    }),
  },
  "public.notify.page": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.notifyTokens.page }),
  },
  "public.notify.take": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.notifyTokens.take }),
  },
  "public.notify.leave": {
    access: "public",
    rival: "public",
    input: (ids) => ({ token: ids.notifyTokens.leave }),
  },
  "notify.day": staffScoped(() => ({ date: NOTIFY_DAY }), true),
  "notify.offer": staffRefused((ids) => ({ requestId: ids.notify.offer })),
  "notify.remove": staffRefused((ids) => ({ requestId: ids.notify.remove })),
  "notify.report": staffScoped(() => ({ from: TODAY, to: TODAY })),
  "notify.settings": staffScoped(),
  "notify.updateSettings": staffScoped(() => ({
    holdMinutes: 10,
    cutoffMinutes: 60,
    quietHours: true,
    holdSharePercent: NOTIFY_HOLD_SHARE,
  })),
  // The guest book is the company's: another company's profile is NOT_FOUND, its search finds its own guests only.
  "floor.view": staffScoped(() => undefined, true),
  "floor.suggestions": staffRefused((ids) => ({ id: ids.floor.seatEntry })),
  "floor.seatAtTable": staffRefused((ids) => ({ id: ids.floor.seatEntry, tableIds: [ids.floor.seatTable] })),
  "floor.reservationSuggestions": staffRefused((ids) => ({ uuid: ids.floor.seatBooking })),
  "floor.seatReservation": staffRefused((ids) => ({
    uuid: ids.floor.seatBooking,
    tableIds: [ids.floor.bookingTable],
  })),
  // After seatReservation in the walk (the router's order): the booking it seated is put back.
  "floor.unseatReservation": staffRefused((ids) => ({ uuid: ids.floor.seatBooking })),
  "floor.move": staffRefused((ids) => ({ tableId: ids.floor.moveFrom, toTableIds: [ids.floor.moveTo] })),
  "floor.setState": staffRefused((ids) => ({ tableId: ids.floor.stateTable, state: "turning" })),
  "floor.addServer": staffScoped(() => ({ name: `Server ${++serverCalls}` })),
  "floor.removeServer": staffRefused((ids) => ({ id: Number(inTurn(ids.floor.serversToRemove)) })),
  "floor.setServerOut": staffRefused((ids) => ({ id: ids.floor.server, out: true })),
  "floor.assignSection": staffRefused((ids) => ({
    serverId: ids.floor.server,
    tableIds: [ids.floor.editTable],
  })),
  "floor.addTable": staffRefused((ids) => ({
    name: "T99",
    minSeats: 1,
    maxSeats: 4,
    areaId: ids.floor.areaId,
    shape: "square",
    // Apart from every table on the plan, which refuses overlaps.
    x: 5000,
    y: 5000,
  })),
  "floor.updateTable": staffRefused((ids) => ({
    id: ids.floor.editTable,
    version: ids.floor.editVersion,
    table: {
      name: "Edited",
      minSeats: 1,
      maxSeats: 2,
      areaId: ids.floor.areaId,
      shape: "round",
      x: 6000,
      y: 6000,
    },
  })),
  "floor.removeTable": staffRefused((ids) => ({
    id: ids.floor.removeTable,
    version: ids.floor.removeVersion,
  })),
  "guestBook.profile": staffRefused((ids) => ({ profileId: ids.guests.view })),
  "guestBook.search": staffScoped(() => ({ query: "Marrowby" }), true),
  "guestBook.addTag": staffRefused((ids) => ({ profileId: ids.guests.tag, kind: "vip" })),
  "guestBook.removeTag": staffRefused((ids) => ({ profileId: ids.guests.untag, tagId: ids.guests.tagId })),
  "guestBook.addNote": staffRefused((ids) => ({ profileId: ids.guests.note, body: "Hijacked" })),
  "guestBook.merge": staffRefused((ids) => ({ keepId: ids.guests.keep, mergeId: ids.guests.merge })),
  "guest.join": {
    access: "public",
    rival: "public",
    input: () => ({ ...slugs, partySize: 2, name: "Remote Guest", phone: "5557650000", seating: "bar" }),
  },

  "settings.getKiosk": staffScoped(),
  "settings.saveKiosk": staffScoped(() => kiosk),
  "settings.getTables": staffScoped(),
  "settings.saveTables": staffScoped(() => tables),
  "settings.getGuestLanguages": staffScoped(),
  "settings.saveGuestLanguages": staffScoped(() => ({ languages: ["en", "es"] })),
  "settings.getOpeningHours": staffScoped(),
  // All day: the walk saves it and later calls still join at whatever hour the fixed clock says.
  "settings.saveOpeningHours": staffScoped(() => ({
    hours: [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: 0, close_time: 24 })),
  })),

  // The kiosk's host-screen lock: demo has no PIN, so its own staff password opens it (rival's is another, so 403).
  "kioskLock.status": staffScoped(),
  "kioskLock.unlock": staffScoped(() => ({ secret: "seatline-demo" })),
  "kioskLock.lock": staffScoped(),
  "kioskLock.setPin": staffScoped(() => ({ pin: "4821" })),
  "kioskLock.removePin": staffScoped(),

  // The host stand: its own lock screen is made with each store's stand; rival's stand opens with no person of demo's,
  // even with their right PIN. A person's own PIN needs their password (rival's is another: 403).
  "stand.people": { ...staffScoped(), device: "stand" },
  "stand.unlock": {
    ...staffRefused((ids) => ({ userId: ids.staffMember, pin: STAND_MEMBER_PIN })),
    device: "stand",
  },
  "stand.lock": { ...staffScoped(), device: "stand" },
  "stand.myPin": staffScoped(),
  "stand.setMyPin": staffScoped(() => ({ name: "Demo", pin: "2468", password: "seatline-demo" })),
  "stand.removeMyPin": staffScoped(),

  // Staff accounts (owners): another store's member is "not found".
  "staff.list": staffScoped(),
  "staff.invite": staffScoped(() => ({ email: `new${inviteCalls++}@trust.example`, role: "host" })),
  "staff.invites": staffScoped(),
  "staff.revokeInvite": staffRefused((ids) => ({ inviteId: inTurn(ids.staffInvites) })),
  "staff.changeRole": staffRefused((ids) => ({ userId: ids.staffMember, role: "manager" })),
  // Not staffMember: signing out everywhere ends the stand PIN the stand's own targets open with.
  "staff.revokeSessions": staffRefused((ids) => ({ userId: ids.leaver })),
  "staff.deactivate": staffRefused((ids) => ({ userId: ids.leaver })),
  "staff.reactivate": staffRefused((ids) => ({ userId: ids.leaver })),

  // Guest privacy (owners): the phone is looked up in the session's store only, so rival finds nothing of demo's.
  "privacy.exportGuest": staffScoped(() => ({ phone: "(202) 555-0101" }), true),
  // A phone nobody used: the erase itself is services/privacy/guest-erase.int.test.ts's subject.
  "privacy.eraseGuest": staffScoped(() => ({ phone: "5557659999" })),
  "privacy.retention": staffScoped(),
  "privacy.saveRetention": staffScoped(() => ({ months: 24 })),
  "privacy.auditLog": staffScoped(),
};

/** Store references a scoped call must ignore: the store always comes from the session. */
export function withDecoys(ids: TrustIds, input: unknown): unknown {
  if (input !== undefined && (typeof input !== "object" || input === null || Array.isArray(input)))
    return input;
  return {
    storeId: ids.demoStoreId,
    legacyStoreId: 1001,
    legacy_store_id: 1001,
    company: "demo",
    store: 1,
    ...slugs,
    ...(input ?? {}),
  };
}
