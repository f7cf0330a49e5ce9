/**
 * Messages a stranger can cause are bounded per recipient (SECURITY.md item 29, docs/product.md#texts): the public
 * page verifies neither a phone nor an e-mail, so a booking made with a victim's phone and the booker's own address
 * handed the booker a /r/ link that texted the victim at every move. Now a booking's change notices coalesce while one
 * is pending and stop at 3 a day; every text and e-mail an anonymous action queues counts against its phone (6 a day,
 * 20 once proven) or address (4 a day, 20 once staff entered it) per store; what is held back is kept, with the reason
 * the host reads on the booking; and what the guest typed reaches only an address staff entered, never as a link.
 */
import { bookingEmails, guestProfiles, messages, reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { changeNoticeHeldReason } from "@seatline/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { booking, NOON_NY, TOMORROW } from "../testing/reservation-kit";
import { renderBookingEmail } from "./booking-email-content";

type Caller = Awaited<ReturnType<Harness["caller"]>>;
const demo = { companySlug: "demo", storeSlug: "downtown" };
const PHONE_HELD = /^Held back: this phone already got 6 texts today/;
const ADDRESS_HELD = /^Held back: this address already got 4 e-mails today/;

describe.each(testDrivers())("messages a stranger can cause, bounded per recipient, on %s", (kind) => {
  let h: Harness;
  let staff: Caller;
  let anon: Caller;
  const clock = manualClock(NOON_NY);
  let phones = 0;
  let addresses = 0;

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    staff = await h.caller(await h.tokenFor("demo"));
    anon = await h.caller();
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 10,
      maxPersonsPerInterval: 50,
    });
  });
  afterAll(() => h.close());
  beforeEach(() => clock.set(NOON_NY));

  const nextPhone = () => `555310${String(++phones).padStart(4, "0")}`;
  const nextAddress = () => `victim${++addresses}@example.com`;

  async function publicBooking(over: Record<string, unknown>) {
    const made = await anon.public.createReservation({ ...demo, ...booking(over) });
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, made.uuid));
    const [text] = await h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.reservationId, row?.id ?? 0), eq(messages.kind, "reservation_confirmed")));
    return { id: row?.id ?? 0, uuid: made.uuid, token: text?.linkTokens ?? "" };
  }

  /** The dispatchers' part, for the count: every pending text and e-mail taken as sent. */
  async function sendAll() {
    await h.db.db.update(messages).set({ status: "sent" }).where(eq(messages.status, "pending"));
    await h.db.db.update(bookingEmails).set({ status: "sent" }).where(eq(bookingEmails.status, "pending"));
  }

  /** Moves the booking between 18:00 and 18:30 `times` times from its /r/ link; `between` runs after each move. */
  async function moveBackAndForth(token: string, times: number, between?: () => Promise<void>) {
    for (let i = 0; i < times; i++) {
      await anon.guest.changeBooking({
        token,
        reservationDate: TOMORROW,
        reservationTime: i % 2 === 0 ? "18:30" : "18:00",
        partySize: 2,
      });
      await between?.();
    }
  }

  const changeTexts = (id: number) =>
    h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.reservationId, id), eq(messages.kind, "reservation_changed")))
      .orderBy(messages.id);
  const changeEmails = (id: number) =>
    h.db.db
      .select()
      .from(bookingEmails)
      .where(and(eq(bookingEmails.reservationId, id), eq(bookingEmails.kind, "changed")))
      .orderBy(bookingEmails.id);

  it("8 rapid changes of a public booking send the victim's phone and address one notice each, telling all 8", async () => {
    const b = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: nextAddress(),
      reservationTime: "18:00",
    });
    await moveBackAndForth(b.token, 8);

    const texts = await changeTexts(b.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ status: "pending", bounded: true });
    expect(texts[0]?.body).toMatch(
      /your reservation has changed 8 times\. It is now for 2 people on .* at 6:00pm/,
    );
    // The link it carries is the last change's, waiting to be sent (no working link in the body at rest).
    expect(texts[0]?.linkTokens).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(texts[0]?.body).not.toContain(texts[0]?.linkTokens ?? "-");

    const emails = await changeEmails(b.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: "pending", bounded: true });
    expect(emails[0]?.details).toMatchObject({
      changes: 8,
      time: "18:00",
      before: { date: TOMORROW, time: "18:00", partySize: 2 },
      by: "guest",
    });
    const mail = renderBookingEmail({
      kind: "changed",
      language: "en",
      details: emails[0]?.details ?? ({} as never),
      links: { unsubscribe: "https://seatline.example/u/x" },
      stamp: new Date(NOON_NY),
      sequence: 1,
      organizer: { name: "Demo", email: "bookings@seatline.example" },
    });
    expect(mail.text).toContain("It was changed 8 times; this is the booking as it is now.");
  });

  it("sent between the changes: 3 change notices a booking a day for a guest's changes, the rest held with the reason; staff's still go", async () => {
    const b = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: nextAddress(),
      reservationTime: "18:00",
    });
    await moveBackAndForth(b.token, 8, sendAll);

    const texts = await changeTexts(b.id);
    expect(texts.map((t) => t.status)).toEqual([
      "sent",
      "sent",
      "sent",
      "held",
      "held",
      "held",
      "held",
      "held",
    ]);
    expect(texts[3]).toMatchObject({ lastError: changeNoticeHeldReason.text, linkTokens: null });
    const emails = await changeEmails(b.id);
    expect(emails.map((e) => e.status)).toEqual([
      "sent",
      "sent",
      "sent",
      "held",
      "held",
      "held",
      "held",
      "held",
    ]);
    expect(emails[3]?.lastError).toBe(changeNoticeHeldReason.email);

    // A day later the guest's changes are told again.
    clock.set(new Date(Date.parse(NOON_NY) + 24 * 60 * 60_000 + 60_000).toISOString());
    await moveBackAndForth(b.token, 1);
    expect((await changeTexts(b.id)).at(-1)?.status).toBe("pending");
    await sendAll();

    // The restaurant's own change is always told.
    clock.set(NOON_NY);
    const b2 = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: nextAddress(),
      reservationTime: "18:00",
    });
    await moveBackAndForth(b2.token, 3, sendAll);
    await staff.reservations.update({ uuid: b2.uuid, reservationTime: "19:00" });
    const staffNotice = (await changeTexts(b2.id)).at(-1);
    expect(staffNotice).toMatchObject({ status: "pending", bounded: false });
  });

  it("6 public bookings naming one address (2 phones x 3, at once) send it 4 confirmations; the rest are held", async () => {
    const address = nextAddress();
    const [p1, p2] = [nextPhone(), nextPhone()];
    const times = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30"];
    await Promise.all(
      times.map((t, i) =>
        anon.public.createReservation({
          ...demo,
          ...booking({ reservationTime: t, guestPhone: i % 2 === 0 ? p1 : p2, guestEmail: address }),
        }),
      ),
    );
    const rows = await h.db.db.select().from(bookingEmails).where(eq(bookingEmails.toEmail, address));
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(4);
    const held = rows.filter((r) => r.status === "held");
    expect(held).toHaveLength(2);
    for (const r of held) expect(r.lastError).toMatch(ADDRESS_HELD);
  });

  it("an unproven phone gets 6 texts a day from strangers' actions, a proven one 20", async () => {
    const phone = nextPhone();
    const made = [];
    for (const t of ["17:00", "18:00", "19:00"])
      made.push(await publicBooking({ guestPhone: phone, guestEmail: "", reservationTime: t }));
    const [a, b, c] = made;
    if (!a || !b || !c) throw new Error("no bookings");
    await moveBackAndForth(a.token, 2, sendAll); // texts 4 and 5
    await moveBackAndForth(b.token, 1, sendAll); // text 6
    await moveBackAndForth(c.token, 1, sendAll); // held
    const toPhone = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.toPhone, phone))
      .orderBy(messages.id);
    expect(toPhone.map((m) => m.status)).toEqual(["sent", "sent", "sent", "sent", "sent", "sent", "held"]);
    expect(toPhone[6]?.lastError).toMatch(PHONE_HELD);

    // Once the phone is proven (it replied to a text, or staff entered it), it gets more.
    await h.db.db
      .update(guestProfiles)
      .set({ phoneProvenAt: new Date(NOON_NY) })
      .where(eq(guestProfiles.phone, phone));
    for (const t of ["19:30", "20:00"]) {
      await anon.guest.changeBooking({
        token: c.token,
        reservationDate: TOMORROW,
        reservationTime: t,
        partySize: 2,
      });
      await sendAll();
    }
    const after = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.toPhone, phone))
      .orderBy(messages.id);
    expect(after.slice(7).map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("an unconfirmed address's confirmation carries none of the guest's words; one staff entered gets them, never as a link", async () => {
    const address = nextAddress();
    const words = "Pay your deposit at https://pay.evil.example/now or www.evil.example";
    const stranger = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: address,
      guestName: "Call evil.example",
      specialRequests: words,
      reservationTime: "20:00",
    });
    const [first] = await h.db.db
      .select()
      .from(bookingEmails)
      .where(eq(bookingEmails.reservationId, stranger.id));
    expect(first?.details).toMatchObject({ guestName: "", specialRequests: "" });
    expect(JSON.stringify(first)).not.toContain("evil");
    const plain = renderBookingEmail({
      kind: "confirmed",
      language: "en",
      details: first?.details ?? ({} as never),
      links: { bookingPage: "https://seatline.example/r/x", unsubscribe: "https://seatline.example/u/x" },
      stamp: new Date(NOON_NY),
      sequence: 0,
      organizer: { name: "Demo", email: "bookings@seatline.example" },
    });
    expect(plain.text).toContain("Hello, your table at");
    expect(plain.text).not.toContain("Special requests");
    expect(plain.ics?.content).not.toContain("evil");

    // Staff enter the address (a booking at the host stand): its e-mails now carry the guest's words, defanged.
    const byStaff = await staff.reservations.create(
      booking({ guestPhone: nextPhone(), guestEmail: address, guestName: "Ann", reservationTime: "20:30" }),
    );
    const [staffRow] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, byStaff.uuid));
    const [staffMail] = await h.db.db
      .select()
      .from(bookingEmails)
      .where(eq(bookingEmails.reservationId, staffRow?.id ?? 0));
    expect(staffMail?.details).toMatchObject({ guestName: "Ann", specialRequests: "Window please" });
    const again = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: address.toUpperCase(),
      guestName: "Call evil.example",
      specialRequests: words,
      reservationTime: "21:00",
    });
    const [full] = await h.db.db
      .select()
      .from(bookingEmails)
      .where(eq(bookingEmails.reservationId, again.id));
    expect(full?.details).toMatchObject({ guestName: "Call evil.example", specialRequests: words });
    const mail = renderBookingEmail({
      kind: "confirmed",
      language: "en",
      details: full?.details ?? ({} as never),
      links: { bookingPage: "https://seatline.example/r/x", unsubscribe: "https://seatline.example/u/x" },
      stamp: new Date(NOON_NY),
      sequence: 0,
      organizer: { name: "Demo", email: "bookings@seatline.example" },
    });
    const defanged = "Pay your deposit at https[:]//pay[.]evil[.]example/now or www[.]evil[.]example";
    expect(mail.text).toContain(`Special requests: ${defanged}`);
    expect(mail.text).toContain("Hi Call evil[.]example,");
    expect(mail.html).toContain(defanged);
    expect(mail.html).not.toMatch(/evil\.example/);
    expect(mail.html.match(/<a /g)).toHaveLength(2); // the booking page and unsubscribe, nothing of the guest's
    expect(mail.ics?.content.replace(/\r\n[ \t]/g, "")).not.toMatch(/evil\.example/);
  });

  it("the host sees a booking's held text and e-mail on its row, with the reason", async () => {
    const b = await publicBooking({
      guestPhone: nextPhone(),
      guestEmail: nextAddress(),
      reservationTime: "21:30",
    });
    await moveBackAndForth(b.token, 4, sendAll);
    const marks = await staff.texting.marks({ date: TOMORROW });
    expect(marks.reservations[b.uuid]).toMatchObject({
      text: { state: "held", reason: changeNoticeHeldReason.text },
      heldEmail: changeNoticeHeldReason.email,
    });
    // Counted in the outbox itself, so nothing held is ever claimed by a dispatcher.
    const [claimable] = await h.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.reservationId, b.id), eq(messages.status, "pending")));
    expect(claimable?.n).toBe(0);
  });
});
