import { Alert, Button, Stack, Text } from "@mantine/core";
import { formatPhone, isInLine, statusPagePath } from "@seatline/domain";
import { msg, Spinner, serverMessage, useOfferedLanguages, useT } from "@seatline/ui";
import { IconDoorExit } from "@tabler/icons-react";
import { Fragment, lazy, Suspense, useEffect, useState } from "react";
import { guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { LinkTextsPanel } from "../components/link-texts-panel";
import { StatusCard } from "../components/status-card";
import { navigate, sentToOf, sentToState } from "../navigation";
import { useGuestStatus } from "../use-guest-status";
import { LoadFailed } from "./load-failed";

/** The confirm dialog (Modal, focus trap, scroll lock) loads when "Leave the line" is first pressed. */
const loadGiveUpDialog = () => import("../components/give-up-dialog");
const GiveUpDialog = lazy(() => loadGiveUpDialog().then((m) => ({ default: m.GiveUpDialog })));
const loadWrongNumberDialog = () => import("../components/wrong-number-dialog");
const WrongNumberDialog = lazy(() => loadWrongNumberDialog().then((m) => ({ default: m.WrongNumberDialog })));

/** Where the phone goes in the translated sentence (no text holds it). */
const PHONE_MARK = "\u0001";

export const LEAVE_FAILED = msg(
  "Sorry, we could not take you off the waitlist. Please try again or see the host.",
);

/**
 * The status page of one entry (/w/{token}): store, ticket, place, quote and state, live; "Resend text", "Wrong
 * number?" and "Leave the line". Opened by the remote join that made the entry, it names the phone the guest typed
 * (from the browser's own history state; the server never sends the phone).
 */
export function StatusPage({ token }: { token: string }) {
  const { status, error, live, show } = useGuestStatus(token);
  const t = useT();
  useOfferedLanguages(status?.languages, status?.language);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [fixing, setFixing] = useState(false);
  // Read once: the page that opened this one (the join, or a corrected number) texted this phone.
  const [sentTo] = useState(() => sentToOf(window.history.state));

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

  const corrected = (next: string, phone: string) => {
    setFixing(false);
    // The old link was texted to the wrong phone and no longer opens anything: this page moves to the new one.
    navigate(statusPagePath(next), { replace: true, state: sentToState(phone) });
  };

  const inLine = isInLine(status.state);
  return (
    <GuestFrame storeName={storeName} subtitle={msg("Your place in line")}>
      <Stack gap="md">
        {sentTo && inLine ? (
          <Text fz="sm" data-testid="sent-to">
            {/* The number stays on one line: "(555) 788 - 6966" never splits at its dash. */}
            {t("We also texted the link to this page to {phone}.", { phone: PHONE_MARK })
              .split(PHONE_MARK)
              .map((part, i) =>
                i === 0 ? (
                  part
                ) : (
                  <Fragment key={part}>
                    <span style={{ whiteSpace: "nowrap" }}>{formatPhone(sentTo)}</span>
                    {part}
                  </Fragment>
                ),
              )}
          </Text>
        ) : null}
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
            {status.hasPhone ? (
              <LinkTextsPanel
                token={token}
                onWrongNumber={() => {
                  void loadWrongNumberDialog();
                  setFixing(true);
                }}
              />
            ) : null}
            <Button
              variant="outline"
              // Shade 9: its text keeps 4.5:1 on the button's hover tint too.
              color="red.9"
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
      {fixing ? (
        <Suspense fallback={null}>
          <WrongNumberDialog
            opened={fixing}
            token={token}
            onClose={() => setFixing(false)}
            onCorrected={corrected}
          />
        </Suspense>
      ) : null}
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
