/**
 * Booking e-mails end to end through a real SMTP server on this machine (testing/local-smtp.ts, the smtp-server
 * package) and nodemailer (docs/product.md#booking-e-mails): the confirmation with its calendar file and booking page
 * link, in the guest's language, from the store's name; the change and cancellation notices; the reminder; the
 * unsubscribe link (its page only asks, its POST is honoured at once); erase blanking the guest's e-mails; a failed
 * delivery retried without touching the booking.
 */
import {
  bookingEmails,
  ERASED_EMAIL,
  emailUnsubscribeLinks,
  emailUnsubscribes,
  reservations,
  stores,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { type LocalSmtp, type ReceivedMail, startLocalSmtp } from "../testing/local-smtp";
import { booking, NOON_NY } from "../testing/reservation-kit";
import { escapeHtml } from "./booking-email-content";
import { hashBookingToken } from "./booking-link";
import { createMailDispatcher, MAIL_DISPATCH_DEFAULTS, MAIL_SKIP } from "./mail-dispatcher";
import { createSmtpTransport } from "./mail-transport";
import { hashUnsubscribeToken, mailUnsubscribeRoutes } from "./mail-unsubscribe";
import { scheduleReminders } from "./reminders";

const PUBLIC = "https://seatline.example";
const FROM = "bookings@seatline.example";
const demo = { companySlug: "demo", storeSlug: "downtown" };
const rival = { companySlug: "rival", storeSlug: "uptown" };

/** The .ics attachment of an e-mail, unfolded (RFC 5545 continuation lines joined). */
function icsOf(mail: ReceivedMail): string {
  const file = mail.attachments.find((a) => a.filename.endsWith(".ics"));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeDefined();
  expect(file?.contentType).toBe("text/calendar");
  return (file?.content ?? "").replace(/\r\n[ \t]/g, "");
}

function icsField(ics: string, name: string): string | undefined {
  return ics
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");
}

const bookingToken = (text: string) => text.match(/\/r\/([A-Za-z0-9_-]{32})/)?.[1];
const unsubscribeToken = (text: string) => text.match(/\/u\/([A-Za-z0-9_-]{32})/)?.[1];

describe.each(testDrivers())("booking e-mails through SMTP on %s", (kind) => {
  let h: Harness;
  let smtp: LocalSmtp;
  let web: FastifyInstance;
  let demoStoreId: string;
  let demoStoreName: string;
  const clock = manualClock(NOON_NY);
  let dispatcher: ReturnType<typeof createMailDispatcher>;
  let transport: ReturnType<typeof createSmtpTransport>;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let anon: Awaited<ReturnType<Harness["caller"]>>;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    smtp = await startLocalSmtp();
    transport = createSmtpTransport({ url: smtp.url, timeoutMs: 5_000 });
    dispatcher = createMailDispatcher({ db: h.db.db, transport, clock, publicUrl: PUBLIC, from: FROM });
    web = Fastify({ logger: false });
    await web.register(mailUnsubscribeRoutes, { deps: h.deps });
    await web.ready();
    const [s] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    demoStoreId = s?.id ?? "";
    demoStoreName = s?.name ?? "";
    staff = await h.caller(await h.tokenFor("demo"));
    anon = await h.caller();
  });
  afterAll(async () => {
    transport.close();
    await web.close();
    await smtp.close();
    await h.close();
  });
  beforeEach(async () => {
    clock.set(NOON_NY);
    smtp.messages.length = 0;
  });

  /** Sends what is due; answers the e-mails that arrived in this pass. */
  async function dispatch() {
    const before = smtp.messages.length;
    const result = await dispatcher.runOnce();
    return { result, mails: smtp.messages.slice(before) };
  }
  const emailsOf = (reservationId: number) =>
    h.db.db.select().from(bookingEmails).where(eq(bookingEmails.reservationId, reservationId));
  const idOf = async (uuid: string) =>
    (await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]?.id ?? -1;

  it("a public booking's confirmation: from the store's name, the .ics at the store's time, the /r link that opens it", async () => {
    const made = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "18:00", guestEmail: "ada@example.com", guestName: "Ada Lovelace" }),
    });
    // Queued in the booking's own statement, not sent in the request.
    const id = await idOf(made.uuid);
    expect(await emailsOf(id)).toMatchObject([
      { kind: "confirmed", status: "pending", toEmail: "ada@example.com" },
    ]);
    expect(smtp.messages).toHaveLength(0);

    const { result, mails } = await dispatch();
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = mails;
    if (!mail) throw new Error("no e-mail");
    expect(mail.from).toEqual({ name: demoStoreName, address: FROM });
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toBe(`Your reservation at ${demoStoreName}: Thursday, June 11, 2026 at 6:00pm`);
    // An address the public page took (staff never entered it) hears the store's words only (SECURITY.md item 29).
    expect(mail.text).toContain("Hello, your table at");
    expect(mail.text).not.toContain("Ada Lovelace");
    expect(mail.text).toContain("Party: 2 people");
    expect(mail.html).toContain("Your reservation is confirmed");

    // The calendar file: 18:00 in New York (EDT, UTC-4) is 22:00 UTC; the booking's uuid as UID.
    const ics = icsOf(mail);
    expect(icsField(ics, "METHOD")).toBe("PUBLISH");
    expect(icsField(ics, "DTSTART")).toBe("20260611T220000Z");
    expect(icsField(ics, "DTEND")).toBe("20260611T233000Z");
    expect(icsField(ics, "SUMMARY")).toBe(`Table for 2 at ${demoStoreName}`);
    expect(icsField(ics, "UID")).toBe(`${made.uuid}@seatline`);
    expect(icsField(ics, "SEQUENCE")).toBe("0");
    expect(icsField(ics, "ORGANIZER")).toBe(`mailto:${FROM}`);

    // The booking page link works and shows this booking; only its hash is stored.
    const token = bookingToken(mail.text);
    expect(token).toBeDefined();
    expect(mail.text).toContain(`${PUBLIC}/r/${token}`);
    expect(mail.html).toContain(`${PUBLIC}/r/${token}`);
    const view = await anon.guest.booking({ token: token ?? "" });
    expect(view).toMatchObject({
      uuid: made.uuid,
      reservationTime: "18:00",
      partySize: 2,
      status: "CONFIRMED",
    });
    const stored = JSON.stringify(await h.db.db.select().from(bookingEmails));
    expect(stored).not.toContain(token ?? "-");
    expect(hashBookingToken(token ?? "")).toMatch(/^[0-9a-f]{64}$/);

    // Every e-mail can be unsubscribed from: in its footer and as List-Unsubscribe (one-click).
    const unsub = unsubscribeToken(mail.text);
    expect(unsub).toBeDefined();
    expect(mail.headers["list-unsubscribe"]).toContain(`${PUBLIC}/u/${unsub}`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await emailsOf(id)).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("a booking without an e-mail queues none", async () => {
    const made = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "18:30", guestEmail: "", guestPhone: "5552234000" }),
    });
    expect(await emailsOf(await idOf(made.uuid))).toEqual([]);
  });

  it("a Spanish booking gets its e-mail in Spanish, at the store's own zone (Los Angeles)", async () => {
    const made = await anon.public.createReservation({
      ...rival,
      ...booking({
        reservationTime: "19:00",
        guestEmail: "lucia@example.com",
        guestName: "Lucía Pérez",
        guestPhone: "5552234111",
      }),
      language: "es",
    });
    const { mails } = await dispatch();
    const [mail] = mails;
    if (!mail) throw new Error("no e-mail");
    expect(mail.from.name).toBe("Rival Diner Uptown");
    expect(mail.subject).toBe(
      "Su reservación en Rival Diner Uptown: jueves, 11 de junio de 2026 a las 7:00pm",
    );
    expect(mail.text).toContain("Hola: su mesa en Rival Diner Uptown está reservada");
    expect(mail.text).not.toContain("Lucía Pérez");
    expect(mail.text).toContain("Personas: 2 personas");
    expect(mail.text).toContain("Ver o cancelar su reservación");
    expect(mail.text).toContain("Dejar de recibir correos de Rival Diner Uptown");
    const ics = icsOf(mail);
    // 19:00 in Los Angeles (PDT, UTC-7) is 02:00 UTC the next day.
    expect(icsField(ics, "DTSTART")).toBe("20260612T020000Z");
    expect(icsField(ics, "SUMMARY")).toBe("Mesa para 2 en Rival Diner Uptown");
    expect(icsField(ics, "UID")).toBe(`${made.uuid}@seatline`);

    // Its unsubscribe link asks, and answers, in Spanish.
    const token = unsubscribeToken(mail.text) ?? "";
    const page = await openLink(token);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(
      "¿Dejar de recibir correos de reservaciones de Rival Diner Uptown en esta dirección?",
    );
    expect(page.body).toContain(">Darse de baja</button>");
    const done = await oneClick(token);
    expect(done.body).toContain('<html lang="es">');
    expect(done.body).toContain("Rival Diner Uptown no enviará más correos a esta dirección.");
  });

  it("staff's change and cancellation are told by e-mail: the booking as it was, an updated and a cancelling .ics", async () => {
    const made = await staff.reservations.create(
      booking({ reservationTime: "17:00", guestEmail: "grace@example.com", guestName: "Grace Hopper" }),
    );
    await dispatch();
    clock.advance(60_000);
    await staff.reservations.update({ uuid: made.uuid, reservationTime: "19:30", partySize: 4 });
    const changed = (await dispatch()).mails;
    expect(changed).toHaveLength(1);
    const [c] = changed;
    if (!c) throw new Error("no change e-mail");
    expect(c.subject).toBe(`Your reservation at ${demoStoreName} has changed`);
    expect(c.text).toContain("is now for 4 people on Thursday, June 11, 2026 at 7:30pm");
    expect(c.text).toContain("It was for 2 people on Thursday, June 11, 2026 at 5:00pm.");
    expect(c.text).toContain("The restaurant changed it.");
    expect(bookingToken(c.text)).toBeDefined();
    const ics = icsOf(c);
    expect(icsField(ics, "UID")).toBe(`${made.uuid}@seatline`);
    expect(icsField(ics, "DTSTART")).toBe("20260611T233000Z");
    expect(Number(icsField(ics, "SEQUENCE"))).toBeGreaterThan(0);

    // A corrected address gets the booking as a confirmation; the old one hears nothing more.
    clock.advance(60_000);
    await staff.reservations.update({ uuid: made.uuid, guestEmail: "grace.hopper@example.com" });
    const moved = (await dispatch()).mails;
    expect(moved.map((m) => [m.to[0], m.subject.split(":")[0]])).toEqual([
      ["grace.hopper@example.com", `Your reservation at ${demoStoreName}`],
    ]);

    clock.advance(60_000);
    await staff.reservations.setStatus({ uuid: made.uuid, status: "CANCELLED" });
    const [x] = (await dispatch()).mails;
    if (!x) throw new Error("no cancellation e-mail");
    expect(x.to).toEqual(["grace.hopper@example.com"]);
    expect(x.subject).toBe(`Your reservation at ${demoStoreName} is cancelled`);
    expect(x.text).toContain("for 4 people on Thursday, June 11, 2026 at 7:30pm is cancelled");
    expect(x.text).toContain("If you did not ask for this, call the restaurant");
    // No booking page link in a cancellation; its calendar file removes the entry.
    expect(bookingToken(x.text)).toBeUndefined();
    const cancel = icsOf(x);
    expect(icsField(cancel, "METHOD")).toBe("CANCEL");
    expect(icsField(cancel, "STATUS")).toBe("CANCELLED");
    expect(icsField(cancel, "UID")).toBe(`${made.uuid}@seatline`);
    expect(Number(icsField(cancel, "SEQUENCE"))).toBeGreaterThan(Number(icsField(ics, "SEQUENCE")));
  });

  it("the guest's own cancellation on the booking page is confirmed by e-mail", async () => {
    await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "20:00", guestEmail: "alan@example.com", guestPhone: "5552234222" }),
    });
    const [confirmation] = (await dispatch()).mails;
    const token = bookingToken(confirmation?.text ?? "") ?? "";
    await anon.guest.cancelBooking({ token });
    const [x] = (await dispatch()).mails;
    expect(x?.subject).toBe(`Your reservation at ${demoStoreName} is cancelled`);
    expect(x?.text).not.toContain("If you did not ask for this");
  });

  it("the reminder goes out at the first reminder time (24 h before), once, and not for a moved booking", async () => {
    const made = await staff.reservations.create(
      booking({ reservationTime: "18:00", guestEmail: "edsger@example.com", guestPhone: "5552234333" }),
    );
    await dispatch();
    // 24 h before 18:00 tomorrow is 18:00 today (22:00 UTC): within the lookahead from noon.
    await scheduleReminders(h.db.db, clock.now(), PUBLIC);
    await scheduleReminders(h.db.db, clock.now(), PUBLIC);
    const id = await idOf(made.uuid);
    const reminders = (await emailsOf(id)).filter((e) => e.kind === "reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.notBefore?.toISOString()).toBe("2026-06-10T22:00:00.000Z");
    expect((await dispatch()).mails).toHaveLength(0);
    clock.set("2026-06-10T22:00:00Z");
    const [r] = (await dispatch()).mails;
    expect(r?.subject).toBe(`Reminder: ${demoStoreName}, Thursday, June 11, 2026 at 6:00pm`);
    expect(r?.text).toContain("this is a reminder of your reservation");
    expect(bookingToken(r?.text ?? "")).toBeDefined();
    expect(r?.attachments).toEqual([]);
    // The 2 h reminder time queues no second e-mail.
    clock.set("2026-06-11T18:00:00Z");
    await scheduleReminders(h.db.db, clock.now(), PUBLIC);
    expect((await emailsOf(id)).filter((e) => e.kind === "reminder")).toHaveLength(1);

    // A booking moved after its reminder was queued: the reminder is not sent.
    clock.set(NOON_NY);
    const other = await staff.reservations.create(
      booking({ reservationTime: "18:30", guestEmail: "barbara@example.com", guestPhone: "5552234444" }),
    );
    await dispatch();
    clock.set("2026-06-10T17:00:00Z");
    await scheduleReminders(h.db.db, clock.now(), PUBLIC);
    expect((await emailsOf(await idOf(other.uuid))).map((e) => e.kind)).toEqual(["confirmed", "reminder"]);
    await staff.reservations.update({ uuid: other.uuid, reservationTime: "20:30" });
    clock.set("2026-06-10T23:00:00Z");
    await dispatch();
    const otherRows = await emailsOf(await idOf(other.uuid));
    expect(otherRows.find((e) => e.kind === "reminder")).toMatchObject({
      status: "skipped",
      lastError: "Not sent: the booking moved to another time.",
    });
  });

  /** The unsubscribe link's answers as a browser, a mail scanner or a mail app gets them. */
  const openLink = (token: string, method: "GET" | "HEAD" = "GET") =>
    web.inject({ method, url: `/u/${token}` });
  const oneClick = (token: string, payload = "List-Unsubscribe=One-Click") =>
    web.inject({
      method: "POST",
      url: `/u/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload,
    });
  const unsubscribedRows = () => h.db.db.select().from(emailUnsubscribes);

  it("opening the unsubscribe link (GET, as a mail scanner does) only asks: nothing changes and no e-mail is held back", async () => {
    const made = await staff.reservations.create(
      booking({
        reservationTime: "14:30",
        guestEmail: "scanned@example.com",
        guestName: "Scanned Guest",
        guestPhone: "5552234888",
      }),
    );
    const [first] = (await dispatch()).mails;
    const token = unsubscribeToken(first?.text ?? "") ?? "";
    expect(token).not.toBe("");
    const listed = (await unsubscribedRows()).length;

    // A change queued before the link is opened.
    await staff.reservations.update({ uuid: made.uuid, reservationTime: "13:30" });
    for (const method of ["GET", "HEAD"] as const) {
      const page = await openLink(token, method);
      expect(page.statusCode, method).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-store");
    }
    const page = await openLink(token);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain(
      `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(demoStoreName)}</h1>`,
    );
    expect(page.body).toContain(`Stop booking e-mails from ${escapeHtml(demoStoreName)} to this address?`);
    // One button, posting to the URL the page was opened at, at least 44 px tall.
    expect(page.body.match(/<form /g)).toHaveLength(1);
    expect(page.body).toMatch(
      /<form method="post"[^>]*><button type="submit" [^>]*min-height:44px[^>]*>Unsubscribe<\/button><\/form>/,
    );
    expect(page.body).not.toContain("action=");
    // Nothing of the guest but the store's name.
    expect(page.body).not.toMatch(/scanned|Scanned|example\.com|5552234888/);

    expect(await unsubscribedRows()).toHaveLength(listed);
    const { result, mails } = await dispatch();
    expect(result).toMatchObject({ sent: 1, skipped: 0 });
    expect(mails.map((m) => m.to[0])).toEqual(["scanned@example.com"]);
  });

  it("the unsubscribe POST stops the store's e-mails to that address at once, and only that store's", async () => {
    const made = await staff.reservations.create(
      booking({ reservationTime: "16:00", guestEmail: "Kate@Example.com", guestPhone: "5552234555" }),
    );
    const [first] = (await dispatch()).mails;
    const token = unsubscribeToken(first?.text ?? "") ?? "";
    // Only the token's hash is kept, with the e-mail's language.
    const [link] = await h.db.db
      .select()
      .from(emailUnsubscribeLinks)
      .where(eq(emailUnsubscribeLinks.tokenHash, hashUnsubscribeToken(token)));
    expect(link).toMatchObject({ storeId: demoStoreId, language: "en" });
    expect(JSON.stringify(link)).not.toContain("example.com");

    // A change queued before the link is used is not sent after it.
    await staff.reservations.update({ uuid: made.uuid, reservationTime: "16:30" });
    const post = await oneClick(token);
    expect(post.statusCode).toBe(200);
    expect(post.headers["content-type"]).toContain("text/html");
    expect(post.body).toContain(`${escapeHtml(demoStoreName)} will send no more e-mails to this address.`);
    expect(post.body).not.toContain("<form");
    const { result } = await dispatch();
    expect(result).toMatchObject({ sent: 0, skipped: 1 });
    const rows = await emailsOf(await idOf(made.uuid));
    expect(rows.at(-1)).toMatchObject({
      kind: "changed",
      status: "skipped",
      lastError: MAIL_SKIP.unsubscribed,
    });

    // Nothing more is queued to the address from this store, whatever the case it is typed in.
    await staff.reservations.update({ uuid: made.uuid, reservationTime: "17:30" });
    await staff.reservations.setStatus({ uuid: made.uuid, status: "CANCELLED" });
    const again = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "21:00", guestEmail: "kate@example.com", guestPhone: "5552234556" }),
    });
    expect(await emailsOf(await idOf(made.uuid))).toHaveLength(rows.length);
    expect(await emailsOf(await idOf(again.uuid))).toEqual([]);
    expect((await dispatch()).mails).toEqual([]);

    // A second POST (the page's button, an empty form) is harmless: the same page, the address listed once.
    const listed = await unsubscribedRows();
    const twice = await oneClick(token, "");
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain(`${escapeHtml(demoStoreName)} will send no more e-mails to this address.`);
    expect(await unsubscribedRows()).toEqual(listed);

    // Another store still e-mails the address.
    await anon.public.createReservation({
      ...rival,
      ...booking({ reservationTime: "19:30", guestEmail: "kate@example.com", guestPhone: "5552234557" }),
    });
    const other = (await dispatch()).mails;
    expect(other.map((m) => m.from.name)).toEqual(["Rival Diner Uptown"]);
  });

  it("an unknown, altered or malformed token is a plain 404 page to GET and POST, and unsubscribes nobody", async () => {
    await staff.reservations.create(
      booking({ reservationTime: "13:00", guestEmail: "nobody.else@example.com", guestPhone: "5552234999" }),
    );
    const [mail] = (await dispatch()).mails;
    const token = unsubscribeToken(mail?.text ?? "") ?? "";
    const listed = await unsubscribedRows();
    const bad = [
      `${token.slice(0, 31)}${token.endsWith("x") ? "y" : "x"}`,
      token.slice(0, 31),
      `${token}x`,
      "not-a-token",
      "%C3%A9".repeat(32),
      "a".repeat(90),
      `${token.slice(0, 31)}%00`,
    ];
    for (const t of bad) {
      for (const res of [await openLink(t), await oneClick(t)]) {
        expect(res.statusCode, t.slice(0, 40)).toBe(404);
        expect(res.headers["content-type"], `${t.slice(0, 40)} ${res.body}`).toContain("text/html");
        expect(res.body).toContain("This unsubscribe link is not valid");
        expect(res.body).not.toContain("<form");
      }
    }
    expect(await unsubscribedRows()).toEqual(listed);
  });

  it("a link whose row knows no language asks in English", async () => {
    const token = "noLanguageNoLanguageNoLanguage01";
    await h.db.db.insert(emailUnsubscribeLinks).values({
      tokenHash: hashUnsubscribeToken(token),
      storeId: demoStoreId,
      emailHash: "0".repeat(64),
    });
    const page = await openLink(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(">Unsubscribe</button>");
  });

  it("erasing the guest blanks their e-mail rows, and what was still queued is never sent", async () => {
    const phone = "5552235000";
    const made = await staff.reservations.create(
      booking({
        reservationTime: "17:00",
        guestEmail: "erase.me@example.com",
        guestName: "Erase Me",
        guestPhone: phone,
      }),
    );
    expect((await dispatch()).mails.map((m) => m.to[0])).toEqual(["erase.me@example.com"]);
    await staff.reservations.update({ uuid: made.uuid, reservationTime: "17:30" });
    // Erase reaches the rows made before it.
    clock.advance(60_000);
    await staff.privacy.eraseGuest({ phone });
    const rows = await emailsOf(await idOf(made.uuid));
    expect(rows).toMatchObject([
      { kind: "confirmed", status: "sent", toEmail: "" },
      { kind: "changed", status: "skipped", toEmail: "", lastError: ERASED_EMAIL },
    ]);
    expect(rows.map((r) => r.details)).toEqual([{}, {}]);
    expect((await dispatch()).mails).toEqual([]);
    const kept = JSON.stringify([
      await h.db.db.select().from(bookingEmails),
      await h.db.db.select().from(emailUnsubscribeLinks),
      await unsubscribedRows(),
    ]);
    expect(kept).not.toMatch(/erase\.me|Erase Me/);
  });

  it("a refused delivery is retried with backoff and never fails the booking; a permanent refusal is not retried", async () => {
    smtp.failNext(2);
    const made = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "15:00", guestEmail: "retry@example.com", guestPhone: "5552234666" }),
    });
    expect(made.status).toBe("CONFIRMED");
    expect((await dispatch()).result).toMatchObject({ retried: 1, sent: 0 });
    const id = await idOf(made.uuid);
    const [row] = await emailsOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/451|Try again later/);
    // Not before its backoff.
    expect((await dispatch()).result.claimed).toBe(0);
    clock.advance(MAIL_DISPATCH_DEFAULTS.backoffBaseMs);
    expect((await dispatch()).result).toMatchObject({ retried: 1 });
    clock.advance(2 * MAIL_DISPATCH_DEFAULTS.backoffBaseMs);
    const { result, mails } = await dispatch();
    expect(result).toMatchObject({ sent: 1 });
    expect(mails.map((m) => m.to[0])).toEqual(["retry@example.com"]);
    expect(await emailsOf(id)).toMatchObject([{ status: "sent", attempts: 3 }]);
    // The booking is as it was made.
    expect((await anon.guest.booking({ token: bookingToken(mails[0]?.text ?? "") ?? "" })).status).toBe(
      "CONFIRMED",
    );

    smtp.refuse.add("nobody@example.com");
    const refused = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "15:30", guestEmail: "nobody@example.com", guestPhone: "5552234667" }),
    });
    expect((await dispatch()).result).toMatchObject({ failed: 1 });
    expect(await emailsOf(await idOf(refused.uuid))).toMatchObject([{ status: "failed", attempts: 1 }]);
  });

  it("a mail server down is retried while the booking is ahead, then the e-mail expires; an abandoned claim is sent again", async () => {
    smtp.failNext(1_000);
    const soon = await anon.public.createReservation({
      ...demo,
      ...booking({
        reservationDate: "2026-06-10",
        reservationTime: "21:00",
        guestEmail: "soon@example.com",
        guestPhone: "5552234881",
      }),
    });
    const id = await idOf(soon.uuid);
    // Down from noon on: tried at least every hour, past the eight tries a count allowed, while the booking is ahead.
    for (let i = 0; i < 15; i++) {
      await dispatch();
      clock.advance(20 * 60_000);
    }
    const [waiting] = await emailsOf(id);
    expect(waiting?.status).toBe("pending");
    expect(waiting?.attempts).toBeGreaterThan(8);
    clock.set("2026-06-11T01:05:00Z"); // 21:05 in New York: the booking has begun
    expect((await dispatch()).result).toMatchObject({ claimed: 1, expired: 1 });
    expect(await emailsOf(id)).toMatchObject([
      {
        status: "expired",
        lastError: expect.stringMatching(
          /^Not sent: it could not be sent before the booking began\. \(.*451/,
        ),
      },
    ]);

    smtp.failNext(0);
    const later = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "19:00", guestEmail: "later2@example.com", guestPhone: "5552234882" }),
    });
    const laterId = await idOf(later.uuid);
    // A dispatcher claimed it eight times and died mid-send each time: it is sent again, never given up.
    await h.db.db
      .update(bookingEmails)
      .set({ status: "sending", attempts: 8, lockedUntil: new Date(clock.now().getTime() - 1) })
      .where(eq(bookingEmails.reservationId, laterId));
    const { mails } = await dispatch();
    expect(mails.map((m) => m.to[0])).toEqual(["later2@example.com"]);
    expect(await emailsOf(laterId)).toMatchObject([{ status: "sent", attempts: 9 }]);
  });

  it("with no SMTP server answering, the booking is made and its e-mail waits for a later attempt", async () => {
    const down = createSmtpTransport({ url: "smtp://127.0.0.1:1", timeoutMs: 2_000 });
    const offline = createMailDispatcher({
      db: h.db.db,
      transport: down,
      clock,
      publicUrl: PUBLIC,
      from: FROM,
    });
    const made = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationTime: "14:00", guestEmail: "later@example.com", guestPhone: "5552234777" }),
    });
    expect(made.status).toBe("CONFIRMED");
    expect((await offline.runOnce()).retried).toBe(1);
    down.close();
    clock.advance(MAIL_DISPATCH_DEFAULTS.backoffBaseMs);
    const { mails } = await dispatch();
    expect(mails.map((m) => m.to[0])).toEqual(["later@example.com"]);
  });
});
