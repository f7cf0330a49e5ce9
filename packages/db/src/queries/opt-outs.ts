/** Texting opt-outs per (store, phone) (docs/architecture.md#texting). Phones are 10 digits. */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { smsOptOuts } from "../schema/texting";

export async function isOptedOut(db: Executor, storeId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.storeId, storeId), eq(smsOptOuts.phone, phone)));
  return row !== undefined;
}

export async function optOut(db: Executor, storeId: string, phone: string, at: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ storeId, phone, createdAt: at }).onConflictDoNothing();
}

export async function optIn(db: Executor, storeId: string, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(and(eq(smsOptOuts.storeId, storeId), eq(smsOptOuts.phone, phone)));
}

/** The opted-out phones among `phones` for one store (the host's "No texts: opted out" marks). */
export async function optedOutAmong(db: Executor, storeId: string, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.storeId, storeId));
  const wanted = new Set(phones);
  return new Set(rows.map((r) => r.phone).filter((p) => wanted.has(p)));
}
