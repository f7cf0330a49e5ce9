import { Alert, Stack, Text, Title } from "@mantine/core";
import { Keypad, PhoneDisplay, TextingConsent, useT } from "@seatline/ui";
import { IconAlertCircle } from "@tabler/icons-react";

export interface PhoneStepProps {
  phone: string;
  onDigit(digit: string): void;
  onClear(): void;
  onBackspace(): void;
  busy: boolean;
  /** Why the join failed, shown above the keypad; the digits stay. */
  error: string | null;
}

/** Step 3 (the kiosk's phone screen, phone required: no Skip): the shared keypad and phone display. */
export function PhoneStep({ phone, onDigit, onClear, onBackspace, busy, error }: PhoneStepProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Title order={1} ta="center" fz={22} lh={1.25}>
        {t("Receive a text alert when your table is ready")}
      </Title>
      <Text ta="center" fz="sm" c="dimmed">
        {t("We will also text you a link to follow your place in line.")}
      </Text>
      <PhoneDisplay value={phone} placeholder={t("Enter your number")} fontSize={28} px="xs" py={6} />
      <TextingConsent ta="center" fz="xs" lh={1.35} />
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t("Not on the waitlist yet")}
        >
          {error}
        </Alert>
      ) : null}
      <Keypad
        listenToKeyboard
        disabled={busy}
        onDigit={onDigit}
        onClear={onClear}
        onBackspace={onBackspace}
        keyHeight={52}
        size="lg"
      />
    </Stack>
  );
}
