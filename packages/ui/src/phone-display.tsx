import { Box, type BoxProps, Text } from "@mantine/core";
import { formatPhone, msg } from "@seatline/domain";
import { useT } from "./i18n/i18n-context";

export interface PhoneDisplayProps extends BoxProps {
  /** The digits typed so far (anything else is ignored; at most 10 are shown). */
  value: string;
  /** Shown, dimmed, while nothing is typed (docs/product.md#kiosk: 'Enter your number'). */
  placeholder?: string;
  /** Accessible name of the display. */
  label?: string;
  /** Font size of the number in px (36 on the kiosk; smaller on a phone so "(xxx) xxx - xxxx" fits). */
  fontSize?: number;
}

/** The phone number as typed on a keypad, formatted progressively as (xxx) xxx - xxxx (docs/product.md#validation). */
export function PhoneDisplay({
  value,
  placeholder = msg("Enter your number"),
  label = msg("Phone number"),
  fontSize = 36,
  ...boxProps
}: PhoneDisplayProps) {
  const t = useT();
  const formatted = formatPhone(value);
  return (
    <Box
      component="output"
      aria-label={t(label)}
      aria-live="polite"
      display="block"
      px="lg"
      py="md"
      bd="2px solid var(--mantine-color-gray-4)"
      bg="white"
      style={{ borderRadius: "var(--mantine-radius-md)", textAlign: "center" }}
      {...boxProps}
    >
      <Text
        component="span"
        fz={fontSize}
        fw={formatted ? 700 : 400}
        c={formatted ? undefined : "dimmed"}
        lh={1.3}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      >
        {formatted || t(placeholder)}
      </Text>
    </Box>
  );
}
