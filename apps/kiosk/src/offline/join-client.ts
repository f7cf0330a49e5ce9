/**
 * The kiosk's own client for joins and leases: one call per request (never batched), with the session's token and,
 * on a join, the Idempotency-Key the join was queued with (docs/architecture.md "Offline kiosk"). Kept apart from the
 * apps' shared client so the key rides only on the kiosk's join.
 */
import type { AppRouter } from "@seatline/api/router";
import { apiBaseUrl } from "@seatline/ui";
import { createTRPCClient, httpLink, type TRPCClient } from "@trpc/client";

export type KioskJoinClient = TRPCClient<AppRouter>;

export function kioskJoinClient(token: string): KioskJoinClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${apiBaseUrl()}/trpc`,
        headers: ({ op }) => {
          const key = op.context.idempotencyKey;
          return {
            Authorization: `Bearer ${token}`,
            ...(typeof key === "string" && key ? { "Idempotency-Key": key } : {}),
          };
        },
      }),
    ],
  });
}
