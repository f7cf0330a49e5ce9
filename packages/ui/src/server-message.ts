import { TRPCClientError } from "@trpc/client";
import { trpcErrorCode } from "./trpc-error-code";

/**
 * The server's own message of a failed call (docs/product.md#errors, "system message"), when it has one worth showing: a tRPC
 * error answered by the server, not a network failure or an internal error.
 */
/**
 * Whether a failed call got no answer at all (offline, timed out, the connection dropped): the request may not have
 * reached the server, or its answer was lost. A retry with the same Idempotency-Key is then safe (never written twice).
 */
export function wasNotAnswered(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  if (trpcErrorCode(error) !== undefined) return false;
  // A body that was not tRPC's JSON (a proxy's error page) is an answer.
  return !(error.cause instanceof SyntaxError) && httpStatus(error) === undefined;
}

function httpStatus(error: { meta?: Record<string, unknown> }): number | undefined {
  const response: unknown = error.meta?.response;
  if (typeof response === "object" && response !== null && "status" in response) {
    const status: unknown = response.status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

export function serverMessage(error: unknown): string | null {
  const code = trpcErrorCode(error);
  if (!(error instanceof TRPCClientError) || code === undefined || code === "INTERNAL_SERVER_ERROR")
    return null;
  const message = error.message.trim();
  return message.length > 0 ? message : null;
}
