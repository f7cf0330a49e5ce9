import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import {
  isKioskPin,
  isTrivialPin,
  KIOSK_PIN_FORMAT,
  STAND_NAME_MAX,
  TRIVIAL_STAND_PIN,
} from "@seatline/domain";
import { serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

/**
 * A person's own PIN for the host stand (docs/architecture.md "Device sessions"), set on their own sign-in with their
 * password, and the name the stand's lock screen shows for them.
 */
export function MyStandPinDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.stand.myPin.queryOptions(undefined, { enabled: opened }));
  const [name, setName] = useState<string | null>(null);
  const [pin, setPin] = useState("");
  const [password, setPassword] = useState("");
  const close = () => {
    setPin("");
    setPassword("");
    save.reset();
    remove.reset();
    onClose();
  };
  const save = useMutation(
    trpc.stand.setMyPin.mutationOptions({ onSuccess: () => void mine.refetch().then(close) }),
  );
  const remove = useMutation(
    trpc.stand.removeMyPin.mutationOptions({ onSuccess: () => void mine.refetch() }),
  );
  const shownName = name ?? mine.data?.name ?? "";
  const pinFormatOk = isKioskPin(pin);
  // The server's own rule (packages/domain stand-pin-rules.ts), shown as the field's hint before saving.
  const pinOk = pinFormatOk && !isTrivialPin(pin);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pinOk && shownName.trim() && password) save.mutate({ name: shownName, pin, password });
  };
  const error = save.error ?? remove.error;

  return (
    <Modal opened={opened} onClose={close} title="Your host stand PIN" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {mine.data?.pinSet
              ? "You have a PIN: tap your name on the host stand and enter it. A new PIN replaces it."
              : "Set a PIN to open the host stand as yourself: what you do there is logged under your name."}
          </Text>
          <TextInput
            label="Name on the stand"
            maxLength={STAND_NAME_MAX}
            required
            value={shownName}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <PasswordInput
            label="New PIN (4 to 6 digits)"
            inputMode="numeric"
            autoComplete="off"
            required
            value={pin}
            error={pin === "" || pinOk ? undefined : pinFormatOk ? TRIVIAL_STAND_PIN : KIOSK_PIN_FORMAT}
            onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, "").slice(0, 6))}
          />
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" role="alert">
              {serverMessage(error) ?? "Not saved. Check the connection and try again."}
            </Alert>
          ) : null}
          <Group justify="space-between">
            {mine.data?.pinSet ? (
              <Button
                variant="subtle"
                color="red"
                h={44}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Remove my PIN
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" h={44} onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                h={44}
                loading={save.isPending}
                disabled={!pinOk || !shownName.trim() || !password}
              >
                Save PIN
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
