import { Button, SimpleGrid } from "@mantine/core";
import type { KioskSettings, SeatingChoice } from "@seatline/domain";

/** SPEC §2 party step: the four optional toggles, in order, with the setting that shows each. */
const toggles: ReadonlyArray<{ choice: SeatingChoice; label: string; setting: keyof KioskSettings }> = [
  { choice: "first_available", label: "First Available Okay", setting: "firstAvailableOkay" },
  { choice: "indoor", label: "Indoor Seating Preferred", setting: "indoorSeatingPreferred" },
  { choice: "bar", label: "Bar Seating Preferred", setting: "barSeatingPreferred" },
  { choice: "outdoor", label: "Outdoor Seating Preferred", setting: "outdoorSeatingPreferred" },
];

export interface SeatingTogglesProps {
  settings: KioskSettings;
  value: SeatingChoice;
  onToggle(choice: SeatingChoice): void;
}

/** Exclusive seating toggles (pressed state announced); only those enabled in the kiosk settings are shown. */
export function SeatingToggles({ settings, value, onToggle }: SeatingTogglesProps) {
  const shown = toggles.filter((t) => settings[t.setting] === true);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={2} spacing="sm" role="group" aria-label="Seating preference">
      {shown.map((t) => {
        const pressed = value === t.choice;
        return (
          <Button
            key={t.choice}
            size="lg"
            h="auto"
            mih={68}
            py={8}
            px="sm"
            fz="md"
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            onClick={() => onToggle(t.choice)}
            styles={{ label: { whiteSpace: "normal", lineHeight: 1.25, textAlign: "center" } }}
          >
            {t.label}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
