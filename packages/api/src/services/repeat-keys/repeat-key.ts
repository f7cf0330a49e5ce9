/**
 * The client's `Idempotency-Key` and what the server keeps of it (docs/architecture.md "Writes safe to repeat"): the
 * key is never stored. Its SHA-256 finds the row; an HMAC keyed by it fingerprints the call (so a key reused for
 * another request is told apart without keeping the request, which may hold a PIN); the answer is sealed with
 * AES-256-GCM under a key derived from it. Whoever reads the table without the client's key learns nothing of the
 * calls or their answers (guest names and phones among them).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { badRequest } from "@seatline/domain";
import type { SessionInfo } from "../auth/types";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** 128 random bits or more: a UUID (36), 22+ base64url characters or 32+ hex digits all fit; at most 128 characters. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;
export const BAD_KEY_MESSAGE =
  "The Idempotency-Key header must be 22 to 128 letters, digits, '-' or '_' (a random UUID works).";
export const KEY_REUSED_MESSAGE = "This request key was already used for a different request.";

/** The header's key, or a 400 when it is sent but malformed (sent twice, too short, other characters). */
export function parseRepeatKey(header: unknown): string {
  if (typeof header !== "string" || !KEY_SHAPE.test(header)) throw badRequest(BAD_KEY_MESSAGE);
  return header;
}

/**
 * Whose key it is. A staff session's user at its store: a user's keys never meet another user's or another store's.
 * Everyone else (guests, the public pages, the kiosk's signed-out calls) shares `public`: an anonymous caller has no
 * identity but the key itself, 128 random bits only its client knows, and the fingerprint binds the key to the exact
 * call (the store's slugs or the guest's token are in the body), so a key sent to another store or with another body
 * is a 422, never that store's answer.
 */
export function repeatScope(session: SessionInfo | null): { scope: string; storeId: string | null } {
  if (session?.store)
    return { scope: `staff:${session.store.id}:${session.user.id}`, storeId: session.store.id };
  if (session) return { scope: `user:${session.user.id}`, storeId: null };
  return { scope: "public", storeId: null };
}

export interface RepeatKeySecrets {
  keyHash: string;
  /** HMAC of the call under the client's key: the same call and body give the same fingerprint. */
  fingerprint(call: string, body: unknown): string;
  seal(answer: unknown): string;
  /**
   * 31 bits for what a keyed statement made (the id it records XOR this): derived from the key, never stored, so the
   * recorded id reads as a random number without the key.
   */
  mask: number;
  /** The sealed answer; throws when it was not sealed under this key and scope. */
  open(sealed: string): unknown;
}

export function repeatKeySecrets(key: string, scope: string): RepeatKeySecrets {
  const keyHash = createHash("sha256").update(key).digest("hex");
  // HKDF's first 64 bytes do not depend on the length asked for: the seal and MAC keys are those of 64.
  const derived = Buffer.from(hkdfSync("sha256", key, "seatline idempotency key", scope, 68));
  const sealKey = derived.subarray(0, 32);
  const macKey = derived.subarray(32, 64);
  const aad = Buffer.from(`${scope}\n${keyHash}`);
  return {
    keyHash,
    mask: derived.readUInt32BE(64) & 0x7fffffff,
    fingerprint: (call, body) =>
      createHmac("sha256", macKey)
        .update(`${call}\n${canonicalJson(body)}`)
        .digest("base64url"),
    seal(answer) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(answer), "utf8"), cipher.final()]);
      return [
        "v1",
        iv.toString("base64url"),
        body.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== "v1" || !iv || body === undefined || !tag) throw new Error("unknown sealed answer");
      const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"))
        .setAAD(aad)
        .setAuthTag(Buffer.from(tag, "base64url"));
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
      return JSON.parse(text);
    },
  };
}

/** JSON with object keys sorted, so a client's key order does not make the same request look different. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }) ?? "null"
  );
}
