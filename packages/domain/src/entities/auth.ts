import { z } from "zod";

export const loginInput = z.object({
  email: z.string().trim().min(1, "Email is required").max(254).toLowerCase(),
  password: z.string().min(1, "Password is required").max(256),
  /**
   * Signs a device in instead of a person (docs/architecture.md "Device sessions"): a kiosk's session may call only
   * the guest-facing procedures, and its host screen only after the server's PIN check; a host stand's, the door's
   * procedures as the person whose own PIN opened it.
   */
  device: z.enum(["kiosk", "stand"]).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const LOGIN_FAILED = "Please try a different username or password.";
export const noLocationMessage = (supportEmail: string) =>
  `You are not a member of any locations. Please contact support at ${supportEmail}.`;

/** docs/product.md#signing-in: a session lasts 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
