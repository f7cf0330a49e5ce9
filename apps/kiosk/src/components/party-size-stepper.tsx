import { ActionIcon, Group, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";

export interface PartySizeStepperProps {
  value: number;
  onAdd(): void;
  onRemove(): void;
}

const BUTTON = 88;

/** Minus / size / plus; the minus button is hidden at 0 (SPEC §2), its place kept so nothing jumps. */
export function PartySizeStepper({ value, onAdd, onRemove }: PartySizeStepperProps) {
  return (
    <Group justify="center" gap="xl" wrap="nowrap">
      {value > 0 ? (
        <ActionIcon
          size={BUTTON}
          radius="xl"
          variant="default"
          aria-label="Remove one person"
          onClick={onRemove}
        >
          <IconMinus size={40} aria-hidden />
        </ActionIcon>
      ) : (
        <span style={{ width: BUTTON, height: BUTTON }} />
      )}
      <Text
        component="output"
        aria-live="polite"
        aria-label={`Party size ${value}`}
        fz={72}
        fw={800}
        lh={1}
        miw={120}
        ta="center"
        style={{ fontVariantNumeric: "tabular-nums" }}
      >
        {value}
      </Text>
      <ActionIcon size={BUTTON} radius="xl" aria-label="Add one person" onClick={onAdd}>
        <IconPlus size={40} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
