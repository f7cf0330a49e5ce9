import { STILL_ENCODED_MESSAGE, stillEncoded, trpcRefusal } from "@seatline/api";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";

/**
 * One spelling per procedure: a /trpc name that still holds a percent-encoding after the router decoded it once is
 * refused (400) before the rate limits count it or tRPC decodes it again and runs something else (SECURITY.md).
 * Registered first, whether or not the limits are on.
 */
export function refuseEncodedProcedureNames(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    const procedures = (req.params as { path?: string } | undefined)?.path;
    if (req.routeOptions.url !== "/trpc/:path" || !stillEncoded(procedures)) return;
    const error = new TRPCError({ code: "BAD_REQUEST", message: STILL_ENCODED_MESSAGE });
    return reply.send(await trpcRefusal(req, procedures ?? "", error));
  });
}
