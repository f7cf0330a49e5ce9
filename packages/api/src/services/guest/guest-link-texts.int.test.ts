import { kioskSettings, messages, ticketCounters, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import {
  INITIAL_TICKET,
  LINK_TEXTS_USED_UP,
  NOT_IN_LINE_ANY_MORE,
  PHONE_NOT_REAL,
  REMOTE_PHONE_NOT_TEXTABLE,
  RESEND_TOO_SOON,
  SAME_PHONE_AGAIN,
  STATUS_LINK_TEXT_RULES,
} from "@seatline/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { joinTextsTo } from "../../testing/guest-kit";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";

const slugs = { companySlug: "demo", storeSlug: "downtown" };
const MINUTE = 60_000;

describe.each(testDrivers())("status page texts: Resend text and Wrong number? on %s", (kind) => {
  let h: Harness;
  let staffToken: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    staffToken = await h.tokenFor("demo");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
  });

  /** A remote join as the page makes it: answers the new entry's token. */
  const join = async (name: string, phone: string) => {
    const res = await (await h.caller()).guest.join({ ...slugs, name, phone, partySize: 2 });
    expect(res.token).toMatch(/^[a-z2-7]{32}$/);
    return res.token ?? "";
  };
  const hostRow = async (name: string) =>
    (await (await h.caller(staffToken)).waitlist.list()).entries.find((e) => e.name === name);

  it("Resend text: the entry's own link again, at most once a minute and a few times in all", async () => {
    const guest = await h.caller();
    const token = await join("Rhea", "5556100001");
    // Right after the join's own text: too soon, nothing queued.
    await expectTrpcError(guest.guest.resendLink({ token }), "TOO_MANY_REQUESTS", RESEND_TOO_SOON);
    expect(await joinTextsTo(h.db.db, "5556100001")).toHaveLength(1);
    clock.advance(MINUTE);
    expect(await guest.guest.resendLink({ token })).toEqual({ sent: true });
    const texts = await joinTextsTo(h.db.db, "5556100001");
    expect(texts).toHaveLength(2);
    // The same link as the first text: the page the guest already has keeps working.
    expect(texts[0]).toContain(`/w/${token}`);
    await expectTrpcError(guest.guest.resendLink({ token }), "TOO_MANY_REQUESTS", RESEND_TOO_SOON);
    for (let n = 2; n < STATUS_LINK_TEXT_RULES.maxPerEntry; n++) {
      clock.advance(MINUTE);
      await guest.guest.resendLink({ token });
    }
    expect(await joinTextsTo(h.db.db, "5556100001")).toHaveLength(STATUS_LINK_TEXT_RULES.maxPerEntry);
    clock.advance(60 * MINUTE);
    await expectTrpcError(guest.guest.resendLink({ token }), "TOO_MANY_REQUESTS", LINK_TEXTS_USED_UP);
    expect(await joinTextsTo(h.db.db, "5556100001")).toHaveLength(STATUS_LINK_TEXT_RULES.maxPerEntry);
    // The token is the only key; a party that left the line gets nothing more.
    await expectTrpcError(
      guest.guest.resendLink({ token: "a".repeat(32) }),
      "NOT_FOUND",
      /link is not valid/,
    );
    await expectTrpcError(guest.guest.resendLink({ token: "nope" }), "BAD_REQUEST", /link is not valid/);
    const other = await join("Otto", "5556100002");
    await guest.guest.leave({ token: other });
    clock.advance(MINUTE);
    await expectTrpcError(guest.guest.resendLink({ token: other }), "CONFLICT", NOT_IN_LINE_ANY_MORE);
    expect(await joinTextsTo(h.db.db, "5556100002")).toHaveLength(1);
  });

  it("Wrong number?: the entry gets the new phone and a new link, texted to it in the same transaction", async () => {
    const guest = await h.caller();
    const token = await join("Wren", "5556200001");
    const before = await hostRow("Wren");
    const { token: next } = await guest.guest.correctPhone({ token, phone: "(555) 620-0002" });
    expect(next).toMatch(/^[a-z2-7]{32}$/);
    expect(next).not.toBe(token);
    // The hosts see the new phone on the same party (same ticket, same place).
    expect(await hostRow("Wren")).toMatchObject({
      id: before?.id,
      ticket: before?.ticket,
      phone: "5556200002",
    });
    // The new phone got the new link; the old link (texted to the wrong phone) opens nothing any more.
    const [text] = await joinTextsTo(h.db.db, "5556200002");
    expect(text).toContain(`/w/${next}`);
    expect(await joinTextsTo(h.db.db, "5556200001")).toHaveLength(1);
    await expectTrpcError(guest.guest.status({ token }), "NOT_FOUND");
    expect(await guest.guest.status({ token: next })).toMatchObject({ state: "waiting", hasPhone: true });

    // The join's phone rules, a clear 400 each, nothing changed.
    await expectTrpcError(
      guest.guest.correctPhone({ token: next, phone: "555620" }),
      "BAD_REQUEST",
      /10-digit/,
    );
    await expectTrpcError(
      guest.guest.correctPhone({ token: next, phone: "5551234567" }),
      "BAD_REQUEST",
      `phone: ${PHONE_NOT_REAL}`,
    );
    await expectTrpcError(
      guest.guest.correctPhone({ token: next, phone: "8765550142" }),
      "BAD_REQUEST",
      REMOTE_PHONE_NOT_TEXTABLE,
    );
    await expectTrpcError(
      guest.guest.correctPhone({ token: next, phone: "5556200002" }),
      "BAD_REQUEST",
      SAME_PHONE_AGAIN,
    );
    await expectTrpcError(guest.guest.correctPhone({ token, phone: "5556200003" }), "NOT_FOUND");
    expect(await hostRow("Wren")).toMatchObject({ phone: "5556200002" });
    expect(await guest.guest.status({ token: next })).toMatchObject({ state: "waiting" });

    // Corrections count with resends against the entry's link texts: no cycling through strangers' phones.
    let current = next;
    const max = STATUS_LINK_TEXT_RULES.maxPerEntry;
    for (let n = 2; n < max; n++)
      current = (await guest.guest.correctPhone({ token: current, phone: `55562000${10 + n}` })).token;
    await expectTrpcError(
      guest.guest.correctPhone({ token: current, phone: "5556200099" }),
      "TOO_MANY_REQUESTS",
      LINK_TEXTS_USED_UP,
    );
    expect(await joinTextsTo(h.db.db, "5556200099")).toHaveLength(0);
    expect(await guest.guest.status({ token: current })).toMatchObject({ state: "waiting" });

    // Leave the line still works with the newest link.
    expect(await guest.guest.leave({ token: current })).toMatchObject({ state: "cancelled" });
    await expectTrpcError(
      guest.guest.correctPhone({ token: current, phone: "5556200098" }),
      "CONFLICT",
      NOT_IN_LINE_ANY_MORE,
    );
  });

  it.runIf(kind === "postgres")("five Resend taps at once queue one text", async () => {
    const guest = await h.caller();
    const token = await join("Tapper", "5556300001");
    clock.advance(MINUTE);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => guest.guest.resendLink({ token })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await joinTextsTo(h.db.db, "5556300001")).toHaveLength(2);
  });
});
