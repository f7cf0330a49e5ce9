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

/** The history state a page leaves for the status page it opens: the phone the guest just typed (theirs to see). */
export function sentToState(phone: string): { sentTo: string } {
  return { sentTo: phone };
}

/** The phone the page that opened this one texted the link to, when it did (else null: e.g. opened from the text). */
export function sentToOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("sentTo" in state)) return null;
  const phone = (state as { sentTo: unknown }).sentTo;
  return typeof phone === "string" && /^\d{10}$/.test(phone) ? phone : null;
}
