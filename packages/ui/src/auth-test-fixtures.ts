import { vi } from "vitest";
import type { AuthApi, LoginResult } from "./auth-types";

export const demoLogin: LoginResult = {
  token: "tok-123",
  expiresAt: "2030-01-02T00:00:00.000Z",
  user: { id: "u1", email: "demo@seatline.dev" },
  company: { slug: "demo", name: "Demo Bistro", supportEmail: "help@demo.test" },
  store: {
    id: "s1",
    slug: "downtown",
    name: "Downtown",
    storeNumber: 1,
    legacyStoreId: 1001,
    timezone: "America/New_York",
    accountEmail: "demo@seatline.dev",
  },
};

export function fakeApi(login: AuthApi["login"] = async () => demoLogin) {
  return {
    login: vi.fn(login),
    logout: vi.fn(async (_token: string) => ({ ok: true })),
  };
}
