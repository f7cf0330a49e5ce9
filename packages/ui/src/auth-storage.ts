import type { AuthUser } from "./auth-types";

export const TOKEN_KEY = "seatline.token";
export const USER_KEY = "seatline.user";
export const EXPIRES_AT_KEY = "seatline.expiresAt";

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
export function readStoredToken(storage: Storage | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored session when token, user and a not-yet-passed expiry are all present; otherwise null. */
export function readStoredSession(
  now: number,
  storage: Storage | null = defaultStorage(),
): StoredSession | null {
  if (!storage) return null;
  try {
    const token = storage.getItem(TOKEN_KEY);
    const rawUser = storage.getItem(USER_KEY);
    const rawExpiry = storage.getItem(EXPIRES_AT_KEY);
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

export function writeStoredSession(session: StoredSession, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.setItem(TOKEN_KEY, session.token);
    storage?.setItem(USER_KEY, JSON.stringify(session.user));
    storage?.setItem(EXPIRES_AT_KEY, String(session.expiresAt));
  } catch {
    // Storage full or disabled: the session still lives in memory for this page.
  }
}

export function clearStoredSession(storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(USER_KEY);
    storage?.removeItem(EXPIRES_AT_KEY);
  } catch {
    // Nothing to clear.
  }
}
