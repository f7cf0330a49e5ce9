import { useMediaQuery } from "@mantine/hooks";

/** Below 36em (576 px) the kiosk runs on a phone (375×667, 390×844): kiosk.module.css tightens the same width. */
export const PHONE_QUERY = "(max-width: 35.99em)";

/** True at phone sizes; read at once (not after a first render), so a screen never lays out twice. */
export function usePhoneLayout(): boolean {
  const initial = typeof window.matchMedia === "function" && window.matchMedia(PHONE_QUERY).matches;
  return useMediaQuery(PHONE_QUERY, initial, { getInitialValueInEffect: false });
}
