/**
 * The guest's own booking page link, /r/{token} (docs/product.md#texts): 192 random bits, only its SHA-256 is stored, so the
 * database (or a backup) does not hold working links. Each text carries a fresh token for the same booking.
 * In notify/ because a link is made only to go out in a text: the reminders queued here make them as well as the
 * booking services above, which import it from here.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Executor, insertBookingLink } from "@seatline/db";
import { bookingPagePath } from "@seatline/domain";

export function hashBookingToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function bookingPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${bookingPagePath(token)}`;
}

/** Creates a link to a reservation's booking page inside the caller's transaction; answers its URL. */
export async function issueBookingLink(
  tx: Executor,
  r: { storeId: string; reservationId: number },
  publicUrl: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await insertBookingLink(tx, { tokenHash: hashBookingToken(token), ...r, createdAt: now });
  return bookingPageUrl(publicUrl, token);
}
