import type { AppRouter } from "@seatline/api/router";
import type { TRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";

/** The typed tRPC client for the Seatline API. */
export type SeatlineTrpcClient = TRPCClient<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
