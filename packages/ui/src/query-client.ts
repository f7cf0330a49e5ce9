import { STAND_LOCKED } from "@seatline/domain";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "./auth-errors";
import { trpcErrorCode } from "./trpc-wire";

/** Client errors (bad input, not found, forbidden, ...) are not worth retrying. */
const NO_RETRY_CODES = new Set([
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNPROCESSABLE_CONTENT",
  "TOO_MANY_REQUESTS",
  "PARSE_ERROR",
  "METHOD_NOT_SUPPORTED",
]);

export interface CreateQueryClientOptions {
  /** Called when any query or mutation fails with UNAUTHORIZED (session expired or revoked). */
  onUnauthorized?: () => void;
}

/** A host stand's call after it locked (idle, or Switch on another tab): its lock screen should show. */
const isStandLocked = (error: unknown) => error instanceof Error && error.message === STAND_LOCKED;

/** auth.me's query (tRPC's key: the path, then the input and type), asked again when the stand locks. */
const isAuthMe = (key: readonly unknown[]) => JSON.stringify(key[0]) === '["auth","me"]';

export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) options.onUnauthorized?.();
    if (isStandLocked(error)) void client.invalidateQueries({ predicate: (q) => isAuthMe(q.queryKey) });
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const code = trpcErrorCode(error);
          return !(code && NO_RETRY_CODES.has(code)) && failureCount < 2;
        },
      },
    },
  });
  return client;
}
