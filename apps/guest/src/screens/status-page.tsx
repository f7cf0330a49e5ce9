import { Alert, Button, Stack, Text } from "@mantine/core";
import { isInLine } from "@seatline/domain";
import { msg, Spinner, serverMessage, useOfferedLanguages, useT } from "@seatline/ui";
import { IconDoorExit } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { StatusCard } from "../components/status-card";
import { useGuestStatus } from "../use-guest-status";
import { LoadFailed } from "./load-failed";

/** The confirm dialog (Modal, focus trap, scroll lock) loads when "Leave the line" is first pressed. */
const loadGiveUpDialog = () => import("../components/give-up-dialog");
const GiveUpDialog = lazy(() => loadGiveUpDialog().then((m) => ({ default: m.GiveUpDialog })));

export const LEAVE_FAILED = msg(
  "Sorry, we could not take you off the waitlist. Please try again or see the host.",
);

/** The status page of one entry (/w/{token}): store, ticket, place, quote and state, live; "Leave the line". */
export function StatusPage({ token }: { token: string }) {
  const { status, error, live, show } = useGuestStatus(token);
  const t = useT();
  useOfferedLanguages(status?.languages, status?.language);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  const storeName = status?.storeName ?? "";
  useEffect(() => {
    document.title = storeName
      ? t("Your place in line - {storeName}", { storeName })
      : t("Your place in line");
  }, [storeName, t]);

  if (!status)
    return error ? (
      <LoadFailed error={error} />
    ) : (
      <Spinner fullScreen label={msg("Loading your place in line")} />
    );

  const leave = async () => {
    setLeaving(true);
    setLeaveError(null);
    try {
      show(await guestApi().guest.leave.mutate({ token }));
      setConfirming(false);
    } catch (err) {
      console.error("Leave failed", err);
      setLeaveError(t(serverMessage(err) ?? LEAVE_FAILED));
      setConfirming(false);
    } finally {
      setLeaving(false);
    }
  };

  const inLine = isInLine(status.state);
  return (
    <GuestFrame storeName={storeName} subtitle={msg("Your place in line")}>
      <Stack gap="md">
        <StatusCard status={status} />
        {leaveError ? (
          <Alert color="red" variant="light">
            {leaveError}
          </Alert>
        ) : null}
        {inLine ? (
          <>
            <Text fz="sm" c="dimmed">
              {live ? t("This page updates by itself.") : t("This page refreshes every few seconds.")}
              {status.hasPhone && status.state === "waiting"
                ? ` ${t("We will also text you when your table is ready.")}`
                : ""}
            </Text>
            <Button
              variant="outline"
              color="red"
              size="md"
              leftSection={<IconDoorExit aria-hidden size={20} />}
              onPointerEnter={() => void loadGiveUpDialog()}
              onClick={() => setConfirming(true)}
            >
              {t("Leave the line")}
            </Button>
          </>
        ) : null}
      </Stack>
      {confirming || leaving ? (
        <Suspense fallback={null}>
          <GiveUpDialog
            opened={confirming}
            busy={leaving}
            title={t("Leave the line?")}
            body={t("Your place in line will be given up. If you come back, you will need to join again.")}
            confirmLabel={t("Leave the line")}
            keepLabel={t("Stay in line")}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void leave()}
          />
        </Suspense>
      ) : null}
    </GuestFrame>
  );
}
