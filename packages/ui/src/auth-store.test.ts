import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_FAILED_MESSAGE, notMemberMessage } from "./auth-errors";
import {
  adoptLegacyKioskSession,
  EXPIRES_AT_KEY,
  KIOSK_KEYS,
  SESSION_TTL_MS,
  STAND_KEYS,
  TOKEN_KEY,
  USER_KEY,
} from "./auth-storage";
import { createAuthStore } from "./auth-store";
import { demoLogin, fakeApi } from "./auth-test-fixtures";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const user = { id: "u1", email: "demo@seatline.dev" };

function storeSession(expiresAt: number, token = "stored-token") {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRES_AT_KEY, String(expiresAt));
}

describe("auth store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("restores the stored session while its expiry has not passed", () => {
    storeSession(NOW + 60_000);
    const store = createAuthStore({ api: fakeApi() });
    expect(store.getState()).toMatchObject({ token: "stored-token", user, email: user.email, error: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBe("stored-token");
  });

  it("does not restore a session whose stored expiry has passed, and clears it", () => {
    storeSession(NOW - 1);
    const store = createAuthStore({ api: fakeApi() });
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it("does not restore a session without an expiry or with a broken user", () => {
    localStorage.setItem(TOKEN_KEY, "t");
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    expect(createAuthStore({ api: fakeApi() }).getState().token).toBeNull();
    storeSession(NOW + 60_000);
    localStorage.setItem(USER_KEY, "{not json");
    expect(createAuthStore({ api: fakeApi() }).getState().token).toBeNull();
  });

  it("logout clears storage and state and revokes the token on the server", () => {
    storeSession(NOW + 60_000);
    const api = fakeApi();
    const onLogout = vi.fn();
    const store = createAuthStore({ api, onLogout });
    store.logout();
    expect(store.getState()).toMatchObject({
      token: null,
      user: null,
      email: null,
      company: null,
      store: null,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBeNull();
    expect(api.logout).toHaveBeenCalledWith("stored-token");
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("login lower-cases the e-mail and stores token, user and a 24 h expiry", async () => {
    const api = fakeApi();
    const store = createAuthStore({ api });
    const pending = store.login("Demo@Seatline.DEV", "pw");
    expect(store.getState().loading).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(api.login).toHaveBeenCalledWith({ email: "demo@seatline.dev", password: "pw" });
    expect(store.getState()).toMatchObject({
      token: demoLogin.token,
      email: "demo@seatline.dev",
      company: demoLogin.company,
      store: demoLogin.store,
      loading: false,
      error: null,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(demoLogin.token);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? "null")).toEqual(demoLogin.user);
    expect(Number(localStorage.getItem(EXPIRES_AT_KEY))).toBe(NOW + SESSION_TTL_MS);
  });

  it("a kiosk signs in as a device and keeps its session apart from a person's", async () => {
    storeSession(NOW + 60_000, "console-token");
    const api = fakeApi();
    const kiosk = createAuthStore({ api, device: "kiosk" });
    // The console's session on this origin is not the kiosk's.
    expect(kiosk.getState().token).toBeNull();
    await expect(kiosk.login("demo@seatline.dev", "pw")).resolves.toBe(true);
    expect(api.login).toHaveBeenCalledWith({ email: "demo@seatline.dev", password: "pw", device: "kiosk" });
    expect(localStorage.getItem(KIOSK_KEYS.token)).toBe(demoLogin.token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe("console-token");
    kiosk.logout();
    expect(localStorage.getItem(KIOSK_KEYS.token)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe("console-token");
  });

  it("the console pairs as the host stand when asked, keeps that session apart, restores it first, and unpairs", async () => {
    storeSession(NOW + 60_000, "person-token");
    const api = fakeApi();
    const console = createAuthStore({ api, pairable: "stand" });
    expect(console.device).toBeUndefined();
    expect(console.getState().token).toBe("person-token");
    console.logout({ revoke: false });
    await expect(console.login("demo@seatline.dev", "pw", true)).resolves.toBe(true);
    expect(api.login).toHaveBeenLastCalledWith({
      email: "demo@seatline.dev",
      password: "pw",
      device: "stand",
    });
    expect(console.device).toBe("stand");
    expect(localStorage.getItem(STAND_KEYS.token)).toBe(demoLogin.token);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    // A reload: the stand's session is found before any person's, so the iPad stays the stand.
    storeSession(NOW + 60_000, "someone-else");
    const reloaded = createAuthStore({ api, pairable: "stand" });
    expect(reloaded.device).toBe("stand");
    expect(reloaded.getState().token).toBe(demoLogin.token);
    // Signing the stand out makes it a person's console again; a person's own session was never touched.
    reloaded.logout();
    expect(reloaded.device).toBeUndefined();
    expect(localStorage.getItem(STAND_KEYS.token)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe("someone-else");
    // Without the box ticked, the console signs the person in.
    await reloaded.login("demo@seatline.dev", "pw");
    expect(api.login).toHaveBeenLastCalledWith({ email: "demo@seatline.dev", password: "pw" });
    expect(reloaded.device).toBeUndefined();
  });

  it("a kiosk from before devices takes its old session over once, to be told to pair again", () => {
    storeSession(NOW + 60_000, "old-kiosk-token");
    adoptLegacyKioskSession(localStorage);
    expect(localStorage.getItem(KIOSK_KEYS.token)).toBe("old-kiosk-token");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // Once: a kiosk session already kept is never replaced by a console's.
    storeSession(NOW + 60_000, "console-token");
    adoptLegacyKioskSession(localStorage);
    expect(localStorage.getItem(KIOSK_KEYS.token)).toBe("old-kiosk-token");
    expect(localStorage.getItem(TOKEN_KEY)).toBe("console-token");
  });

  it("a failed login stores the documented alert text and nothing in storage", async () => {
    const store = createAuthStore({ api: fakeApi(() => Promise.reject(new Error("nope"))) });
    await expect(store.login("x@y.z", "bad")).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ token: null, error: LOGIN_FAILED_MESSAGE, loading: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("a user with no store is told to contact support and is not signed in", async () => {
    const api = fakeApi(async () => ({ ...demoLogin, store: null }));
    const store = createAuthStore({ api });
    await expect(store.login("demo@seatline.dev", "pw")).resolves.toBe(false);
    expect(store.getState().error).toBe(
      "You are not a member of any locations. Please contact support at help@demo.test.",
    );
    expect(store.getState().token).toBeNull();
    expect(api.logout).toHaveBeenCalledWith(demoLogin.token);
    expect(notMemberMessage(null)).toBe(
      "You are not a member of any locations. Please contact support at support@seatline.dev.",
    );
  });

  it("logs out automatically 24 hours after login", async () => {
    const store = createAuthStore({ api: fakeApi() });
    const stop = store.start();
    await store.login("demo@seatline.dev", "pw");
    vi.advanceTimersByTime(SESSION_TTL_MS - 1000);
    expect(store.getState().token).toBe(demoLogin.token);
    vi.advanceTimersByTime(1000);
    expect(store.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    stop();
  });

  it("a restored session logs out when its stored expiry arrives", () => {
    storeSession(NOW + 5000);
    const store = createAuthStore({ api: fakeApi() });
    const stop = store.start();
    vi.advanceTimersByTime(4999);
    expect(store.getState().token).toBe("stored-token");
    vi.advanceTimersByTime(1);
    expect(store.getState().token).toBeNull();
    stop();
  });

  it("notifies subscribers on change", async () => {
    const store = createAuthStore({ api: fakeApi() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.login("demo@seatline.dev", "pw");
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    store.logout();
    expect(listener).not.toHaveBeenCalled();
  });
});
