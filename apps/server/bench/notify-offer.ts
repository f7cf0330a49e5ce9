/**
 * The notify list's bench row (docs/product.md#notify-me): a booking of a full time is cancelled and the first guest
 * on the list (whose phone confirmed its request, as its reply 1 does) is offered the table. Measured from the cancel's request to the offer text standing in the outbox
 * (queued in the cancel's own transaction, so it is there when the cancel answers; the poll proves it).
 */
import { performance } from "node:perf_hooks";
import { type Database, hasOfferTextTo, markNotifyPhoneConfirmed } from "@seatline/db";
import { addDays } from "@seatline/domain";
import { percentile } from "./report";

async function trpcPost(base: string, token: string, path: string, input: unknown): Promise<unknown> {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data?: unknown }; error?: { message?: string } };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.error?.message ?? ""}`);
  return body.result?.data;
}

export async function measureCancelToOffer(o: {
  base: string;
  token: string;
  db: Database;
  companySlug: string;
  storeSlug: string;
  today: string;
  samples: number;
  /** Tables per slot (the store's setting): a slot is full after this many bookings. */
  tables: number;
}): Promise<string> {
  const latencies: number[] = [];
  // Offers are not texted in quiet hours (21:00-09:00 store time) by default, and the bench runs at any hour: the
  // store's defaults (hold 10, cutoff 60) with quiet hours off.
  await trpcPost(o.base, o.token, "notify.updateSettings", {
    holdMinutes: 10,
    cutoffMinutes: 60,
    quietHours: false,
  });
  for (let i = 0; i < o.samples; i++) {
    // A date and time of its own per sample, inside the public page's horizon and after the booking row's days (run.ts
    // bookingDates); filled until the slot refuses.
    const date = addDays(o.today, 80 + Math.floor(i / 8));
    const time = `${12 + (i % 8)}:00`;
    const uuids: string[] = [];
    let refusal = "";
    for (let k = 0; k < o.tables + 8; k++) {
      try {
        const r = (await trpcPost(o.base, o.token, "reservations.create", {
          reservationDate: date,
          reservationTime: time,
          partySize: 2,
          guestName: `Full ${i}-${k}`,
          guestPhone: `555${String(3_000_000 + i * 20 + k)}`,
          seatingPreference: "first_available",
          specialRequests: "",
        })) as { uuid: string };
        uuids.push(r.uuid);
      } catch (err) {
        refusal = (err as Error).message;
        break;
      }
    }
    if (uuids.length === 0)
      throw new Error(`sample ${i}: ${date} ${time} refused its first booking: ${refusal}`);
    const phone = `555${String(4_000_000 + i)}`;
    await trpcPost(o.base, o.token, "public.notify.request", {
      companySlug: o.companySlug,
      storeSlug: o.storeSlug,
      requestDate: date,
      partySize: 2,
      windowStart: time,
      windowEnd: time,
      guestName: `Waiting ${i}`,
      guestPhone: phone,
    });
    await markNotifyPhoneConfirmed(o.db.db, phone, new Date());
    const start = performance.now();
    await trpcPost(o.base, o.token, "reservations.setStatus", { uuid: uuids[0], status: "CANCELLED" });
    for (let tries = 0; ; tries++) {
      if (await hasOfferTextTo(o.db.db, phone)) break;
      if (tries > 500) throw new Error(`no offer text for sample ${i}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return `${"notify: cancel -> offer text queued".padEnd(38)}${"-".padStart(8)}${percentile(latencies, 50).toFixed(1).padStart(9)}${percentile(latencies, 99).toFixed(1).padStart(8)}          (n=${o.samples} sequential cancellations of a full time)`;
}
