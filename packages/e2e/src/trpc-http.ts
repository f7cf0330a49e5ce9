import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Calls a tRPC procedure over plain HTTP (no batching, no transformer), as test setup and checks do: queries are
 * GET with ?input=, mutations POST with the input as the JSON body. Answers result.data; fails the test otherwise.
 */
export async function trpc<T = unknown>(
  request: APIRequestContext,
  path: string,
  input: unknown,
  opts: { token?: string; mutation?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = opts.token ? { Authorization: `Bearer ${opts.token}` } : {};
  const res = opts.mutation
    ? await request.post(`/trpc/${path}`, { data: input ?? {}, headers })
    : await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`, {
        headers,
      });
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  expect(res.ok(), `${path}: ${body.error?.message ?? res.status()}`).toBe(true);
  return body.result?.data as T;
}

const tokens = new Map<string, string>();

/**
 * Signs a staff user in through tRPC and answers the bearer token; one sign-in per user and test worker (sign-ins
 * are rate limited per address, and a session lasts 24 hours).
 */
export async function staffToken(request: APIRequestContext, who: { email: string; password: string }) {
  const known = tokens.get(who.email);
  if (known) return known;
  const data = await trpc<{ token: string }>(request, "auth.login", who, { mutation: true });
  tokens.set(who.email, data.token);
  return data.token;
}
