import { notifications } from "@mantine/notifications";
import { TRPCClientError } from "@trpc/client";
import { trpcErrorCode } from "./trpc-wire";

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

/**
 * docs/product.md#errors: "System message alerted if present, then '<failure text>'": the server's message (if any) as a
 * notification, then the failure text. Also logs the error.
 */
export function notifyFailure(error: unknown, failureText: string): void {
  console.error(failureText, error);
  const message = serverMessage(error);
  if (message && message !== failureText) {
    notifications.show({ color: "red", message, autoClose: 8000 });
  }
  notifications.show({ color: "red", message: failureText, autoClose: 8000 });
}
