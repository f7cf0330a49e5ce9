/** Contract specs of the reservation_info operations (see contract-kit.ts). */
import { randomUUID } from "node:crypto";
import type { Api, OpSpec, Req } from "./contract-kit";
import { dayAfter } from "./contract-kit";

const R = "/api/reservation_info";
const own = { legacy_store_id: 1001 };
const config = {
  new_reservations_enabled: true,
  reservation_interval_minutes: 30,
  max_tables_per_interval: 10,
  max_persons_per_interval: 50,
};

export function reservationInfoSpecs(api: Api): OpSpec[] {
  let n = 0;
  const ok = async (path: string, req: Req) => {
    const res = await api.send("POST", `${R}/${path}`, req);
    if (res.statusCode >= 300) throw new Error(`setup ${path}: ${res.statusCode} ${res.body}`);
    return (res.json() as { payload: Record<string, unknown> }).payload;
  };
  /** A booking on its own day (no capacity clash); `phone` the guest's (3 upcoming public bookings per phone). */
  const booking = (phone?: string) => {
    n += 1;
    return {
      ...own,
      reservation_date: dayAfter(1 + (n % 60)),
      reservation_time: "18:00",
      party_size: 2,
      guest_name: `Contract Guest ${n}`,
      guest_phone: phone ?? `212555${String(2000 + n).padStart(4, "0")}`,
      guest_email: "",
      seating_preference: "bar",
      special_requests: "",
    };
  };
  /** A staff booking, after the given status change. */
  const reservation = async (status?: string) => {
    const { uuid } = (await ok("create_reservation", { body: booking() })) as { uuid: string };
    if (status) await ok("update_reservation", { body: { ...own, uuid, status } });
    return uuid;
  };
  const link = async () => {
    n += 1;
    return (await ok("post_store_access_link", { body: { ...own, link_code: `contract-${n}` } })) as {
      uuid: string;
      link_code: string;
    };
  };
  const publicGet = (op: string, valid: Req["query"], bad: Req["query"]): OpSpec => ({
    op,
    valid: () => ({ auth: "none", query: valid }),
    bad: () => ({ auth: "none", query: bad }),
  });
  const byLegacy = (op: string): OpSpec => ({
    op,
    valid: () => ({ query: own }),
    bad: () => ({ query: { legacy_store_id: "abc" } }),
  });
  const unknownUuid = (): Req => ({ body: { ...own, uuid: randomUUID() } });
  const date = dayAfter(1);

  return [
    {
      op: "updateStoreConfig",
      valid: () => ({ body: { ...own, ...config } }),
      bad: () => ({ body: { ...own, ...config, reservation_interval_minutes: 7 } }),
    },
    {
      op: "getReservationsByDate",
      valid: () => ({ query: { company: "demo", ...own, date } }),
      bad: () => ({ query: { company: "demo", ...own, date: "June" } }),
    },
    {
      op: "createReservation",
      valid: () => ({ auth: "none", body: booking() }),
      bad: () => ({ auth: "none", body: { ...booking(), party_size: 0 } }),
      other: () => ({ body: { ...booking(), legacy_store_id: 2001 } }),
      conflict: async () => {
        const phone = "2125559876";
        for (let i = 0; i < 3; i++) {
          const res = await api.send("POST", `${R}/create_reservation`, {
            auth: "none",
            body: booking(phone),
          });
          if (res.statusCode !== 200) throw new Error(`setup booking ${i}: ${res.statusCode} ${res.body}`);
        }
        return { auth: "none", body: booking(phone) };
      },
    },
    {
      op: "updateReservation",
      valid: async () => ({ body: { ...own, uuid: await reservation(), status: "CANCELLED" } }),
      bad: async () => ({ body: { ...own, uuid: await reservation(), status: "GONE" } }),
      unknown: () => ({ body: { ...(unknownUuid().body as object), status: "CANCELLED" } }),
      conflict: async () => ({ body: { ...own, uuid: await reservation("CANCELLED"), status: "CONFIRMED" } }),
    },
    {
      op: "sendCourtesyNotification",
      valid: async () => ({ body: { ...own, uuid: await reservation() } }),
      bad: () => ({ body: { ...own, uuid: "nope" } }),
      unknown: unknownUuid,
      conflict: async () => ({ body: { ...own, uuid: await reservation("CANCELLED") } }),
    },
    publicGet(
      "getReservationTimeWindowsByDate",
      { company: "demo", ...own, date, party_size: 2 },
      { company: "demo", ...own, date: "June" },
    ),
    {
      ...publicGet(
        "getStoreDetailsByDate",
        { company_slug: "demo", store_slug: "downtown" },
        { company_slug: "demo" },
      ),
      unknown: () => ({ auth: "none", query: { company_slug: "demo", store_slug: "nowhere" } }),
    },
    {
      ...publicGet("getBlackoutDates", own, { legacy_store_id: "abc" }),
      unknown: () => ({ auth: "none", query: { legacy_store_id: 999_999 } }),
    },
    {
      op: "createBlackoutDate",
      valid: () => ({ body: { ...own, date: dayAfter(200) } }),
      bad: () => ({ body: { ...own, date: "June" } }),
    },
    {
      op: "deleteBlackoutDate",
      valid: async () => {
        await ok("create_blackout_date", { body: { ...own, date: dayAfter(201) } });
        return { body: { ...own, date: dayAfter(201) } };
      },
      bad: () => ({ body: { ...own, date: "June" } }),
    },
    byLegacy("getReservationConfigs"),
    byLegacy("getStoreAccessLinks"),
    {
      op: "postStoreAccessLink",
      valid: () => ({ body: { ...own, link_code: `fresh-${++n}` } }),
      bad: () => ({ body: { ...own, link_code: "a/b" } }),
      conflict: async () => ({ body: { ...own, link_code: (await link()).link_code } }),
    },
    {
      op: "deleteStoreAccessLink",
      valid: async () => ({ body: { ...own, uuid: (await link()).uuid } }),
      bad: () => ({ body: { ...own, uuid: "nope" } }),
    },
  ];
}
