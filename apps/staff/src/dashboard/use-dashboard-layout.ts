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

/** From this width the live floor always shows beside the waitlist (docs/product.md#the-floor). */
const FLOOR_ALWAYS_QUERY = "(min-width: 1366px)";
/**
 * From this width up to the one above (iPads at the stand, upright or turned) the host shows the floor beside the
 * list with a toggle; narrower (phones), the Floor tab is the floor.
 */
const FLOOR_TOGGLE_QUERY = "(min-width: 768px)";

/** One line per party (the default: a busy line at a glance), compact two-line rows, or roomy ones. */
export type Density = "line" | "compact" | "comfortable";

function useWidthAtLeast(query: string): boolean {
  return useMediaQuery(query, window.matchMedia(query).matches, { getInitialValueInEffect: false });
}

/**
 * Table or cards by the window's width (read at once, so a wide screen never flashes cards), whether the summary
 * folds, the host's chosen density, and where the floor shows, kept in this browser (a host who never chose gets one
 * line per party, and on an iPad the list without the floor).
 */
export function useDashboardLayout() {
  const roomForTable = useWidthAtLeast(WIDE_QUERY);
  const foldSummary = !useWidthAtLeast(UNFOLDED_QUERY);
  const floorAlways = useWidthAtLeast(FLOOR_ALWAYS_QUERY);
  const floorToggles = useWidthAtLeast(FLOOR_TOGGLE_QUERY) && !floorAlways;
  const [density, setDensity] = useLocalStorage<Density>({
    key: "seatline.dashboard.density",
    defaultValue: "line",
    getInitialValueInEffect: false,
  });
  const [floorOn, setFloorOn] = useLocalStorage<boolean>({
    key: "seatline.dashboard.floor",
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const floorShown = floorAlways || (floorToggles && floorOn);
  // Beside the floor on an iPad the list keeps 400-600 px: too narrow for the table's columns, so cards.
  const wide = roomForTable && !(floorShown && !floorAlways);
  return {
    wide,
    foldSummary,
    density,
    setDensity,
    floor: {
      shown: floorShown,
      narrow: floorShown && !floorAlways,
      toggles: floorToggles,
      on: floorOn,
      setOn: setFloorOn,
    },
  };
}
