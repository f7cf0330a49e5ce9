import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { trpcQuery } from "./staff-api";
import { trpc } from "./trpc-http";

/** Guest pages are phone pages: every guest spec runs at 360×640. */
export const phoneViewport = { width: 360, height: 640 } as const;

/** Screenshots go to /tmp (set GUEST_SHOTS=off to skip writing them). */
export async function shot(page: Page, name: string) {
  if (process.env.GUEST_SHOTS === "off") return;
  await page.screenshot({ path: `/tmp/guest-${name}.png` });
}

/** No axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** A phone number no other test uses (the per-phone join limit is 5 an hour). */
export function uniquePhone(): string {
  return `555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/** Joins demo/downtown from "a phone" through the API (anonymous); answers the status token. */
export async function remoteJoin(
  request: APIRequestContext,
  guest: { name: string; phone: string; partySize?: number },
  store = { companySlug: "demo", storeSlug: "downtown" },
) {
  const res = await trpc<{ token: string; existing: boolean }>(
    request,
    "guest.join",
    { ...store, partySize: guest.partySize ?? 2, name: guest.name, phone: guest.phone },
    { mutation: true },
  );
  return res.token;
}

/** The id of a waiting walk-in on the host list (names are unique per test). */
export async function waitingId(request: APIRequestContext, key: string, name: string): Promise<number> {
  const list = await trpcQuery<{ entries: { id: number; name: string }[] }>(request, key, "waitlist.list");
  const entry = list.entries.find((e) => e.name === name);
  expect(entry, `${name} on the waitlist`).toBeDefined();
  return entry?.id ?? 0;
}

/** The host alerts a party through the legacy REST path (PUT /api/host_info/notify_customer/{id}). */
export async function notifyCustomer(request: APIRequestContext, key: string, id: number) {
  const res = await request.put(`/api/host_info/notify_customer/${id}`, {
    headers: { Authorization: `Token ${key}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}
