import { Button, SimpleGrid } from "@mantine/core";
import { type SeatingChoice, type SeatingSetting, shownSeatingToggles } from "@seatline/domain";

export interface SeatingChoiceProps {
  settings: Record<SeatingSetting, boolean>;
  value: SeatingChoice;
  onToggle(choice: SeatingChoice): void;
}

/** The kiosk's exclusive seating toggles (pressed state announced); only those enabled in settings are shown. */
export function SeatingChoiceButtons({ settings, value, onToggle }: SeatingChoiceProps) {
  const shown = shownSeatingToggles(settings);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Seating preference">
      {shown.map((t) => {
        const pressed = value === t.choice;
        return (
          <Button
            key={t.choice}
            h="auto"
            mih={56}
            py={6}
            px="xs"
            fz="sm"
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
