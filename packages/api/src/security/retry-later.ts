/**
 * A service's 429 that knows when a retry can pass (a counter's window end): tRPC's answer carries it as Retry-After
 * (http.ts), so a client can wait exactly that long.
 */
import { DomainError } from "@seatline/domain";

export class RetryLater extends DomainError {
  constructor(
    message: string,
    /** Whole seconds, at least 1. */
    readonly retryAfterS: number,
  ) {
    super("TOO_MANY_REQUESTS", message);
  }
}

/** The longest Retry-After among a response's errors (a batch's calls), in seconds; null when none carries one. */
export function retryAfterOf(errors: readonly { cause?: unknown }[]): number | null {
  let longest: number | null = null;
  for (const { cause } of errors)
    if (cause instanceof RetryLater) longest = Math.max(longest ?? 0, cause.retryAfterS);
  return longest;
}
