import { DomainError, LOGIN_FAILED } from "@seatline/domain";
import { z } from "zod";
import { login } from "../services/auth/login";
import { revokeSession } from "../services/auth/sessions";
import { loginAnswer, loginRefusal, logoutAnswer, userInfoAnswer } from "./host-info-answers";
import { defineRoutes } from "./route";

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
export const authRoutes = defineRoutes([
  {
    method: "POST",
    url: "/api/dj-rest-auth/login/",
    access: "public",
    style: "plain",
    summary: "Sign in; answers the session key",
    // Answers a session key: never kept for a repeat.
    repeat: "off",
    docs: { operationId: "login", body: legacyLogin, response: loginAnswer, badRequest: loginRefusal },
    handler: async ({ deps, req, reply }) => {
      const parsed = legacyLogin.safeParse(req.body ?? {});
      const email = (parsed.data?.email || parsed.data?.username || "").trim().toLowerCase();
      const password = parsed.data?.password ?? "";
      if (!parsed.success || !email || !password) {
        return reply
          .status(400)
          .send({ non_field_errors: ['Must include "username" or "email" and "password".'] });
      }
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
  },
  {
    method: "POST",
    url: "/api/dj-rest-auth/logout/",
    access: "session",
    style: "plain",
    summary: "Sign out; the key stops working",
    repeat: "off",
    docs: { operationId: "logout", response: logoutAnswer },
    handler: async ({ deps, token }) => {
      if (token) await revokeSession(deps, token);
      return { detail: "Successfully logged out." };
    },
  },
  {
    method: "GET",
    url: "/api/user_info/",
    access: "session",
    style: "plain",
    summary: "Company slug and store number of the signed-in user",
    docs: { operationId: "getUserInfo", query: userInfoQuery, response: userInfoAnswer, errors: [403] },
    handler: async ({ req, session }) => {
      const q = userInfoQuery.parse(req.query ?? {});
      const asked = (q.email || q.username || "").trim().toLowerCase();
      if (!session)
        throw new DomainError("UNAUTHORIZED", "Authentication credentials were not provided or are invalid.");
      if (asked && asked !== session.user.email) {
        throw new DomainError("FORBIDDEN", "You may only read your own user info.");
      }
      return { company: session.company?.slug ?? null, store: session.store?.storeNumber ?? null };
    },
  },
]);
