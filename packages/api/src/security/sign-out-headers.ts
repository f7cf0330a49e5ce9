/**
 * The header every sign-out answers with (tRPC auth.logout, the legacy logout): the browser forgets its HTTP cache of
 * this site, so nothing private stored before the API's answers said `no-store` outlives the session on a shared
 * tablet (SECURITY.md, findings, 30). Not `"storage"`: on the one-port server the kiosk, the console and the guest
 * pages share one origin, and the kiosk's joins kept offline live in its IndexedDB until its store signs in again
 * (docs/product.md "Sign Out" on the host screen), with the service workers that reopen the apps offline; each app
 * removes its own session and remembered answers itself (packages/ui auth-store.ts, remember-offline.tsx).
 */
export const SIGN_OUT_HEADERS = { "clear-site-data": '"cache"' } as const;
