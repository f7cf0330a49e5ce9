/** Staff accountability and guest privacy (docs/product.md#guest-privacy): the audit log and the retention setting. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores, users } from "./tenancy";

export const auditActions = [
  "guest.export",
  "guest.erase",
  "guest.retention",
  "staff.invite",
  "staff.invite_revoke",
  "staff.role",
  "staff.revoke",
  "staff.deactivate",
  "staff.reactivate",
  "privacy.settings",
  "guest.sensitive_view",
  "stand.unlock",
  /** A host texted a guest words of their own (the words stay in the outbox, not here). */
  "guest.text",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Who did what sensitive thing, when. Never holds a guest's name, phone or note: an erased guest leaves no trace here
 * either (the subject of a guest action is the phone's last two digits).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** Null for the retention sweep (no person) or once the account was deleted. */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was at the time: the log still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    subject: text("subject").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_store_idx").on(t.storeId, t.createdAt)],
);

/** A store's retention: guests not seen for this many months are anonymised by the daily sweep (0: never). */
export const privacySettings = pgTable("privacy_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  retentionMonths: integer("retention_months").notNull().default(24),
  /** When the sweep last ran for this store (it runs once a day per store, whichever process gets there). */
  lastSweepAt: timestamp("last_sweep_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
