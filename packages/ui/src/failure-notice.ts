import { notifications } from "@mantine/notifications";
import { serverMessage } from "./server-message";

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
