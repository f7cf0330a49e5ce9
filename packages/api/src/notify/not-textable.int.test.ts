/**
 * Numbers no phone texts from (N11 exchanges, 555-01XX, non-geographic and unassigned area codes) are not texted:
 * the outbox row is skipped with the rule's reason and the dispatcher never sends it; a walk-in with such a phone
 * still joins (the host calls the name); the remote join, which only works by text, refuses it.
 */
import { messages, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { notTextableReasons } from "@seatline/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { expectTrpcError } from "../testing/reservation-kit";
import { createSmsDispatcher } from "./dispatcher";
import { queueText } from "./outbox";
import type { SmsProvider } from "./provider";

describe.each(testDrivers())("numbers that cannot take a text on %s", (kind) => {
  let h: Harness;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  const sent: string[] = [];
  const provider: SmsProvider = {
    name: "fake",
    from: "+15005550006",
    async send(sms) {
      sent.push(sms.to);
      return { providerMessageId: `fake-${sms.id}`, from: "+15005550006" };
    },
    async lookup() {
      return [];
    },
  };
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    const [s] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    storeId = s?.id ?? "";
  });
  afterAll(() => h.close());

  it("each is queued as skipped with its reason and never sent; a real number is sent", async () => {
    const phones: [string, string | null][] = [
      ["2124115678", notTextableReasons.serviceCode],
      ["2125550142", notTextableReasons.fictional],
      ["3725550242", notTextableReasons.nonGeographic],
      ["9625550242", notTextableReasons.nonGeographic],
      ["5002345678", notTextableReasons.nonGeographic],
      ["5332345678", notTextableReasons.nonGeographic],
      ["6002345678", notTextableReasons.nonGeographic],
      ["7002345678", notTextableReasons.nonGeographic],
      ["7102345678", notTextableReasons.nonGeographic],
      ["4562345678", notTextableReasons.nonGeographic],
      ["8802345678", notTextableReasons.nonGeographic],
      ["2125550242", null],
    ];
    await h.db.db.transaction(async (tx) => {
      for (const [toPhone] of phones)
        await queueText(tx, { storeId, kind: "test", toPhone, body: "Demo: test" }, clock.now());
    });
    await createSmsDispatcher({ db: h.db.db, provider, clock }).runOnce();
    const rows = await h.db.db.select().from(messages).where(eq(messages.kind, "test"));
    for (const [phone, reason] of phones) {
      const row = rows.find((r) => r.toPhone === phone);
      expect(row?.status, phone).toBe(reason ? "skipped" : "sent");
      expect(row?.lastError ?? null, phone).toBe(reason);
    }
    expect(sent).toEqual(["2125550242"]);
  });

  it("a walk-in with a fictional number joins untexted; the remote join refuses it", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const joined = await staff.waitlist.join({ partySize: 2, name: "Fiction", phone: "2125550142" });
    expect(joined).toBeTruthy();
    const [row] = await h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.toPhone, "2125550142"), eq(messages.kind, "join")));
    expect(row).toMatchObject({ kind: "join", status: "skipped", lastError: notTextableReasons.fictional });
    const guest = await h.caller();
    await expectTrpcError(
      guest.guest.join({
        companySlug: "demo",
        storeSlug: "downtown",
        name: "Fiction",
        partySize: 2,
        phone: "2124115678",
      }),
      "BAD_REQUEST",
    );
  });
});
