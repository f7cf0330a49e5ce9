import { ActionIcon, Group, type MantineSpacing, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useT } from "./i18n/i18n-context";

export type PartySizeStepperSize = "md" | "lg";

export interface PartySizeStepperProps {
  value: number;
  onAdd(): void;
  onRemove(): void;
  /** "md" for phones (guest pages), "lg" for the kiosk tablet. */
  size?: PartySizeStepperSize;
}

const sizes: Record<
  PartySizeStepperSize,
  { button: number; icon: number; fz: number; miw: number; gap: MantineSpacing }
> = {
  md: { button: 56, icon: 30, fz: 52, miw: 88, gap: "lg" },
  lg: { button: 88, icon: 40, fz: 72, miw: 120, gap: "xl" },
};

/** Minus / size / plus; the minus button is hidden at 0 (docs/product.md#kiosk), its place kept so nothing jumps. */
export function PartySizeStepper({ value, onAdd, onRemove, size = "md" }: PartySizeStepperProps) {
  const s = sizes[size];
  const t = useT();
  return (
    <Group justify="center" gap={s.gap} wrap="nowrap">
      {value > 0 ? (
        <ActionIcon
          size={s.button}
          radius="xl"
          variant="default"
          aria-label={t("Remove one person")}
          onClick={onRemove}
        >
          <IconMinus size={s.icon} aria-hidden />
        </ActionIcon>
      ) : (
        <span style={{ width: s.button, height: s.button }} />
      )}
      <Text
        component="output"
        aria-live="polite"
        aria-label={t("Party size {value}", { value })}
        fz={s.fz}
        fw={800}
        lh={1}
        miw={s.miw}
        ta="center"
        style={{ fontVariantNumeric: "tabular-nums" }}
      >
        {value}
      </Text>
      <ActionIcon size={s.button} radius="xl" aria-label={t("Add one person")} onClick={onAdd}>
        <IconPlus size={s.icon} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
