/** Party step (docs/product.md#kiosk): the optional seating toggles, in order, each shown only when its setting is on. */
import type { SeatingChoice } from "./entities/waitlist";

export type SeatingSetting =
  | "firstAvailableOkay"
  | "indoorSeatingPreferred"
  | "barSeatingPreferred"
  | "outdoorSeatingPreferred";

export interface SeatingToggle {
  choice: SeatingChoice;
  label: string;
  setting: SeatingSetting;
}

export const seatingToggles: readonly SeatingToggle[] = [
  { choice: "first_available", label: "First Available Okay", setting: "firstAvailableOkay" },
  { choice: "indoor", label: "Indoor Seating Preferred", setting: "indoorSeatingPreferred" },
  { choice: "bar", label: "Bar Seating Preferred", setting: "barSeatingPreferred" },
  { choice: "outdoor", label: "Outdoor Seating Preferred", setting: "outdoorSeatingPreferred" },
];

/** The toggles a store's settings enable, in the documented order. */
export function shownSeatingToggles(settings: Partial<Record<SeatingSetting, boolean>>): SeatingToggle[] {
  return seatingToggles.filter((t) => settings[t.setting] === true);
}

/** docs/product.md#kiosk: the choice is exclusive; choosing the selected preference again falls back to first available. */
export function toggleSeatingChoice(current: SeatingChoice, choice: SeatingChoice): SeatingChoice {
  return current === choice ? "first_available" : choice;
}
