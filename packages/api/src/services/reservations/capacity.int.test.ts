import { randomUUID } from "node:crypto";
import { reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { reservationMessages as M } from "@seatline/domain";
import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, NOON_NY } from "../../testing/reservation-kit";

const demo = { companySlug: "demo", storeSlug: "downtown" };

/** Fires n bookings at once and answers how many succeeded and the failures' codes and messages. */
async function burst(h: Harness, n: number, slot: { date: string; time: string; partySize: number }) {
  const anon = await h.caller();
  const results = await Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      anon.public.createReservation({
        ...demo,
        ...booking({
          reservationDate: slot.date,
          reservationTime: slot.time,
          partySize: slot.partySize,
          guestName: `Guest ${i}`,
          guestPhone: `555200${String(i).padStart(4, "0")}`,
        }),
      }),
    ),
  );
  const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  return { ok: results.filter((r) => r.status === "fulfilled").length, failures };
}

async function activeIn(h: Harness, date: string, time: string) {
  return h.db.db
    .select({ partySize: reservations.partySize })
    .from(reservations)
    .where(
      and(
        eq(reservations.reservationDate, date),
        eq(reservations.reservationTime, time),
        inArray(reservations.status, ["PENDING", "CONFIRMED", "SEATED"]),
      ),
    );
}

describe.each(testDrivers())("capacity under concurrency on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    staff = await h.caller(await h.tokenFor("demo"));
  });
  afterAll(() => h.close());

  it("50 bookings at once for one slot with max 3 tables: exactly 3 succeed, the rest get 'no longer available'", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 3,
      maxPersonsPerInterval: 50,
    });
    const { ok, failures } = await burst(h, 50, { date: "2026-06-12", time: "19:00", partySize: 2 });
    expect(ok).toBe(3);
    expect(failures).toHaveLength(47);
    for (const f of failures) {
      expect(f).toBeInstanceOf(TRPCError);
      expect((f as TRPCError).code).toBe("CONFLICT");
      expect((f as TRPCError).message).toBe(M.slotFull);
    }
    expect(await activeIn(h, "2026-06-12", "19:00")).toHaveLength(3);
  });

  it("keyed, as the apps send them: 30 at once for max 3 tables, each sent twice → 3 bookings, every repeat its first answer", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 3,
      maxPersonsPerInterval: 50,
    });
    const calls = Array.from({ length: 30 }, (_, i) => ({
      key: randomUUID(),
      input: {
        ...demo,
        ...booking({
          reservationDate: "2026-06-12",
          reservationTime: "21:00",
          guestName: `Keyed ${i}`,
          guestPhone: `555210${String(i).padStart(4, "0")}`,
        }),
      },
    }));
    const send = (c: (typeof calls)[number]) =>
      h.app.inject({
        method: "POST",
        url: "/trpc/public.createReservation",
        headers: { "content-type": "application/json", "idempotency-key": c.key },
        payload: JSON.stringify(c.input),
      });
    const answers = await Promise.all([...calls.map(send), ...calls.map(send)]);
    // Each key books once or is refused twice: a repeat of a booking made answers it, byte for byte.
    for (let i = 0; i < calls.length; i++) {
      const [a, b] = [answers[i], answers[i + calls.length]];
      expect(b?.statusCode).toBe(a?.statusCode);
      if (a?.statusCode === 200) expect(b?.json()).toEqual(a.json());
      else {
        expect(a?.statusCode).toBe(409);
        expect(a?.json().error.message).toBe(M.slotFull);
      }
    }
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(6);
    expect(await activeIn(h, "2026-06-12", "21:00")).toHaveLength(3);
  });

  it("the persons cap holds too: max 10 people, parties of 4 → exactly 2", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 10,
      maxPersonsPerInterval: 10,
    });
    const { ok, failures } = await burst(h, 40, { date: "2026-06-12", time: "20:00", partySize: 4 });
    expect(ok).toBe(2);
    expect(failures.every((f) => f instanceof TRPCError && f.code === "CONFLICT")).toBe(true);
    const rows = await activeIn(h, "2026-06-12", "20:00");
    expect(rows.reduce((s, r) => s + r.partySize, 0)).toBe(8);
  });

  it("concurrent edits moving reservations into one slot cannot overbook it", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 2,
      maxPersonsPerInterval: 50,
    });
    const times = ["12:00", "12:00", "12:30", "12:30", "13:00", "13:00", "13:30", "13:30"];
    const made = [];
    for (const t of times) {
      made.push(
        await staff.reservations.create(booking({ reservationDate: "2026-06-15", reservationTime: t })),
      );
    }
    const results = await Promise.allSettled(
      made.map((r) => staff.reservations.update({ uuid: r.uuid, reservationTime: "18:00" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(await activeIn(h, "2026-06-15", "18:00")).toHaveLength(2);
  });
});
