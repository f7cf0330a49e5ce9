import { Alert, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { isKioskPin, KIOSK_PIN_FORMAT } from "@seatline/domain";
import { Spinner, serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { SettingsSection } from "./settings-section";

export const PINS_DIFFER = "The two PINs are not the same.";
const SAVE_PIN_FAILED = "Could not save the PIN. Please try again.";

/** Touch-sized fields and buttons (the console runs on the host's tablet too). */
const field = { input: { minHeight: 44, height: 44 } } as const;

/**
 * docs/product.md#settings: the kiosk PIN that opens the kiosk's host screen (4-6 digits; without one the staff
 * password does). Set, changed or removed here; the server keeps only its hash and answers only whether one is set.
 */
export function KioskPinSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.kioskLock.status.queryOptions());
  const [pin, setPin] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const settled = (pinSet: boolean, message: string) => {
    queryClient.setQueryData(trpc.kioskLock.status.queryKey(), { pinSet });
    setPin("");
    setRepeat("");
    setProblem(null);
    setNotice(message);
  };
  const failed = (error: unknown) => {
    setNotice(null);
    setProblem(serverMessage(error) ?? SAVE_PIN_FAILED);
  };
  const setPinMutation = useMutation(
    trpc.kioskLock.setPin.mutationOptions({
      onSuccess: () => settled(true, "PIN saved. The kiosk's host screen now opens with it."),
      onError: failed,
    }),
  );
  const removeMutation = useMutation(
    trpc.kioskLock.removePin.mutationOptions({
      onSuccess: () => settled(false, "PIN removed. The kiosk's host screen opens with the staff password."),
      onError: failed,
    }),
  );
  const busy = setPinMutation.isPending || removeMutation.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!isKioskPin(pin)) return setProblem(KIOSK_PIN_FORMAT);
    if (pin !== repeat) return setProblem(PINS_DIFFER);
    setProblem(null);
    setPinMutation.mutate({ pin });
  };
  // Only digits go in, at most six (a keypad on a tablet, digits on a keyboard).
  const digits = (value: string) => value.replace(/[^0-9]/g, "").slice(0, 6);

  const pinSet = status.data?.pinSet;
  return (
    <SettingsSection title="Kiosk PIN">
      {pinSet === undefined ? (
        <Spinner size="sm" label="Loading kiosk PIN" />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {pinSet
                ? "A PIN is set: the kiosk's host screen (waitlist on/off, announcement, sign out) opens only with it."
                : "No PIN: the kiosk's host screen (waitlist on/off, announcement, sign out) opens with the staff password of the account the kiosk is signed in with."}
            </Text>
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <PasswordInput
                label={pinSet ? "New PIN (4-6 digits)" : "PIN (4-6 digits)"}
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={6}
                miw={180}
                styles={field}
                value={pin}
                onChange={(e) => setPin(digits(e.currentTarget.value))}
                visibilityToggleButtonProps={{
                  "aria-label": "Show or hide the PIN",
                  style: { width: 44, height: 44 },
                }}
                rightSectionWidth={48}
              />
              <PasswordInput
                label="Repeat the PIN"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={6}
                miw={180}
                styles={field}
                value={repeat}
                onChange={(e) => setRepeat(digits(e.currentTarget.value))}
                visibilityToggleButtonProps={{
                  "aria-label": "Show or hide the PIN",
                  style: { width: 44, height: 44 },
                }}
                rightSectionWidth={48}
              />
            </Group>
            {problem ? (
              <Alert color="red" variant="light" role="alert" p="xs">
                {problem}
              </Alert>
            ) : null}
            {notice ? (
              <Text role="status" fz="sm" fw={600} c="seatline.9">
                {notice}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              {pinSet ? (
                <Button
                  variant="default"
                  c="red.9"
                  h={44}
                  disabled={busy}
                  loading={removeMutation.isPending}
                  onClick={() => removeMutation.mutate()}
                >
                  Remove PIN
                </Button>
              ) : null}
              <Button
                type="submit"
                h={44}
                disabled={busy || pin.length === 0}
                loading={setPinMutation.isPending}
              >
                {pinSet ? "Change PIN" : "Set PIN"}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
