import { Alert, Box, Button, PasswordInput, Text, Title } from "@mantine/core";
import { Keypad, Spinner, useSession } from "@seatline/ui";
import { IconAlertCircle, IconArrowLeft, IconLock } from "@tabler/icons-react";
import { type FormEvent, useCallback, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import classes from "../components/kiosk.module.css";
import { usePhoneLayout } from "../components/use-phone-layout";
import { stepPaths } from "../flow/steps";
import { INACTIVITY_TIMEOUT_MS } from "../flow/timeouts";
import { useIdleTimeout } from "../flow/use-idle-timeout";
import { useHostLock } from "./use-host-lock";

/**
 * The lock in front of the host screen (docs/product.md#kiosk): the store's kiosk PIN on a keypad, or, while the
 * store has none, the signed-in account's staff password. The server checks it (and limits wrong tries); a wrong
 * entry says so and stays locked. Left alone it returns to the welcome screen like the guest steps.
 */
export function HostLock({ onUnlocked }: { onUnlocked: () => void }) {
  const { store, user } = useSession();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const lock = useHostLock(onUnlocked);
  const toStart = useCallback(() => navigate(stepPaths.app), [navigate]);
  useIdleTimeout(INACTIVITY_TIMEOUT_MS, toStart);

  // A hardware keyboard's Enter unlocks too (the keypad's keys are buttons, so no field holds the focus).
  const { submit, withPin } = lock;
  useEffect(() => {
    if (!withPin) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && !(event.target instanceof HTMLButtonElement)) submit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [withPin, submit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    lock.submit();
  };

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Text fw={800} fz={phone ? "md" : "xl"} c="seatline.9">
          {store.name}
        </Text>
        <Button
          component={Link}
          to={stepPaths.app}
          variant="default"
          size={phone ? "md" : "lg"}
          h={phone ? 44 : undefined}
          px={phone ? "sm" : undefined}
          style={{ flexShrink: 0 }}
          leftSection={<IconArrowLeft aria-hidden />}
        >
          Back to kiosk
        </Button>
      </header>
      <main className={classes.content}>
        {lock.pinSet === null ? (
          lock.status.isError ? (
            <Alert color="red" title="The lock could not be loaded" maw={480} mx="auto">
              <Text mb="sm">Check the connection and try again.</Text>
              <Button onClick={() => void lock.status.refetch()}>Retry</Button>
            </Alert>
          ) : (
            <Spinner />
          )
        ) : (
          <form className={classes.lock} onSubmit={onSubmit} noValidate aria-labelledby="lock-title">
            <Box ta="center">
              <IconLock size={phone ? 28 : 40} aria-hidden color="var(--mantine-color-seatline-9)" />
              <Title id="lock-title" order={1} fz={phone ? 24 : 32}>
                Host screen locked
              </Title>
              <Text fz={phone ? "sm" : "lg"} c="dimmed">
                {lock.withPin
                  ? "Enter the kiosk PIN to open the host screen."
                  : `Enter the staff password of ${user.email} to open the host screen.`}
              </Text>
            </Box>
            {lock.withPin ? (
              <>
                <Box
                  component="output"
                  aria-live="polite"
                  aria-label={`PIN: ${lock.pin.length} of 4 to 6 digits entered`}
                  bd="2px solid var(--mantine-color-gray-4)"
                  bg="white"
                  py={phone ? 4 : "xs"}
                  ta="center"
                  fz={phone ? 28 : 36}
                  fw={700}
                  lh={1.3}
                  style={{ borderRadius: "var(--mantine-radius-md)", letterSpacing: "0.3em" }}
                >
                  {lock.pin.length > 0 ? (
                    "•".repeat(lock.pin.length)
                  ) : (
                    <Text component="span" fz={phone ? "lg" : "xl"} c="dimmed" style={{ letterSpacing: 0 }}>
                      Enter PIN
                    </Text>
                  )}
                </Box>
                <div className={classes.lockKeypad}>
                  <Keypad
                    label="PIN keypad"
                    listenToKeyboard
                    disabled={lock.pending}
                    onDigit={lock.pressDigit}
                    onClear={lock.clearPin}
                    onBackspace={lock.backspace}
                    keyHeight={phone ? "var(--kiosk-key-height)" : 60}
                    className={classes.keypadGrid}
                  />
                </div>
              </>
            ) : (
              <PasswordInput
                label="Staff password"
                size={phone ? "lg" : "xl"}
                autoComplete="current-password"
                autoFocus
                // The show-password eye is a touch target too.
                rightSectionWidth={52}
                visibilityToggleButtonProps={{
                  "aria-label": "Show or hide the password",
                  style: { width: 44, height: 44 },
                }}
                value={lock.password}
                onChange={(event) => lock.setPassword(event.currentTarget.value)}
              />
            )}
            {lock.pinSet ? (
              <Button variant="subtle" size="md" h={44} onClick={() => lock.usePassword(lock.withPin)}>
                {lock.withPin ? "Use the staff password instead" : "Use the kiosk PIN"}
              </Button>
            ) : null}
            {lock.error ? (
              <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} p="xs">
                <Text fz={phone ? "sm" : "md"} fw={600}>
                  {lock.error}
                </Text>
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="xl"
              h={phone ? 52 : 64}
              disabled={!lock.ready}
              loading={lock.pending}
              style={{ flexShrink: 0 }}
            >
              Unlock
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
