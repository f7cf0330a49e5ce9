/**
 * The bench's bare baseline for the public booking (apps/server/bench/bare-server.ts, POST /book): postgres.js
 * without the ORM, the least work the same answer needs. One transaction: the phone's lock then the store-and-date
 * lock (the order every booking takes them in), one read of what the checks need (the phone's upcoming bookings, the
 * date's active ones), the per-phone cap and the slot's capacity, then one statement that inserts the booking, its
 * booking-page link, its confirmation text (unless the phone opted out) and notifies. The store's capacity settings
 * are read once per store (they do not change during a bench run).
 */
import { createHash, randomBytes } from "node:crypto";
import { fitsInSlot, PUBLIC_BOOKINGS_PER_PHONE, slotUsage } from "@seatline/domain";
import postgres from "postgres";

export interface BareBooking {
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestName: string;
  guestPhone: string;
}

export type BareBookingAnswer =
  | { status: 200; row: Record<string, unknown> }
  | { status: 409; reason: string };

export function createBareBookingDb(url: string, poolMax: number) {
  const sql = postgres(url, { max: poolMax, onnotice: () => {} });
  const capacity = new Map<string, { maxTablesPerInterval: number; maxPersonsPerInterval: number }>();
  const capacityOf = async (store: string) => {
    const known = capacity.get(store);
    if (known) return known;
    const [c] = await sql`select max_tables_per_interval, max_persons_per_interval from reservation_configs
      where store_id = ${store}`;
    const cap = {
      maxTablesPerInterval: Number(c?.max_tables_per_interval ?? 0),
      maxPersonsPerInterval: Number(c?.max_persons_per_interval ?? 0),
    };
    capacity.set(store, cap);
    return cap;
  };
  return {
    book: async (store: string, b: BareBooking, today: string): Promise<BareBookingAnswer> => {
      const cap = await capacityOf(store);
      const token = randomBytes(24).toString("base64url");
      const tokenHash = createHash("sha256").update(token).digest("hex");
      const event = JSON.stringify({ storeId: store, topic: "reservations" });
      return sql.begin(async (tx) => {
        // The keys every booking takes (packages/db/sql/functions), phone first.
        await tx`select seatline_lock_store_phone(${store}, ${b.guestPhone}),
          seatline_lock_store_date(${store}, ${b.reservationDate})`;
        const rows =
          await tx`select reservation_date, reservation_time, party_size, guest_phone from reservations
          where store_id = ${store} and status in ('PENDING', 'CONFIRMED')
            and (reservation_date = ${b.reservationDate}
              or (guest_phone = ${b.guestPhone} and reservation_date >= ${today}))`;
        const upcoming = rows.filter((r) => r.guest_phone === b.guestPhone).length;
        if (upcoming >= PUBLIC_BOOKINGS_PER_PHONE)
          return { status: 409, reason: "too many for phone" } as const;
        const onDate = rows
          .filter((r) => r.reservation_date === b.reservationDate)
          .map((r) => ({ reservationTime: String(r.reservation_time), partySize: Number(r.party_size) }));
        if (!fitsInSlot(slotUsage(b.reservationTime, onDate, cap), b.partySize))
          return { status: 409, reason: "slot full" } as const;
        const body = `Your table for ${b.partySize} on ${b.reservationDate} at ${b.reservationTime} is confirmed.`;
        const [row] = await tx`with booking as (
            insert into reservations (store_id, reservation_date, reservation_time, party_size, guest_name,
              guest_phone, status, source)
            values (${store}, ${b.reservationDate}, ${b.reservationTime}, ${b.partySize}, ${b.guestName},
              ${b.guestPhone}, 'CONFIRMED', 'public')
            returning *),
          link as (
            insert into booking_links (token_hash, store_id, reservation_id)
            select ${tokenHash}, ${store}, id from booking),
          text as (
            insert into messages (store_id, kind, to_phone, body, reservation_id)
            select ${store}, 'reservation_confirmed', ${b.guestPhone}, ${body}, id from booking
            where not exists (select 1 from sms_opt_outs o where o.phone = ${b.guestPhone}
              and o.scope = (select coalesce(sms_from, 'shared') from stores where id = ${store})))
          select booking.*, pg_notify('seatline_events', ${event}) from booking`;
        return { status: 200, row: row ?? {} } as const;
      });
    },
    end: () => sql.end({ timeout: 2 }),
  };
}
