import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A 256-bit random bearer token (Lucia's session guide). */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Only this hash is stored: a leaked sessions table yields no usable token. */
export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Reads `Bearer <token>` or the legacy `Token <key>`; anything else is no token. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^(Bearer|Token)\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return m?.[2] ?? null;
}
