import { Text, type TextProps } from "@mantine/core";
import { useT } from "./i18n/i18n-context";

/**
 * The consent line beside every field where a guest gives a phone number (kiosk, remote join, public booking page):
 * what entering a number agrees to, that carrier rates may apply, and how to stop. The Spanish line names ALTO, the
 * word the Spanish texts themselves tell guests to reply.
 */
export function useTextingConsent(): string {
  const t = useT();
  return t(
    "By entering a number you agree to get texts about your visit. Msg & data rates may apply. Reply STOP to opt out.",
  );
}

/** The consent line as a paragraph; give it an id and point the phone field's aria-describedby at it. */
export function TextingConsent(props: Omit<TextProps, "children"> & { id?: string }) {
  const line = useTextingConsent();
  return (
    <Text fz="sm" c="dimmed" data-testid="texting-consent" {...props}>
      {line}
    </Text>
  );
}
