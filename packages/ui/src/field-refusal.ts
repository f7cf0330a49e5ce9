import { TRPCClientError } from "@trpc/client";
import { serverMessage } from "./server-message";

/** A refusal of the server split into the field it is about (the input's key, e.g. "guestPhone") and its words. */
export interface FieldRefusal {
  field: string | null;
  message: string;
}

/**
 * The server's refusal with its field apart from its words. The error formatter writes a refused input as
 * "guestPhone: Please enter…" (packages/api trpc.ts) and names the field in `data.field`; a guest reads only the
 * words, shown next to that field. Null when the call failed without a message worth showing (see serverMessage).
 */
export function fieldRefusal(error: unknown): FieldRefusal | null {
  const message = serverMessage(error);
  if (message === null || !(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  const raw = typeof data === "object" && data !== null ? (data as { field?: unknown }).field : undefined;
  const field = typeof raw === "string" && raw !== "" ? raw : null;
  const prefix = field === null ? null : `${field}: `;
  return { field, message: prefix && message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
