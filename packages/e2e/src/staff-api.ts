import { type APIRequestContext, expect } from "@playwright/test";

/** A staff session key from the legacy sign-in (POST /api/dj-rest-auth/login/). */
export async function apiKey(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post("/api/dj-rest-auth/login/", { data: who });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { key: string };
  return body.key;
}

export interface WalkIn {
  name: string;
  phone?: string | null;
  partySize?: number;
}

/** Joins the waitlist through the legacy REST path the kiosk tablets of old use; answers the created entry. */
export async function joinWalkIn(request: APIRequestContext, key: string, guest: WalkIn) {
  const res = await request.post("/api/host_info/waiting_customers", {
    headers: { Authorization: `Token ${key}` },
    data: {
      customer_name: guest.name,
      customer_number: guest.phone ?? null,
      party_size: guest.partySize ?? 2,
      first_available: 1,
      indoor_area: 0,
      bar_area: 0,
      outdoor_area: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; ticket_id: string };
}

async function trpcResult<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A tRPC query with a Bearer token. */
export async function trpcQuery<T>(request: APIRequestContext, key: string, path: string, input?: unknown) {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await request.get(`/trpc/${path}${qs}`, { headers: { Authorization: `Bearer ${key}` } });
  return trpcResult<T>(res);
}

/** A tRPC mutation with a Bearer token. */
export async function trpcMutation<T>(
  request: APIRequestContext,
  key: string,
  path: string,
  input?: unknown,
) {
  const res = await request.post(`/trpc/${path}`, {
    headers: { Authorization: `Bearer ${key}` },
    data: input ?? {},
  });
  return trpcResult<T>(res);
}

/** Today's first reservation time still open for a party of 2 (store time); null late in the evening. */
export async function firstSlotToday(request: APIRequestContext, key: string) {
  const { date } = await trpcQuery<{ date: string }>(request, key, "waitlist.list");
  const windows = await trpcQuery<{ time: string; available: boolean }[]>(
    request,
    key,
    "reservations.timeSlots",
    { date, partySize: 2 },
  );
  const slot = windows.find((w) => w.available);
  return slot ? { date, time: slot.time } : null;
}

/**
 * Books a reservation for today at the first available time (store time); null when none is left today
 * (late in the evening), so a test can skip.
 */
export async function bookToday(request: APIRequestContext, key: string, guestName: string) {
  const slot = await firstSlotToday(request, key);
  if (!slot) return null;
  return trpcMutation<{ uuid: string; reservationTime: string }>(request, key, "reservations.create", {
    reservationDate: slot.date,
    reservationTime: slot.time,
    partySize: 2,
    guestName,
    guestPhone: "5552230000",
    seatingPreference: "indoor",
    specialRequests: "",
  });
}

/** A name no other test uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}
