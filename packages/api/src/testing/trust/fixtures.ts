/**
 * Demo-store data for the trust suites: walk-ins, reservations, access links and blackout dates whose guests carry
 * recognisable markers (the surname "Marrowby", phones 202-555-01xx, e-mails at marrowby.example), so a response
 * can be grepped for any guest's name, phone or e-mail.
 */
import {
  demoStores,
  guestProfiles,
  messages,
  notifyRequests,
  reservations as reservationRows,
  stores,
  users,
  waitlistEntries,
} from "@seatline/db";
import { eq, inArray, sql } from "drizzle-orm";
import { issueBookingLink } from "../../notify/booking-link";
import { newNotifyToken } from "../../services/notify-offers/notify-link";
import type { Harness } from "../harness";
import { TODAY, TOMORROW } from "../reservation-kit";
import { STAFF_PASSWORD, staffTokenFor } from "../staff-kit";

export const entryRoles = [
  "alert",
  "alertAgain",
  "seat",
  "remove",
  "note",
  "putBack",
  "restNotify",
  "restNotifyAgain",
  "restSeat",
  "restDelete",
  "restNote",
  "restPutBack",
  "guestStatus",
  "guestLeave",
  "guestResendA",
  "guestResendB",
  "guestPhoneA",
  "guestPhoneB",
  "edit",
  "leave",
  "text",
] as const;
export type EntryRole = (typeof entryRoles)[number];
/** Entries that start alerted once, and entries that start seated (in the history). */
const alertedOnce: EntryRole[] = ["alertAgain", "restNotifyAgain"];
const seated: EntryRole[] = ["putBack", "restPutBack"];

/** Reservations and the slot each is booked in (courtesy texts go to today's reservations). */
const reservationSlots = {
  update: [TOMORROW, "17:00"],
  setStatus: [TOMORROW, "17:30"],
  courtesy: [TODAY, "19:00"],
  note: [TOMORROW, "18:00"],
  restUpdate: [TOMORROW, "18:30"],
  restCourtesy: [TODAY, "19:30"],
  bookingPage: [TOMORROW, "19:00"],
  bookingCancel: [TOMORROW, "19:30"],
  bookingConfirm: [TOMORROW, "20:00"],
  bookingChange: [TOMORROW, "20:30"],
} as const;
export type ReservationRole = keyof typeof reservationSlots;

export const linkRoles = ["update", "addDate", "removeDate", "delete", "restUpdate", "restDelete"] as const;
export type LinkRole = (typeof linkRoles)[number];
/** Every demo access link starts with this access day. */
export const LINK_DAY = "2026-06-20";

/** Demo blackout dates: two to remove (tRPC, REST), two that the controls add. */
export const BLACKOUT = {
  remove: "2026-07-01",
  restRemove: "2026-07-02",
  add: "2026-07-03",
  restAdd: "2026-07-04",
} as const;

/**
 * The notify-list requests' date: its 18:00 and 19:00 are filled by the fixtures (a request is only for a full time),
 * then two 18:00 tables are freed for the host's offers.
 */
export const NOTIFY_DAY = "2026-06-24";
/** The notify list's share of a time's tables that offers may hold, here and in the settings target. */
export const NOTIFY_HOLD_SHARE = 50;
/** The host-stand PIN of demo's staff member (staffMember), which demo's stand opens with and rival's never does. */
export const STAND_MEMBER_PIN = "2468";

/** A host stand paired by the store's owner: the session the stand's own procedures are called with. */
export async function standTokenFor(h: Harness, who: "demo" | "rival"): Promise<string> {
  const d = demoStores.find((s) => s.companySlug === who);
  if (!d) throw new Error(`no demo store ${who}`);
  return (await (await h.caller()).auth.login({ email: d.email, password: d.password, device: "stand" }))
    .token;
}

export interface TrustIds {
  demoStoreId: string;
  rivalStoreId: string;
  entries: Record<EntryRole, number>;
  reservations: Record<ReservationRole, string>;
  links: Record<LinkRole, string>;
  linkCodes: Record<LinkRole, string>;
  /**
   * Status tokens (guest pages) of the entries seeded for guest.status / guest.onStatus and guest.leave, and two each
   * for guest.resendLink and guest.correctPhone: neither may be repeated at once with one token (a minute between
   * resends; a corrected phone gets a new token), so the suites' calls take them in turn (trpc-targets.ts).
   */
  statusTokens: { status: string; leave: string; resend: string[]; phone: string[] };
  /** Booking page tokens (/r/{token}) of the reservations seeded for booking, cancel, confirm and change. */
  bookingTokens: { view: string; cancel: string; confirm: string; change: string };
  /** Notify-list requests (ids) for a host's Offer now and Remove, and page tokens (/n/{token}) for page, take, leave. */
  notify: { offer: number; remove: number };
  notifyTokens: { page: string; take: string; leave: string };
  /** Guest book profiles of seeded guests (one per action that changes one), and a tag to remove. */
  guests: {
    view: number;
    tag: number;
    untag: number;
    note: number;
    keep: number;
    merge: number;
    tagId: number;
  };
  /**
   * The floor: a waiting party and a free table to seat it at, a seated table and a free one to move it to, a seated
   * table to mark, two free tables to edit and remove (with their versions), and an area of demo's.
   */
  floor: {
    seatEntry: number;
    seatTable: number;
    moveFrom: number;
    moveTo: number;
    stateTable: number;
    editTable: number;
    editVersion: number;
    removeTable: number;
    removeVersion: number;
    areaId: number;
    /** A confirmed booking of today to seat, and a free four-top for it. */
    seatBooking: string;
    bookingTable: number;
    /** A server of demo's (marked out and back, given a section), and servers to remove (each once), taken in turn. */
    server: number;
    /** As strings: the targets take them in turn (trpc-targets.ts inTurn). */
    serversToRemove: string[];
  };
  /** A signed-up member of demo's store (a host) with a stand PIN, for the owner's role change and the stand. */
  staffMember: string;
  /** Another member of demo's store (a host), for the owner's sign-out, deactivation and reactivation. */
  leaver: string;
  /** Invitations of demo's store to revoke (each once), taken in turn. */
  staffInvites: string[];
  /** Invitation tokens: one for the invitation page, and several to accept (each works once) taken in turn. */
  inviteTokens: { info: string; accept: string[] };
}

const MARKER = "marrowby";
const phoneOf = (i: number) => `20255501${String(i).padStart(2, "0")}`;
/** The walk-in a host texts (texting.sendToGuest): 555-0100 … 555-0199 are fictional numbers, never texted. */
const TEXTABLE_PHONE = "2025550240";

/** Servers of demo's: one to mark out and give tables, and a few to remove. */
async function demoServers(demo: Awaited<ReturnType<Harness["caller"]>>) {
  const ids: number[] = [];
  for (const name of ["Marrowby Server", "Gone One", "Gone Two", "Gone Three"]) {
    const view = await demo.floor.addServer({ name });
    ids.push(view.servers.find((s) => s.name === name)?.id ?? 0);
  }
  const [server = 0, ...serversToRemove] = ids;
  return { server, serversToRemove: serversToRemove.map(String) };
}

/** Strings that betray a seeded guest: the surname (any case) and every seeded phone in the ways it is shown. */
export function guestLeaks(text: string): string[] {
  const found: string[] = [];
  if (text.toLowerCase().includes(MARKER)) found.push(MARKER);
  for (const d of [...Array.from({ length: 40 }, (_, i) => phoneOf(i)), TEXTABLE_PHONE]) {
    const shown = [
      d,
      `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`,
      `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
    ];
    for (const s of shown) if (text.includes(s)) found.push(s);
  }
  return found;
}

/** Seeds the demo store (as its own staff) and answers the ids of everything seeded. */
export async function seedTrustData(h: Harness): Promise<TrustIds> {
  const demo = await h.caller(await h.tokenFor("demo"));
  const storeIdOf = async (legacyStoreId: number) => {
    const [row] = await h.db.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.legacyStoreId, legacyStoreId));
    if (!row) throw new Error(`no store ${legacyStoreId}`);
    return row.id;
  };

  let n = 0;
  const entries = {} as Record<EntryRole, number>;
  for (const role of entryRoles) {
    n += 1;
    const phone = role === "text" ? TEXTABLE_PHONE : phoneOf(n);
    const e = await demo.waitlist.join({ partySize: 2, name: `Guest${n} Marrowby`, phone });
    entries[role] = e.id;
    if (alertedOnce.includes(role)) await demo.waitlist.alert({ id: e.id });
    if (seated.includes(role)) await demo.waitlist.seat({ id: e.id });
    if (role === "note") await demo.waitlist.note({ id: e.id, note: "Marrowby likes the window" });
  }

  // The resend entries' join texts went out an hour ago: a resend is due (one a minute).
  await h.db.db
    .update(messages)
    .set({ createdAt: sql`${messages.createdAt} - interval '1 hour'` })
    .where(inArray(messages.waitlistEntryId, [entries.guestResendA, entries.guestResendB]));

  const reservations = {} as Record<ReservationRole, string>;
  for (const [role, [date, time]] of Object.entries(reservationSlots) as [
    ReservationRole,
    readonly [string, string],
  ][]) {
    n += 1;
    const r = await demo.reservations.create({
      reservationDate: date,
      reservationTime: time,
      partySize: 2,
      guestName: `Resguest${n} Marrowby`,
      guestPhone: phoneOf(n),
      guestEmail: `guest${n}@marrowby.example`,
      seatingPreference: "indoor",
      specialRequests: "Marrowby anniversary",
    });
    reservations[role] = r.uuid;
  }

  const links = {} as Record<LinkRole, string>;
  const linkCodes = {} as Record<LinkRole, string>;
  for (const role of linkRoles) {
    const code = `VIP-${role}`;
    const link = await demo.reservations.accessLinks.create({ linkCode: code });
    await demo.reservations.accessLinks.addDate({ uuid: link.uuid, date: LINK_DAY });
    links[role] = link.uuid;
    linkCodes[role] = code;
  }
  await demo.reservations.blackoutDates.add({ date: BLACKOUT.remove });
  await demo.reservations.blackoutDates.add({ date: BLACKOUT.restRemove });

  const tokenOf = async (id: number) => {
    const [row] = await h.db.db
      .select({ token: waitlistEntries.statusToken })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id));
    if (!row) throw new Error(`no entry ${id}`);
    return row.token;
  };

  const bookingTokenOf = async (uuid: string) => {
    const [row] = await h.db.db.select().from(reservationRows).where(eq(reservationRows.uuid, uuid));
    if (!row) throw new Error(`no reservation ${uuid}`);
    const url = await issueBookingLink(
      h.db.db,
      { storeId: row.storeId, reservationId: row.id },
      "",
      new Date(),
    );
    return url.split("/").pop() ?? "";
  };

  // Notify-list requests for a full 18:00 (a request is only for a full time), and 19:00 full for the public request
  // target. Fillers carry no marker: they are no seeded guest.
  const fillers: Record<string, string[]> = { "18:00": [], "19:00": [] };
  for (const [time, uuids] of Object.entries(fillers)) {
    for (let i = 0; i < 12; i++) {
      try {
        const r = await demo.reservations.create({
          reservationDate: NOTIFY_DAY,
          reservationTime: time,
          partySize: 2,
          guestName: `Filler ${time} ${i}`,
          guestPhone: `202555${time.slice(0, 2)}${String(i).padStart(2, "0")}`,
          seatingPreference: "indoor",
          specialRequests: "",
        });
        uuids.push(r.uuid);
      } catch {
        break; // the time is full
      }
    }
  }
  const anon = await h.caller();
  const notifyIds: number[] = [];
  for (let i = 0; i < 5; i++) {
    n += 1;
    await anon.public.notify.request({
      ...{ companySlug: "demo", storeSlug: "downtown" },
      requestDate: NOTIFY_DAY,
      partySize: 2,
      windowStart: "18:00",
      windowEnd: "18:00",
      guestName: `Notify${n} Marrowby`,
      guestPhone: phoneOf(n),
    });
    const [row] = await h.db.db
      .select({ id: notifyRequests.id })
      .from(notifyRequests)
      .where(eq(notifyRequests.guestPhone, phoneOf(n)));
    if (!row) throw new Error("no notify request");
    notifyIds.push(row.id);
  }
  const [offerId, removeId, pageId, takeId, leaveId] = notifyIds as [number, number, number, number, number];
  /** A known page token for a request (the real one only travels in its text). */
  const notifyTokenOf = async (id: number) => {
    const { token, tokenHash } = newNotifyToken();
    await h.db.db.update(notifyRequests).set({ tokenHash }).where(eq(notifyRequests.id, id));
    return token;
  };
  // Two 18:00 tables freed while no request has confirmed its phone (so the cascade offers neither), offers allowed to
  // hold both; then the take target's phone confirms (in the database: the reply is the notify list's own tests')
  // and the host offers it one table; the Offer now target confirms too, and the other table waits for the host.
  await demo.notify.updateSettings({
    holdMinutes: 10,
    cutoffMinutes: 60,
    quietHours: true,
    holdSharePercent: NOTIFY_HOLD_SHARE,
  });
  for (const uuid of (fillers["18:00"] ?? []).slice(0, 2))
    await demo.reservations.setStatus({ uuid, status: "CANCELLED" });
  const confirmPhone = (id: number) =>
    h.db.db.update(notifyRequests).set({ phoneConfirmedAt: new Date() }).where(eq(notifyRequests.id, id));
  await confirmPhone(takeId);
  // The take target's request holds a live offer, made by the host.
  await demo.notify.offer({ requestId: takeId });
  await confirmPhone(offerId);

  // Guest book: the seeded guests' profiles (each phone its own), one with a tag to remove.
  const profiles = await h.db.db
    .select({ id: guestProfiles.id })
    .from(guestProfiles)
    .where(sql`${guestProfiles.phone} like '20255501%'`)
    .orderBy(guestProfiles.id)
    .limit(6);
  const [view, tag, untag, note, keep, merge] = profiles.map((p) => p.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const tagged = await demo.guestBook.addTag({ profileId: untag, kind: "allergy", detail: "Marrowby nuts" });
  const tagId = tagged.tags[0]?.id ?? 0;

  // The floor: two-tops of demo's, two parties seated at two of them, one waiting.
  const twoTops = (await demo.floor.view()).tables.filter(
    (t) => t.state === "free" && t.maxSeats === 2 && t.takes !== "reservation",
  );
  const [seatT, moveFromT, moveToT, stateT, editT, removeT] = twoTops;
  if (!seatT || !moveFromT || !moveToT || !stateT || !editT || !removeT)
    throw new Error("trust fixtures: demo needs six free two-tops");
  const party = (name: string) => demo.waitlist.join({ partySize: 2, name, phone: null, seating: "indoor" });
  const seatEntry = await party("Floorwait Marrowby");
  await demo.floor.seatAtTable({ id: (await party("Floormove Marrowby")).id, tableIds: [moveFromT.id] });
  await demo.floor.seatAtTable({ id: (await party("Floorturn Marrowby")).id, tableIds: [stateT.id] });
  const booking = await demo.reservations.create({
    reservationDate: TODAY,
    reservationTime: "20:00",
    partySize: 4,
    guestName: "Floorbook Marrowby",
    guestPhone: phoneOf(++n),
    seatingPreference: "indoor",
  });
  const fourTop = (await demo.floor.view()).tables.find(
    (t) => t.state === "free" && t.maxSeats === 4 && t.takes !== "walk_in",
  );
  if (!fourTop) throw new Error("trust fixtures: demo needs a free four-top");
  const floor = {
    seatBooking: booking.uuid,
    bookingTable: fourTop.id,
    seatEntry: seatEntry.id,
    seatTable: seatT.id,
    moveFrom: moveFromT.id,
    moveTo: moveToT.id,
    stateTable: stateT.id,
    editTable: editT.id,
    editVersion: editT.version,
    removeTable: removeT.id,
    removeVersion: removeT.version,
    areaId: editT.areaId,
    ...(await demoServers(demo)),
  };

  const invite = async (email: string) => {
    const made = await demo.staff.invite({ email, role: "host" });
    return { inviteId: made.inviteId, token: made.inviteUrl.split("#").pop() ?? "" };
  };
  const infoInvite = await invite("invited@demo.example");
  const acceptTokens: string[] = [];
  for (let i = 0; i < 4; i++) acceptTokens.push((await invite(`accept${i}@demo.example`)).token);
  const revokable: string[] = [];
  for (let i = 0; i < 4; i++) revokable.push((await invite(`revoke${i}@demo.example`)).inviteId);
  const memberToken = await staffTokenFor(h, "host", "member@demo.example");
  await (await h.caller(memberToken)).stand.setMyPin({
    name: "Member",
    pin: STAND_MEMBER_PIN,
    password: STAFF_PASSWORD,
  });
  const [member] = await h.db.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "member@demo.example"));
  if (!member) throw new Error("trust fixtures: no staff member");
  await staffTokenFor(h, "host", "leaver@demo.example");
  const [leaver] = await h.db.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "leaver@demo.example"));
  if (!leaver) throw new Error("trust fixtures: no leaver");

  return {
    guests: { view, tag, untag, note, keep, merge, tagId },
    floor,
    staffMember: member.id,
    leaver: leaver.id,
    staffInvites: revokable,
    inviteTokens: { info: infoInvite.token, accept: acceptTokens },
    notify: { offer: offerId, remove: removeId },
    notifyTokens: {
      page: await notifyTokenOf(pageId),
      take: await notifyTokenOf(takeId),
      leave: await notifyTokenOf(leaveId),
    },
    bookingTokens: {
      view: await bookingTokenOf(reservations.bookingPage),
      cancel: await bookingTokenOf(reservations.bookingCancel),
      confirm: await bookingTokenOf(reservations.bookingConfirm),
      change: await bookingTokenOf(reservations.bookingChange),
    },
    statusTokens: {
      status: await tokenOf(entries.guestStatus),
      leave: await tokenOf(entries.guestLeave),
      resend: [await tokenOf(entries.guestResendA), await tokenOf(entries.guestResendB)],
      phone: [await tokenOf(entries.guestPhoneA), await tokenOf(entries.guestPhoneB)],
    },
    demoStoreId: await storeIdOf(1001),
    rivalStoreId: await storeIdOf(2001),
    entries,
    reservations,
    links,
    linkCodes,
  };
}
