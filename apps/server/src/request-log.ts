/**
 * One log line per request. Fastify's own two (an "incoming request" line with the request, a "request completed"
 * line with the status and time) cost a request about 8 % of its CPU under load (two JSON lines serialised and written
 * to stdout); the "request completed" line here carries what both carried: the request (method, URL redacted by
 * log-redaction.ts, host, remote address and port), the status, the time and the request id (the request logger's
 * reqId). "incoming request" is still there at debug, for a request that never finishes.
 *
 * An app's files and pages (static-apps.ts isAppFileRequest: a page load asks for a dozen) get one debug line.
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { isAppFileRequest } from "./static-apps";

export class RequestLogController extends LogController {
  constructor() {
    // Fastify's own lines for app files (errors, not found) stay off, as they were.
    super({ disableRequestLogging: (req) => isAppFileRequest(req.method, req.url) });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (this.isLogDisabled(request)) reply.log.debug(line, "app file served");
    else if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
