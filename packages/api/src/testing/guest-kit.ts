/** Test helpers of the guest pages: the status link a remote join texted (it answers none). */
import { type Db, messages } from "@seatline/db";
import { GUEST_TOKEN_RE, restoreGuestLinks } from "@seatline/domain";
import { and, desc, eq } from "drizzle-orm";

/** The status texts ("join" kind) queued to a phone, newest first, as they will be sent (links filled in). */
export async function joinTextsTo(db: Db, phone: string): Promise<string[]> {
  const rows = await db
    .select({ body: messages.body, linkTokens: messages.linkTokens })
    .from(messages)
    .where(and(eq(messages.toPhone, phone), eq(messages.kind, "join")))
    .orderBy(desc(messages.id));
  return rows.map((r) => restoreGuestLinks(r.body, r.linkTokens));
}

/** The status token in the newest join text to a phone (as the guest would open it), or "" when none was sent. */
export async function textedStatusToken(db: Db, phone: string): Promise<string> {
  const [body] = await joinTextsTo(db, phone);
  const token = body?.match(/\/w\/([a-z2-7]+)/)?.[1] ?? "";
  return GUEST_TOKEN_RE.test(token) ? token : "";
}
