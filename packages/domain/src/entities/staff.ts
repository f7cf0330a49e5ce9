/** Inputs of the owner's staff accounts (docs/product.md#staff-accounts) and of accepting an invitation. */
import { z } from "zod";
import { staffRoles } from "../staff-roles";

export const staffRoleSchema = z.enum(staffRoles);

export const inviteStaffInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254)
    .email("Enter a valid e-mail address"),
  role: staffRoleSchema,
});
export type InviteStaffInput = z.infer<typeof inviteStaffInput>;

export const staffMemberInput = z.object({ userId: z.uuid() });

export const staffInviteInput = z.object({ inviteId: z.uuid() });

export const changeStaffRoleInput = z.object({ userId: z.uuid(), role: staffRoleSchema });
export type ChangeStaffRoleInput = z.infer<typeof changeStaffRoleInput>;

/** The token of an invitation link (256 random bits, base32). */
const inviteToken = z.string().regex(/^[a-z2-7]{16,128}$/, "This invitation link is not valid.");

export const inviteTokenInput = z.object({ token: inviteToken });

/** A member's own password: at least 10 characters (they sign in with it at the console and the kiosk). */
export const PASSWORD_MIN = 10;
export const acceptInviteInput = z.object({
  token: inviteToken,
  password: z
    .string()
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
    .max(256, "Use at most 256 characters"),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_INVALID =
  "This invitation link is not valid or has expired. Ask the owner for a new one.";
/**
 * Accepting an invitation for an address that already has a Seatline account. Sign-in is by e-mail alone, so one
 * address is one account; only the invitee (who holds the link) sees this, never the owner who invited.
 */
export const INVITE_HAS_ACCOUNT =
  "This e-mail address already has a Seatline account. Ask the owner to invite another address.";
