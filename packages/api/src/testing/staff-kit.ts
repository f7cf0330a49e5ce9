/** Staff accounts of other roles beside the demo store's owner, for the role tests. */
import { hashPassword, stores, users } from "@seatline/db";
import type { StaffRole } from "@seatline/domain";
import { eq } from "drizzle-orm";
import type { Harness } from "./harness";

/** The demo owner's password: a member made here can also open the kiosk's host screen with it. */
export const STAFF_PASSWORD = "seatline-demo";

/**
 * Adds a signed-up member of the demo store (legacy id 1001) with this role and answers a session token of theirs.
 * The e-mail defaults to `{role}@demo.example`.
 */
export async function staffTokenFor(
  h: Harness,
  role: StaffRole,
  email = `${role}@demo.example`,
): Promise<string> {
  const [store] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
  if (!store) throw new Error("no demo store");
  await h.db.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      companyId: store.companyId,
      storeId: store.id,
      role,
    })
    .onConflictDoNothing();
  const res = await (await h.caller()).auth.login({ email, password: STAFF_PASSWORD });
  return res.token;
}
