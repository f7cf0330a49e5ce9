/**
 * The guest's own notify page link, /n/{token} (docs/product.md#notify-me): 192 random bits, only the SHA-256 is kept
 * on the request. Each text about the request carries a fresh token (the latest link opens the page), so the token
 * is never stored at rest beyond the outbox's wait to send it.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Executor, updateNotifyRequest } from "@seatline/db";
import { notifyPagePath } from "@seatline/domain";

export function hashNotifyToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newNotifyToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, tokenHash: hashNotifyToken(token) };
}

export function notifyPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${notifyPagePath(token)}`;
}

/** A fresh link for a request (the previous one stops opening the page); answers its URL. */
export async function reissueNotifyLink(
  tx: Executor,
  storeId: string,
  requestId: number,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newNotifyToken();
  await updateNotifyRequest(tx, storeId, requestId, { tokenHash, updatedAt: now });
  return notifyPageUrl(publicUrl, token);
}
