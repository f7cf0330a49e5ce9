import { Button, type MantineSize, type MantineSpacing, SimpleGrid } from "@mantine/core";
import { type SeatingChoice, type SeatingSetting, shownSeatingToggles } from "@seatline/domain";
import { useT } from "./i18n/i18n-context";

export type SeatingChoiceSize = "md" | "lg";

export interface SeatingChoiceProps {
  /** The store's settings (kiosk settings or the guest page's seating options): each toggle's on/off. */
  settings: Partial<Record<SeatingSetting, boolean>>;
  value: SeatingChoice;
  onToggle(choice: SeatingChoice): void;
  /** "md" for phones (guest pages), "lg" for the kiosk tablet. */
  size?: SeatingChoiceSize;
}

const sizes: Record<
  SeatingChoiceSize,
  {
    button: MantineSize | undefined;
    spacing: MantineSpacing;
    mih: number;
    py: number;
    px: MantineSpacing;
    fz: MantineSize;
  }
> = {
  md: { button: undefined, spacing: "xs", mih: 56, py: 6, px: "xs", fz: "sm" },
  lg: { button: "lg", spacing: "sm", mih: 68, py: 8, px: "sm", fz: "md" },
};

/** Party step (docs/product.md#kiosk): exclusive seating toggles (pressed state announced); only those enabled in settings are shown. */
export function SeatingChoiceButtons({ settings, value, onToggle, size = "md" }: SeatingChoiceProps) {
  const t = useT();
  const shown = shownSeatingToggles(settings);
  if (shown.length === 0) return null;
  const s = sizes[size];
  return (
    <SimpleGrid cols={2} spacing={s.spacing} role="group" aria-label={t("Seating preference")}>
      {shown.map((toggle) => {
        const pressed = value === toggle.choice;
        return (
          <Button
            key={toggle.choice}
            size={s.button}
            h="auto"
            mih={s.mih}
            py={s.py}
            px={s.px}
            fz={s.fz}
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            onClick={() => onToggle(toggle.choice)}
            styles={{ label: { whiteSpace: "normal", lineHeight: 1.25, textAlign: "center" } }}
          >
            {t(toggle.label)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
