/**
 * Profiles join only on proof of the phone (docs/architecture.md#the-guest-book, drizzle/0029): anyone can type a
 * regular's phone on the public page, so a booking naming it shows staff none of the regular's tags or figures, and
 * the privacy export of a phone nobody has proven returns only the rows naming that phone, not the profile's tags and
 * notes. A reply from the phone to the store's text, or staff entering the phone, proves it: the booking left unlinked
 * is linked then, and the export is the guest's whole record.
 */
import { messages, reservations, stores, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { and, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { twilioSignature } from "../../notify/twilio-signature";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, NOON_NY, TOMORROW } from "../../testing/reservation-kit";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "../../webhooks/twilio-webhooks";

const PUBLIC = "https://seatline.example";
const TOKEN = "test-auth-token";
const SHARED_NUMBER = "+15005550006";
const DEMO = { companySlug: "demo", storeSlug: "downtown" };

describe.each(testDrivers())("profiles by proven phone on %s", (kind) => {
  let h: Harness;
  let hook: FastifyInstance;
  let demo: string;
  let owner: Awaited<ReturnType<Harness["caller"]>>;
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  const clock = manualClock(NOON_NY);
  let seq = 0;
  let slot = 0;
  const nextTime = () => `${17 + Math.floor(slot / 2)}:${slot++ % 2 === 0 ? "00" : "30"}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    hook = Fastify({ logger: false });
    await hook.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl: PUBLIC });
    await hook.ready();
    const [store] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    demo = store?.id ?? "";
    owner = await h.caller(await h.tokenFor("demo"));
    anon = await h.caller();
  });
  afterAll(async () => {
    await hook.close();
    await h.close();
  });

  /** The provider took the store's pending texts to `phone` (as the dispatcher records it). */
  const markSent = (phone: string) =>
    h.db.db
      .update(messages)
      .set({
        status: "sent",
        fromNumber: SHARED_NUMBER,
        providerMessageId: `SMproof${phone}${seq++}`,
        sentAt: clock.now(),
      })
      .where(and(eq(messages.storeId, demo), eq(messages.toPhone, phone), eq(messages.status, "pending")));

  /** A text from `from` to the shared number, signed as Twilio signs it. */
  async function reply(from: string, body: string) {
    const form = new URLSearchParams({
      MessageSid: `SMproofin${kind}${seq++}`,
      AccountSid: "AC1",
      From: `+1${from}`,
      To: SHARED_NUMBER,
      Body: body,
    });
    const res = await hook.inject({
      method: "POST",
      url: TWILIO_INBOUND_PATH,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(TOKEN, PUBLIC + TWILIO_INBOUND_PATH, [...form.entries()]),
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
  }

  const publicBooking = (phone: string, guestName: string) =>
    anon.public.createReservation({
      ...DEMO,
      ...booking({ guestPhone: phone, guestName, guestEmail: "", reservationTime: nextTime() }),
    });
  const badgeOf = async (uuid: string) =>
    (await owner.reservations.list({ date: TOMORROW })).find((r) => r.uuid === uuid)?.guest ?? null;
  const profileOf = async (uuid: string) =>
    (await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]?.profileId ?? null;

  /**
   * A regular who booked on the public page (their phone never proven) and whom staff tagged: an allergy, VIP and a
   * note. Then a stranger books on the public page naming the regular's phone.
   */
  async function regularAndStranger(phone: string) {
    const own = await publicBooking(phone, "Regula Regular");
    const profileId = (await profileOf(own.uuid)) ?? 0;
    expect(profileId).toBeGreaterThan(0);
    await owner.guestBook.addTag({ profileId, kind: "allergy", detail: "Shellfish" });
    await owner.guestBook.addTag({ profileId, kind: "vip" });
    await owner.guestBook.addNote({ profileId, body: "Prefers the corner booth." });
    expect((await badgeOf(own.uuid))?.tags.length).toBe(2);
    const stranger = await publicBooking(phone, "Stan Stranger");
    return { profileId, stranger: stranger.uuid };
  }

  it("a stranger's public booking naming a regular's unproven phone shows none of the regular's badges; the export is only the phone's rows", async () => {
    const phone = "5553550001";
    const { stranger } = await regularAndStranger(phone);
    expect(await profileOf(stranger)).toBeNull();
    expect(await badgeOf(stranger)).toBeNull();

    const exported = await owner.privacy.exportGuest({ phone });
    expect(exported.guestBook).toEqual({ tags: [], notes: [] });
    expect(JSON.stringify(exported)).not.toMatch(/Shellfish|corner booth/);
    // The rows naming the phone are the phone's own: both bookings, as they were typed.
    expect(exported.bookings.map((b) => b.name).sort()).toEqual(["Regula Regular", "Stan Stranger"]);
  });

  it("a reply from the phone to the store's text proves it: the booking is linked and the export is the guest's", async () => {
    const phone = "5553550002";
    const { profileId, stranger } = await regularAndStranger(phone);
    expect(await badgeOf(stranger)).toBeNull();
    await markSent(phone);
    await reply(phone, "thanks");
    expect(await profileOf(stranger)).toBe(profileId);
    expect((await badgeOf(stranger))?.profileId).toBe(profileId);
    const exported = await owner.privacy.exportGuest({ phone });
    expect(exported.guestBook.tags.map((t) => t.kind).sort()).toEqual(["allergy", "vip"]);
    expect(exported.guestBook.notes.map((n) => n.body)).toEqual(["Prefers the corner booth."]);
    // From now on the proven phone links at once.
    const next = await publicBooking(phone, "Regula Regular");
    expect(await profileOf(next.uuid)).toBe(profileId);
  });

  it("a reply from a phone no store texted proves nothing", async () => {
    const phone = "5553550003";
    const { stranger } = await regularAndStranger(phone);
    await h.db.db.delete(messages).where(eq(messages.toPhone, phone));
    await reply(phone, "thanks");
    expect(await profileOf(stranger)).toBeNull();
    expect((await owner.privacy.exportGuest({ phone })).guestBook.tags).toEqual([]);
  });

  it("a staff booking with the phone proves it: the earlier public booking is linked too", async () => {
    const phone = "5553550004";
    const { profileId, stranger } = await regularAndStranger(phone);
    const staffMade = await owner.reservations.create(
      booking({ guestPhone: phone, guestName: "Regula Regular", reservationTime: nextTime() }),
    );
    expect(await profileOf(staffMade.uuid)).toBe(profileId);
    expect(await profileOf(stranger)).toBe(profileId);
    expect((await badgeOf(stranger))?.tags.length).toBe(2);
  });

  it("a host's Add party with the phone proves it; a kiosk or remote join of an unproven phone links nothing", async () => {
    const phone = "5553550005";
    const { profileId } = await regularAndStranger(phone);
    const kiosk = await owner.waitlist.join({ partySize: 2, name: "Kiosk Stranger", phone });
    const guestOf = async (id: number) =>
      (await owner.waitlist.list()).entries.find((e) => e.id === id)?.guest ?? null;
    expect(await guestOf(kiosk.id)).toBeNull();
    await owner.waitlist.remove({ id: kiosk.id });
    const added = await owner.waitlist.add({ partySize: 2, name: "Regula Regular", phone });
    expect((await guestOf(added.id))?.profileId).toBe(profileId);
    // The kiosk's entry, left unlinked, is linked once the host proved the phone.
    const [entry] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, kiosk.id));
    expect(entry?.profileId).toBe(profileId);
  });
});
