import { useLocalStorage, useMediaQuery } from "@mantine/hooks";

/** Below this width each party is a card instead of a table row (an upright tablet, a phone). */
export const CARD_LAYOUT_BELOW_PX = 900;
const WIDE_QUERY = `(min-width: ${CARD_LAYOUT_BELOW_PX}px)`;

export type Density = "comfortable" | "compact";

/**
 * Table or cards by the window's width (read at once, so a wide screen never flashes cards), and the host's chosen
 * density, kept in this browser.
 */
export function useDashboardLayout() {
  const wide = useMediaQuery(WIDE_QUERY, window.matchMedia(WIDE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [density, setDensity] = useLocalStorage<Density>({
    key: "seatline.dashboard.density",
    defaultValue: "comfortable",
    getInitialValueInEffect: false,
  });
  return { wide, density, setDensity };
}
