/** The page's address as React state, without a router: two pages, one path each. */
import { useSyncExternalStore } from "react";

const NAVIGATE = "guest:navigate";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  window.addEventListener("hashchange", onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
};
const href = () => window.location.href;

/** Re-renders on every change of the address (links, back and forward, hash steps). */
export function useLocation(): Location {
  useSyncExternalStore(subscribe, href);
  return window.location;
}

/** Goes to another address of the app; `replace` leaves no history entry (a finished join is not returned to). */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  if (options.replace) window.history.replaceState(options.state ?? null, "", to);
  else window.history.pushState(options.state ?? null, "", to);
  window.dispatchEvent(new Event(NAVIGATE));
}
