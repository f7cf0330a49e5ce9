/**
 * A host's own text to a waiting guest (docs/product.md#texting-a-guest), through the outbox, the dispatcher and the
 * local Twilio stand-in: the text arrives with the store's name first, the guest's reply comes back into the thread
 * and as the row's message mark; STOP refuses, the visit's limit refuses, another store's host is refused and reads
 * nothing; refusals change nothing.
 */
import { createServer as createNetServer } from "node:net";
import { auditLog, messages } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import {
  HOST_MESSAGE_LIMIT_REACHED,
  HOST_MESSAGE_OPTED_OUT,
  HOST_MESSAGES_PER_VISIT,
} from "@seatline/domain";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerApi } from "../../http";
import { createSmsDispatcher } from "../../notify/dispatcher";
import { createTwilioProvider, statusCallbackUrl } from "../../notify/twilio";
import { type FakeTwilio, startFakeTwilio } from "../../testing/fake-twilio";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "../../webhooks/twilio-webhooks";

const SID = "AChostmessage";
const TOKEN = "host-message-token";
const FROM = "+15005550006";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createNetServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });

describe.each(testDrivers())("a host texts a waiting guest on %s", (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let fake: FakeTwilio;
  let dispatch: () => Promise<unknown>;
  beforeAll(async () => {
    h = await createHarness(kind);
    await openAllDay(h.db.db); // joins on the real clock: open at any hour
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    app = Fastify({ logger: false });
    await registerApi(app, h.deps);
    await app.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl });
    await app.listen({ port, host: "127.0.0.1" });
    fake = await startFakeTwilio({
      accountSid: SID,
      authToken: TOKEN,
      inboundUrl: publicUrl + TWILIO_INBOUND_PATH,
      reportDelayMs: 10,
    });
    const provider = createTwilioProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      baseUrl: fake.url,
      timeoutMs: 5000,
      statusCallbackUrl: (id) => statusCallbackUrl(publicUrl, id),
    });
    const d = createSmsDispatcher({ db: h.db.db, provider, clock: h.deps.clock });
    dispatch = () => d.runOnce();
  });
  afterAll(async () => {
    await fake.close();
    await app.close();
    await h.close();
  });

  const rowsOf = (entryId: number) =>
    h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, entryId));

  it("reaches the guest through the stand-in, and the reply shows in the thread and as the row's message", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const phone = "5552240001";
    const e = await demo.waitlist.join({ partySize: 2, name: "Hana", phone });
    await dispatch(); // the join text first, so the guest has a conversation with the store
    const sent = await demo.texting.sendToGuest({
      id: e.id,
      message: "We’re setting your table — 5 more minutes!",
    });
    expect(sent).toEqual({ queued: true, hostMessages: 1, hostMessagesMax: HOST_MESSAGES_PER_VISIT });
    await dispatch();
    const toGuest = fake.texts.filter((t) => t.to === `+1${phone}`).map((t) => t.body);
    // The store's name leads, as in every other text; the tablet's smart punctuation is sent plain.
    expect(toGuest).toContain("Demo Bistro Downtown: We're setting your table - 5 more minutes!");

    const reply = await fake.inbound({ from: `+1${phone}`, body: "Thanks, we are parking" });
    expect(reply.status).toBe(200);
    const thread = await demo.texting.thread({ id: e.id });
    expect(thread.lines.map((l) => [l.direction, l.byHost])).toEqual([
      ["out", false],
      ["out", true],
      ["in", false],
    ]);
    expect(thread.lines.at(-1)?.body).toBe("Thanks, we are parking");
    expect(thread.lines[1]?.mark?.state).toMatch(/sent|delivered/);
    expect(thread).toMatchObject({ canSend: true, refusal: null, hostMessages: 1 });
    // No phone number leaves in the thread.
    expect(JSON.stringify(thread)).not.toContain(phone.slice(3));
    const marks = await demo.texting.marks();
    expect(marks.entries[String(e.id)]?.guestMessage).toBe("Thanks, we are parking");
    // The owner's audit log names the host and the guest by the phone's last two digits only.
    const lines = await h.db.db.select().from(auditLog).where(eq(auditLog.action, "guest.text"));
    expect(lines.map((l) => [l.actorEmail, l.subject])).toEqual([["demo@seatline.dev", "guest …01"]]);
  });

  it("refuses after STOP, past the visit's limit, and for a party no longer waiting; each refusal changes nothing", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const phone = "5552240002";
    const e = await demo.waitlist.join({ partySize: 2, name: "Ivo", phone });
    for (let i = 1; i <= HOST_MESSAGES_PER_VISIT; i++)
      await demo.texting.sendToGuest({ id: e.id, message: `Message ${i}` });
    const before = (await rowsOf(e.id)).length;
    await expectTrpcError(
      demo.texting.sendToGuest({ id: e.id, message: "One more" }),
      "TOO_MANY_REQUESTS",
      HOST_MESSAGE_LIMIT_REACHED,
    );
    expect((await rowsOf(e.id)).length).toBe(before);
    expect(await demo.texting.thread({ id: e.id })).toMatchObject({
      canSend: false,
      refusal: HOST_MESSAGE_LIMIT_REACHED,
      hostMessages: HOST_MESSAGES_PER_VISIT,
    });

    const stopped = "5552240003";
    const s = await demo.waitlist.join({ partySize: 2, name: "Jo", phone: stopped });
    await dispatch();
    expect((await fake.inbound({ from: `+1${stopped}`, body: "STOP" })).status).toBe(200);
    const rows = (await rowsOf(s.id)).length;
    await expectTrpcError(
      demo.texting.sendToGuest({ id: s.id, message: "Hello?" }),
      "CONFLICT",
      HOST_MESSAGE_OPTED_OUT,
    );
    expect((await rowsOf(s.id)).length).toBe(rows);
    const thread = await demo.texting.thread({ id: s.id });
    expect(thread).toMatchObject({ canSend: false, refusal: HOST_MESSAGE_OPTED_OUT });
    expect(thread.lines.at(-1)).toMatchObject({ direction: "in", body: "STOP" });

    const seated = await demo.waitlist.join({ partySize: 2, name: "Kai", phone: "5552240004" });
    await demo.waitlist.seat({ id: seated.id });
    await expectTrpcError(
      demo.texting.sendToGuest({ id: seated.id, message: "Hi" }),
      "CONFLICT",
      /no longer waiting/,
    );

    const noPhone = await demo.waitlist.join({ partySize: 2, name: "Lu" });
    await expectTrpcError(
      demo.texting.sendToGuest({ id: noPhone.id, message: "Hi" }),
      "CONFLICT",
      /no phone/,
    );
  });

  it("bad input is a 400 naming the field and sends nothing", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const e = await demo.waitlist.join({ partySize: 2, name: "Mo", phone: "5552240005" });
    const rows = (await rowsOf(e.id)).length;
    for (const message of ["   ", "x".repeat(321), "bell\u0007", "flip\u202Eit", "see /w/{token}"])
      await expectTrpcError(demo.texting.sendToGuest({ id: e.id, message }), "BAD_REQUEST");
    await expectTrpcError(demo.texting.sendToGuest({ id: -1, message: "Hi" } as never), "BAD_REQUEST");
    expect((await rowsOf(e.id)).length).toBe(rows);
    // 320 characters is the limit, line breaks allowed.
    await demo.texting.sendToGuest({ id: e.id, message: `${"y".repeat(300)}\nSee you soon` });
  });

  it("another store's host can neither text demo's guest nor read the thread", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const rival = await h.caller(await h.tokenFor("rival"));
    const e = await demo.waitlist.join({ partySize: 2, name: "Nia", phone: "5552240006" });
    const rows = (await rowsOf(e.id)).length;
    await expectTrpcError(rival.texting.sendToGuest({ id: e.id, message: "Hi from rival" }), "NOT_FOUND");
    await expectTrpcError(rival.texting.thread({ id: e.id }), "NOT_FOUND");
    expect((await rowsOf(e.id)).length).toBe(rows);
  });
});
