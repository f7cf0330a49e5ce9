/**
 * After a deploy, a tab that stayed open (a kiosk runs for days, a host's console all shift) still runs the old
 * build, whose lazily loaded screens no longer exist on the server: opening one would end on an error page. Vite
 * reports such a failed load as `vite:preloadError`; the page then reloads once to pick up the new build. A second
 * failure within `windowMs` is left to show (the server really is missing the file), so it cannot loop.
 */
export const STALE_RELOAD_KEY = "seatline:stale-chunk-reload";

export interface StaleChunkOptions {
  target?: Pick<Window, "addEventListener">;
  storage?: Pick<Storage, "getItem" | "setItem">;
  reload?: () => void;
  now?: () => number;
  windowMs?: number;
}

export function reloadOnStaleChunks(opts: StaleChunkOptions = {}): void {
  const target = opts.target ?? window;
  const reload = opts.reload ?? (() => window.location.reload());
  const now = opts.now ?? Date.now;
  const windowMs = opts.windowMs ?? 10_000;
  target.addEventListener("vite:preloadError", (event) => {
    let storage: StaleChunkOptions["storage"];
    try {
      storage = opts.storage ?? window.sessionStorage;
    } catch {
      storage = undefined; // storage blocked: reloading without a guard could loop, so show the error instead
    }
    if (!storage) return;
    const last = Number(storage.getItem(STALE_RELOAD_KEY) ?? 0);
    if (now() - last < windowMs) return;
    storage.setItem(STALE_RELOAD_KEY, String(now()));
    event.preventDefault();
    reload();
  });
}
