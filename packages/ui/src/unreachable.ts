import { trpcErrorCode } from "./trpc-error-code";
import { httpStatusOf } from "./trpc-wire";

/**
 * Did the call fail because the server could not be reached (no answer, or a gateway's 502/503/504)? The kiosk then
 * takes the join offline and the host console queues the change; an answer from the server is shown as before.
 */
export function isUnreachable(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined) return trpcErrorCode(error) === undefined;
  return status === 502 || status === 503 || status === 504;
}
