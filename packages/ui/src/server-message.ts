import { TRPCClientError } from "@trpc/client";
import { trpcErrorCode } from "./trpc-error-code";

/**
 * The server's own message of a failed call (docs/product.md#errors, "system message"), when it has one worth showing: a tRPC
 * error answered by the server, not a network failure or an internal error.
 */
export function serverMessage(error: unknown): string | null {
  const code = trpcErrorCode(error);
  if (!(error instanceof TRPCClientError) || code === undefined || code === "INTERNAL_SERVER_ERROR")
    return null;
  const message = error.message.trim();
  return message.length > 0 ? message : null;
}
