-- People who leave are gone (docs/product.md#staff-accounts): an owner deactivates a member, who can then no longer
-- sign in, whose sessions, stand PIN and invitations end, while their row (and so their name in the audit log, on
-- seatings and notes) stays. An owner may reactivate them. Invitations now record who made them, so deactivating
-- an owner also revokes the links they made and could still hand out.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "invited_by" uuid REFERENCES "users"("id") ON DELETE set null;
