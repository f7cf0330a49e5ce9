import { DomainError, LOGIN_FAILED } from "@seatline/domain";
import { z } from "zod";
import { SIGN_OUT_HEADERS } from "../security/sign-out-headers";
import { login } from "../services/auth/login";
import { revokeSession } from "../services/auth/sessions";
import { loginAnswer, loginRefusal, logoutAnswer, userInfoAnswer } from "./host-info-answers";
import { defineRoute } from "./route";

const MISSING_FIELDS = 'Must include "username" or "email" and "password".';
const legacyLogin = z
  .object({
    username: z.string().max(254).optional(),
    email: z.string().max(254).optional(),
    password: z.string().max(256).optional(),
  })
  .loose();
const userInfoQuery = z
  .object({ username: z.string().max(254).optional(), email: z.string().max(254).optional() })
  .loose();

/** /api/dj-rest-auth/* and /api/user_info/ (docs/legacy-api.md#signing-in). */
export const authRoutes = [
  defineRoute({
    method: "POST",
    url: "/api/dj-rest-auth/login/",
    access: "public",
    style: "plain",
    summary: "Sign in; answers the session key",
    // Answers a session key: never kept for a repeat.
    repeat: "off",
    operationId: "login",
    // A body its schema refuses answers what a missing field does.
    badRequest: { schema: loginRefusal, invalid: { non_field_errors: [MISSING_FIELDS] } },
    examples: {
      body: { email: "demo@seatline.dev", password: "seatline-demo" },
      response: { key: "3q2…" },
      badRequest: { non_field_errors: [LOGIN_FAILED] },
    },
    schema: { body: legacyLogin, response: loginAnswer },
    handler: async ({ deps, req, reply, body }) => {
      const email = (body.email || body.username || "").trim().toLowerCase();
      const password = body.password ?? "";
      if (!email || !password) return reply.status(400).send({ non_field_errors: [MISSING_FIELDS] });
      try {
        const result = await login(deps, { email, password }, req.ip);
        return { key: result.token };
      } catch (err) {
        if (err instanceof DomainError && err.code === "UNAUTHORIZED") {
          return reply.status(400).send({ non_field_errors: [LOGIN_FAILED] });
        }
        throw err;
      }
    },
  }),
  defineRoute({
    method: "POST",
    url: "/api/dj-rest-auth/logout/",
    access: "session",
    style: "plain",
    summary: "Sign out; the key stops working",
    repeat: "off",
    operationId: "logout",
    examples: { response: { detail: "Successfully logged out." } },
    schema: { response: logoutAnswer },
    handler: async ({ deps, token, reply }) => {
      if (token) await revokeSession(deps, token);
      reply.headers(SIGN_OUT_HEADERS);
      return { detail: "Successfully logged out." };
    },
  }),
  defineRoute({
    method: "GET",
    url: "/api/user_info/",
    access: "session",
    style: "plain",
    summary: "Company slug and store number of the signed-in user",
    operationId: "getUserInfo",
    errors: [403],
    examples: { query: { email: "demo@seatline.dev" }, response: { company: "demo", store: 1 } },
    schema: { query: userInfoQuery, response: userInfoAnswer },
    handler: async ({ query: q, session }) => {
      const asked = (q.email || q.username || "").trim().toLowerCase();
      if (!session)
        throw new DomainError("UNAUTHORIZED", "Authentication credentials were not provided or are invalid.");
      if (asked && asked !== session.user.email) {
        throw new DomainError("FORBIDDEN", "You may only read your own user info.");
      }
      return { company: session.company?.slug ?? null, store: session.store?.storeNumber ?? null };
    },
  }),
];
