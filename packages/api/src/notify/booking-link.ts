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

/** A new booking page link: its URL (for the text) and the hash its row keeps (a booking stores it in its statement). */
export function newBookingLink(publicUrl: string): { url: string; tokenHash: string } {
  const token = randomBytes(24).toString("base64url");
  return { url: bookingPageUrl(publicUrl, token), tokenHash: hashBookingToken(token) };
}

/** Creates a link to a reservation's booking page inside the caller's transaction; answers its URL. */
export async function issueBookingLink(
  tx: Executor,
  r: { storeId: string; reservationId: number },
  publicUrl: string,
  now: Date,
): Promise<string> {
  const link = newBookingLink(publicUrl);
  await insertBookingLink(tx, { tokenHash: link.tokenHash, ...r, createdAt: now });
  return link.url;
}
