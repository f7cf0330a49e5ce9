/** The audit log (docs/product.md#audit-log): who exported, erased, invited, changed a role or signed someone out. */
import { type AuditAction, auditLog, type Executor, users } from "@seatline/db";
import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

/** Written in the action's own transaction: the log has a line exactly when the action happened. */
export async function recordAudit(
  tx: Executor,
  storeId: string,
  actor: Pick<StaffScope["user"], "id" | "email"> | null,
  action: AuditAction,
  subject: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    storeId,
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? "retention (automatic)",
    action,
    subject,
    detail,
    createdAt: now,
  });
}

/** A guest as the log names them: never the phone, only its last two digits. */
export const guestSubject = (phone: string) => `guest …${phone.slice(-2)}`;

/** The store's last 200 lines, newest first. */
export async function readAuditLog(deps: AppDeps, staff: StaffScope) {
  const rows = await deps.db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      actorId: auditLog.actorUserId,
      action: auditLog.action,
      subject: auditLog.subject,
      detail: auditLog.detail,
      currentEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.storeId, staff.store.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.currentEmail ?? r.actorEmail,
    action: r.action,
    subject: r.subject,
    detail: r.detail,
  }));
}
