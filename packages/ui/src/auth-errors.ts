import { httpStatusOf, trpcErrorCode } from "./trpc-wire";

/** docs/product.md#errors: the alert shown when signing in fails. */
export const LOGIN_FAILED_MESSAGE = "Please try a different username or password.";
export const DEFAULT_SUPPORT_EMAIL = "support@seatline.dev";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a moment and try again.";

/** docs/product.md#errors: the alert for a user who belongs to no company or store. */
export function notMemberMessage(supportEmail?: string | null): string {
  const email = supportEmail?.trim() ? supportEmail.trim() : DEFAULT_SUPPORT_EMAIL;
  return `You are not a member of any locations. Please contact support at ${email}.`;
}

export function isUnauthorizedError(error: unknown): boolean {
  return trpcErrorCode(error) === "UNAUTHORIZED";
}

/** Any failure reads as the documented login alert, except rate limiting, which says so. */
export function loginErrorMessage(error: unknown): string {
  if (trpcErrorCode(error) === "TOO_MANY_REQUESTS") {
    return error instanceof Error && error.message ? error.message : TOO_MANY_ATTEMPTS_MESSAGE;
  }
  // A rate limiter in front of tRPC answers 429 without a tRPC error body.
  if (httpStatusOf(error) === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  return LOGIN_FAILED_MESSAGE;
}
