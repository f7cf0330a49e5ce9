import { useLocalStorage, useMediaQuery } from "@mantine/hooks";

/** Below this width each party is a card instead of a table row (an upright tablet, a phone). */
export const CARD_LAYOUT_BELOW_PX = 900;
const WIDE_QUERY = `(min-width: ${CARD_LAYOUT_BELOW_PX}px)`;

/**
 * Below this width the summary card folds to one line that opens on a tap: on an iPad at the stand (1024 or 768
 * wide) its two rows of waits would take the room of three parties.
 */
export const SUMMARY_FOLDS_BELOW_PX = 1280;
const UNFOLDED_QUERY = `(min-width: ${SUMMARY_FOLDS_BELOW_PX}px)`;

/** One line per party (the default: a busy line at a glance), compact two-line rows, or roomy ones. */
export type Density = "line" | "compact" | "comfortable";

function useWidthAtLeast(query: string): boolean {
  return useMediaQuery(query, window.matchMedia(query).matches, { getInitialValueInEffect: false });
}

/**
 * Table or cards by the window's width (read at once, so a wide screen never flashes cards), whether the summary
 * folds, and the host's chosen density, kept in this browser (a host who never chose gets one line per party).
 */
export function useDashboardLayout() {
  const wide = useWidthAtLeast(WIDE_QUERY);
  const foldSummary = !useWidthAtLeast(UNFOLDED_QUERY);
  const [density, setDensity] = useLocalStorage<Density>({
    key: "seatline.dashboard.density",
    defaultValue: "line",
    getInitialValueInEffect: false,
  });
  return { wide, foldSummary, density, setDensity };
}
