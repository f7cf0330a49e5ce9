import { TRPCClientError } from "@trpc/client";

/** The tRPC error code (e.g. "UNAUTHORIZED") of an error thrown by the tRPC client, if any. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return undefined;
  const code = (data as Record<string, unknown>).code;
  return typeof code === "string" ? code : undefined;
}
