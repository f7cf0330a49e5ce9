import { ActionIcon, Group, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";

export interface PartySizeStepperProps {
  value: number;
  onChange(size: number): void;
}

const BUTTON = 56;

/** Minus / size / plus (SPEC §2: minus hidden at 0, its place kept so nothing jumps). */
export function PartySizeStepper({ value, onChange }: PartySizeStepperProps) {
  return (
    <Group justify="center" gap="lg" wrap="nowrap">
      {value > 0 ? (
        <ActionIcon
          size={BUTTON}
          radius="xl"
          variant="default"
          aria-label="Remove one person"
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={30} aria-hidden />
        </ActionIcon>
      ) : (
        <span style={{ width: BUTTON, height: BUTTON }} />
      )}
      <Text
        component="output"
        aria-live="polite"
        aria-label={`Party size ${value}`}
        fz={52}
        fw={800}
        lh={1}
        miw={88}
        ta="center"
        style={{ fontVariantNumeric: "tabular-nums" }}
      >
        {value}
      </Text>
      <ActionIcon size={BUTTON} radius="xl" aria-label="Add one person" onClick={() => onChange(value + 1)}>
        <IconPlus size={30} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
