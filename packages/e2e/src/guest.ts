import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { demo, rival } from "./env";
import { trpcQuery } from "./staff-api";
import { staffToken, trpc } from "./trpc-http";

/** Guest pages are phone pages: every guest spec runs at 360×640. */
export const phoneViewport = { width: 360, height: 640 } as const;

/** Screenshots to /tmp for a person to look at, with GUEST_SHOTS=on (a run's own work otherwise). */
export async function shot(page: Page, name: string) {
  if (process.env.GUEST_SHOTS !== "on") return;
  await page.screenshot({ path: `/tmp/guest-${name}.png` });
}

/** No axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The consent line beside every guest phone field (docs/product.md#texts), in English and Spanish. */
export const TEXTING_CONSENT = {
  en: "By entering a number you agree to get texts about your visit. Msg & data rates may apply. Reply STOP to opt out.",
  es: "Al ingresar un número, acepta recibir mensajes de texto sobre su visita. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para no recibir más mensajes.",
} as const;

/**
 * A phone number no other test uses (the per-phone join limit is 5 an hour) that the textable-phone rule accepts, so a
 * remote join with it always works: the exchange's digits and the line's first are drawn from 2-9, so it is never an
 * N11 service code (211 … 911) nor a fictional 555-01XX (a uniform draw hit an N11 about once in a hundred phones).
 */
export function uniquePhone(): string {
  const digit = () => 2 + Math.floor(Math.random() * 8);
  const rest = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `555${digit()}${digit()}${digit()}${digit()}${rest}`;
}

/**
 * Joins demo/downtown from "a phone" through the API (anonymous); answers the status token. A new entry's join answers
 * `{sent: true, token}` (the page opens its status page); the token is checked against the one a host would read: the
 * store's staff looks the party up by its (unique) name and asks for its status link.
 */
export async function remoteJoin(
  request: APIRequestContext,
  guest: { name: string; phone: string; partySize?: number },
  store = { companySlug: "demo", storeSlug: "downtown" },
) {
  const res = await trpc<Record<string, unknown>>(
    request,
    "guest.join",
    { ...store, partySize: guest.partySize ?? 2, name: guest.name, phone: guest.phone },
    { mutation: true },
  );
  expect(res).toEqual({ sent: true, token: expect.stringMatching(/^[a-z2-7]{32}$/) });
  const token = await staffToken(request, store.companySlug === "rival" ? rival : demo);
  const list = await trpc<{ entries: { id: number; name: string }[] }>(request, "waitlist.list", undefined, {
    token,
  });
  const entry = list.entries.find((e) => e.name === guest.name);
  expect(entry, `${guest.name} on the waitlist`).toBeDefined();
  const link = await trpc<{ url: string }>(request, "waitlist.statusLink", { id: entry?.id ?? 0 }, { token });
  const hosts = link.url.split("/w/")[1] ?? "";
  expect(res.token).toBe(hosts);
  return hosts;
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
