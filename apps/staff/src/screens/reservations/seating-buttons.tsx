import { Button, Group, Text } from "@mantine/core";
import { type SeatingPreference, seatingOptions } from "@seatline/domain";

export interface SeatingButtonsProps {
  value: SeatingPreference;
  onChange: (value: SeatingPreference) => void;
}

/** Seating buttons Any, Indoor, Outdoor, Bar (exclusive; Any = first available) (docs/product.md#reservations-tab). */
export function SeatingButtons({ value, onChange }: SeatingButtonsProps) {
  return (
    <div>
      <Text fw={600} fz="sm" mb={4} id="seating-label">
        Seating Preference
      </Text>
      <Group gap="xs" role="group" aria-labelledby="seating-label">
        {seatingOptions.map((o) => (
          <Button
            key={o.value}
            variant={value === o.value ? "filled" : "default"}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </Group>
    </div>
  );
}
