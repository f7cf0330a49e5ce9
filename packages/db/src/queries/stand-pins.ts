/** People's own host-stand PINs (users.stand_pin_hash, users.stand_name): only the API's host-stand services read them. */
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../client";
import { users } from "../schema/tenancy";

/** The store's people who have a stand PIN, by name, none deactivated: the stand's lock screen. */
export async function standPeople(db: Executor, storeId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.standName })
    .from(users)
    .where(and(eq(users.storeId, storeId), isNotNull(users.standPinHash), isNull(users.deactivatedAt)))
    .orderBy(asc(users.standName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name ?? "" }));
}

/** One person's stand PIN hash, e-mail and stand name, only when they belong to the store; null otherwise or without a PIN. */
export async function standPinOf(db: Executor, storeId: string, userId: string) {
  const [row] = await db
    .select({ hash: users.standPinHash, email: users.email, name: users.standName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.storeId, storeId),
        isNotNull(users.standPinHash),
        isNull(users.deactivatedAt),
      ),
    );
  return row?.hash ? { hash: row.hash, email: row.email, name: row.name ?? row.email } : null;
}

/** A person's own stand name and PIN hash (null and null: no PIN). */
export async function saveStandPin(
  db: Executor,
  userId: string,
  pin: { name: string; hash: string } | null,
): Promise<void> {
  await db
    .update(users)
    .set({ standName: pin?.name ?? null, standPinHash: pin?.hash ?? null })
    .where(eq(users.id, userId));
}

/** What a person sees of their own stand PIN. */
export async function myStandPin(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.standName, hash: users.standPinHash })
    .from(users)
    .where(eq(users.id, userId));
  return { name: row?.name ?? null, pinSet: Boolean(row?.hash) };
}
