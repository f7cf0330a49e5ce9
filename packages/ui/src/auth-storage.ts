import type { AuthUser } from "./auth-types";

export const TOKEN_KEY = "seatline.token";
export const USER_KEY = "seatline.user";
export const EXPIRES_AT_KEY = "seatline.expiresAt";

/** Where a session is kept in storage. */
export interface SessionKeys {
  token: string;
  user: string;
  expiresAt: string;
}
/** A person's session (the staff console). */
export const PERSON_KEYS: SessionKeys = { token: TOKEN_KEY, user: USER_KEY, expiresAt: EXPIRES_AT_KEY };
/**
 * A kiosk's device session, kept apart: the staff console on the same origin never finds the kiosk's token, and
 * signing in there never replaces it (docs/architecture.md "Device sessions").
 */
export const KIOSK_KEYS: SessionKeys = {
  token: "seatline.kiosk.token",
  user: "seatline.kiosk.user",
  expiresAt: "seatline.kiosk.expiresAt",
};
/**
 * A host stand's device session (the staff console on an iPad a manager paired): kept apart from a person's, so a
 * person signing in on the stand's browser never replaces it, and it never becomes theirs.
 */
export const STAND_KEYS: SessionKeys = {
  token: "seatline.stand.token",
  user: "seatline.stand.user",
  expiresAt: "seatline.stand.expiresAt",
};
export type DeviceKind = "kiosk" | "stand";
export const sessionKeys = (device?: DeviceKind): SessionKeys =>
  device === "kiosk" ? KIOSK_KEYS : device === "stand" ? STAND_KEYS : PERSON_KEYS;

/** docs/product.md#signing-in, #limits: login stores an expiry of 24 hours; auto-logout after 3600*24 seconds. */
export const SESSION_TTL_MS = 3600 * 24 * 1000;

export interface StoredSession {
  token: string;
  user: AuthUser;
  expiresAt: number;
}

export function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.email === "string";
}

/** Epoch milliseconds; an ISO date string is accepted too. */
function parseExpiry(raw: string): number {
  const asNumber = Number(raw);
  return Number.isFinite(asNumber) ? asNumber : Date.parse(raw);
}

/** The stored token, or null when absent (used per request by the tRPC client). */
export function readStoredToken(
  storage: Storage | null = defaultStorage(),
  keys: SessionKeys = PERSON_KEYS,
): string | null {
  try {
    return storage?.getItem(keys.token) ?? null;
  } catch {
    return null;
  }
}

/** The stored session when token, user and a not-yet-passed expiry are all present; otherwise null. */
export function readStoredSession(
  now: number,
  storage: Storage | null = defaultStorage(),
  keys: SessionKeys = PERSON_KEYS,
): StoredSession | null {
  if (!storage) return null;
  try {
    const token = storage.getItem(keys.token);
    const rawUser = storage.getItem(keys.user);
    const rawExpiry = storage.getItem(keys.expiresAt);
    if (!token || !rawUser || !rawExpiry) return null;
    const expiresAt = parseExpiry(rawExpiry);
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
    const user: unknown = JSON.parse(rawUser);
    if (!isAuthUser(user)) return null;
    return { token, user: { id: user.id, email: user.email }, expiresAt };
  } catch {
    return null;
  }
}

export function writeStoredSession(
  session: StoredSession,
  storage: Storage | null = defaultStorage(),
  keys: SessionKeys = PERSON_KEYS,
): void {
  try {
    storage?.setItem(keys.token, session.token);
    storage?.setItem(keys.user, JSON.stringify(session.user));
    storage?.setItem(keys.expiresAt, String(session.expiresAt));
  } catch {
    // Storage full or disabled: the session still lives in memory for this page.
  }
}

export function clearStoredSession(
  storage: Storage | null = defaultStorage(),
  keys: SessionKeys = PERSON_KEYS,
): void {
  try {
    storage?.removeItem(keys.token);
    storage?.removeItem(keys.user);
    storage?.removeItem(keys.expiresAt);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A kiosk from before device sessions kept a person's session under the person's keys. Moved to the kiosk's keys
 * once, it is then found, recognised by auth.me as a person's and signed out with the pairing notice (require-auth).
 */
export function adoptLegacyKioskSession(storage: Storage | null = defaultStorage()): void {
  try {
    if (!storage || storage.getItem(KIOSK_KEYS.token) !== null) return;
    const token = storage.getItem(PERSON_KEYS.token);
    const user = storage.getItem(PERSON_KEYS.user);
    const expiresAt = storage.getItem(PERSON_KEYS.expiresAt);
    if (!token || !user || !expiresAt) return;
    storage.setItem(KIOSK_KEYS.token, token);
    storage.setItem(KIOSK_KEYS.user, user);
    storage.setItem(KIOSK_KEYS.expiresAt, expiresAt);
    clearStoredSession(storage, PERSON_KEYS);
  } catch {
    // No storage: nothing to adopt.
  }
}
