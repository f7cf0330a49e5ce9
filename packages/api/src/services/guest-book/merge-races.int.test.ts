/**
 * A merge of two profiles racing an edit that moves one of the merged guest's bookings to the other phone: both land,
 * never a lock cycle (guest-profiles.ts mergeGuests, lockGuestProfileRows). And a lock cycle we did not foresee still
 * answers 409, never 500 (db-conflict.ts).
 */
import { reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { initTRPC, TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { CONCURRENT_CHANGE, isConcurrentChange } from "../../db-conflict";
import { sendError } from "../../rest/errors";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, NOON_NY } from "../../testing/reservation-kit";
import { publicProcedure } from "../../trpc";

describe.each(testDrivers())("guest merge races on %s", (kind) => {
  let h: Harness;
  let staff: Awaited<ReturnType<Harness["caller"]>>;

  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) });
    staff = await h.caller(await h.tokenFor("demo"));
  });
  afterAll(() => h.close());

  const profileOf = async (uuid: string) => {
    const [row] = await h.db.db
      .select({ profileId: reservations.profileId })
      .from(reservations)
      .where(eq(reservations.uuid, uuid));
    return row?.profileId ?? null;
  };

  it("a booking's phone moved to the kept guest while the guests merge: both land, the booking ends on the kept profile", async () => {
    for (let round = 0; round < 8; round++) {
      const time = `${17 + Math.floor(round / 2)}:${round % 2 ? "30" : "00"}`;
      const keepPhone = `55544${String(round).padStart(2, "0")}001`;
      const mergePhone = `55544${String(round).padStart(2, "0")}002`;
      const kept = await staff.reservations.create(
        booking({
          guestName: "Kay Keep",
          guestPhone: keepPhone,
          guestEmail: `k${round}@example.com`,
          reservationTime: time,
        }),
      );
      const moving = await staff.reservations.create(
        booking({
          guestName: "Kay Keep",
          guestPhone: mergePhone,
          guestEmail: `m${round}@example.com`,
          reservationTime: time,
          reservationDate: "2026-06-12",
        }),
      );
      const keepId = (await profileOf(kept.uuid)) ?? 0;
      const mergeId = (await profileOf(moving.uuid)) ?? 0;
      expect(keepId).toBeGreaterThan(0);
      expect(mergeId).toBeGreaterThan(0);
      expect(mergeId).not.toBe(keepId);

      const [edit, merge] = await Promise.allSettled([
        staff.reservations.update({ uuid: moving.uuid, guestPhone: keepPhone }),
        staff.guestBook.merge({ keepId, mergeId }),
      ]);
      expect(edit.status === "rejected" ? String(edit.reason) : "fulfilled").toBe("fulfilled");
      expect(merge.status === "rejected" ? String(merge.reason) : "fulfilled").toBe("fulfilled");
      expect(await profileOf(moving.uuid)).toBe(keepId);
      const view = await staff.guestBook.profile({ profileId: keepId });
      expect(view.figures).toBeDefined();
    }
  });

  it.runIf(kind === "postgres")(
    "a real lock cycle is recognised and answers 409 over tRPC and REST",
    async () => {
      // Two transactions each lock one booking and then the other's: PostgreSQL stops one with 40P01.
      const rows = await h.db.db.select({ id: reservations.id }).from(reservations).limit(2);
      const [a, b] = rows.map((r) => r.id) as [number, number];
      let release: () => void = () => {};
      const bothHold = new Promise<void>((r) => {
        let n = 0;
        release = () => {
          n += 1;
          if (n === 2) r();
        };
      });
      const cross = (first: number, second: number) =>
        h.db.db.transaction(async (tx) => {
          await tx.execute(sql`select id from reservations where id = ${first} for update`);
          release();
          await bothHold;
          await tx.execute(sql`select id from reservations where id = ${second} for update`);
        });
      const outcomes = await Promise.allSettled([cross(a, b), cross(b, a)]);
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(failed).toHaveLength(1);
      const err = failed[0]?.reason;
      expect(isConcurrentChange(err)).toBe(true);
      expect(isConcurrentChange(new Error("something else"))).toBe(false);

      // tRPC: the procedure chain turns it into CONFLICT with the plain message.
      const t = initTRPC.create();
      const caller = t.createCallerFactory(
        t.router({
          boom: publicProcedure.mutation(() => {
            throw err;
          }),
        }),
      )({ deps: h.deps, session: null, ip: "127.0.0.1" } as never);
      const trpcErr = await caller.boom().catch((e: unknown) => e);
      expect(trpcErr).toBeInstanceOf(TRPCError);
      expect((trpcErr as TRPCError).code).toBe("CONFLICT");
      expect((trpcErr as TRPCError).message).toBe(CONCURRENT_CHANGE);

      // REST: a 409 in the path's own error shape.
      const sent: { status?: number; body?: unknown } = {};
      const reply = {
        status(code: number) {
          sent.status = code;
          return reply;
        },
        send(body: unknown) {
          sent.body = body;
          return reply;
        },
        log: { warn() {}, error() {} },
      };
      sendError(reply as never, "plain", err);
      expect(sent.status).toBe(409);
      expect(sent.body).toEqual({ detail: CONCURRENT_CHANGE, status: 409 });
    },
  );
});
