/**
 * No working guest link at rest: a text's body is stored with its /r/ and /w/ tokens replaced by {token}, the tokens
 * wait apart until the dispatcher sends the text (which carries the working link) and are then forgotten; the texts
 * export carries no token; migration 0009 rewrote the rows stored before.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { messages, migrationsFolder, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { booking, NOON_NY, TOMORROW } from "../testing/reservation-kit";
import { createSmsDispatcher } from "./dispatcher";
import type { OutgoingSms, SmsProvider } from "./provider";

const R_LINK = /https?:\/\/\S+\/r\/([A-Za-z0-9_-]{32})/;

describe.each(testDrivers())("guest links at rest on %s", (kind) => {
  let h: Harness;
  let storeId: string;
  const clock = manualClock(NOON_NY);
  const sent: OutgoingSms[] = [];
  const provider: SmsProvider = {
    name: "fake",
    from: "+15005550006",
    async send(sms) {
      sent.push(sms);
      return { providerMessageId: `fake-${sms.id}-${sent.length}`, from: "+15005550006" };
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

  it("the outbox stores /r/{token}; the text sent carries the working link; then no token is kept; the export has none", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    await staff.reservations.create(booking({ reservationDate: TOMORROW, reservationTime: "19:30" }));
    const [queued] = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.kind, "reservation_confirmed"))
      .orderBy(sql`${messages.id} desc`)
      .limit(1);
    expect(queued?.body).toMatch(/\/r\/\{token\}(\nReply STOP to opt out\.)?$/);
    expect(queued?.body).not.toMatch(R_LINK);
    expect(queued?.linkTokens).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await createSmsDispatcher({ db: h.db.db, provider, clock }).runOnce();
    const text = sent.find((s) => s.id === queued?.id);
    const token = R_LINK.exec(text?.body ?? "")?.[1] ?? "";
    expect(token).toBe(queued?.linkTokens);
    const guest = await h.caller();
    await expect(guest.guest.booking({ token })).resolves.toMatchObject({ reservationTime: "19:30" });

    const [after] = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.id, queued?.id ?? 0));
    expect(after).toMatchObject({ status: "sent", linkTokens: null, body: queued?.body });
    const all = await h.db.db.select().from(messages);
    expect(JSON.stringify(all)).not.toContain(token);

    const csv = await h.app.inject({
      method: "GET",
      url: `/api/reports/texts.csv?from=${TOMORROW.slice(0, 8)}01&to=${TOMORROW}`,
      headers: { authorization: `Token ${await h.tokenFor("demo")}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(token);
    const zip = await h.app.inject({
      method: "GET",
      url: "/api/reports/export.zip",
      headers: { authorization: `Token ${await h.tokenFor("demo")}` },
    });
    expect(zip.statusCode).toBe(200);
    expect(Buffer.from(zip.rawPayload).includes(token)).toBe(false);
  });

  it("migration 0009 rewrote stored bodies: the unsent keep their tokens apart, the sent keep none", async () => {
    const w = "abcdefghijklmnopqrstuvwxyz234567";
    const r = "Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9Ab3_-Zx9";
    const base = {
      storeId,
      kind: "join" as const,
      toPhone: "5552234567",
      createdAt: clock.now(),
      nextAttemptAt: clock.now(),
    };
    const [pending, done] = await h.db.db
      .insert(messages)
      .values([
        {
          ...base,
          body: `Demo: see https://s.example/w/${w} and https://s.example/r/${r}`,
          status: "pending",
        },
        { ...base, body: `Demo: see https://s.example/w/${w}`, status: "sent" },
      ])
      .returning();
    const migration = readFileSync(resolve(migrationsFolder, "0009_guest_links_at_rest.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").slice(1)) {
      await h.db.db.execute(sql.raw(statement));
    }
    const rows = await h.db.db
      .select()
      .from(messages)
      .where(sql`${messages.id} in (${pending?.id}, ${done?.id})`)
      .orderBy(messages.id);
    expect(rows.map((x) => [x.body, x.linkTokens])).toEqual([
      ["Demo: see https://s.example/w/{token} and https://s.example/r/{token}", `${w} ${r}`],
      ["Demo: see https://s.example/w/{token}", null],
    ]);
    sent.length = 0;
    await createSmsDispatcher({ db: h.db.db, provider, clock }).runOnce();
    expect(sent.find((s) => s.id === pending?.id)?.body).toBe(
      `Demo: see https://s.example/w/${w} and https://s.example/r/${r}`,
    );
  });
});
