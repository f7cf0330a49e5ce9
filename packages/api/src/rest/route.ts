import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../deps";
import type { SessionInfo, StaffScope } from "../services/auth/types";

/** How a legacy path answers: host_info paths plain JSON, reservation_info paths the {payload, system} envelope. */
export type RestStyle = "plain" | "envelope";

export interface RestRequestContext {
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  token: string | null;
  session: SessionInfo | null;
  /** Present on routes with access "staff". */
  staff: StaffScope;
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  /** staff: needs a session of a store; public: anyone (a signed-in caller may get more); session: any signed-in user. */
  access: "staff" | "public" | "session";
  style: RestStyle;
  summary: string;
  /** The success status (200 unless said). */
  status?: number;
  handler: (ctx: RestRequestContext) => Promise<unknown>;
}

export const defineRoutes = (routes: RestRoute[]) => routes;
