import { Stack, Title } from "@mantine/core";
import { msg, PartySizeStepper, SeatingChoiceButtons, Spinner, useT, WaitTimesPanel } from "@seatline/ui";
import { useCallback } from "react";
import { Navigate, useNavigate } from "react-router";
import classes from "../components/kiosk.module.css";
import { KioskFrame } from "../components/kiosk-frame";
import { OfflineNotice } from "../components/offline-notice";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlow } from "../flow/flow-context";
import { canContinueParty } from "../flow/flow-store";
import { nextPath, previousPath, stepPaths } from "../flow/steps";
import { INACTIVITY_TIMEOUT_MS } from "../flow/timeouts";
import { useIdleTimeout } from "../flow/use-idle-timeout";
import { useKioskState } from "../hooks/use-kiosk-state";
import { useKioskOffline } from "../offline/use-kiosk-offline";

/** Kiosk screen 2 (/app/party) (docs/product.md#kiosk): party size, seating preference and the current waits. */
export function PartyScreen() {
  const [state, flow] = useFlow();
  const navigate = useNavigate();
  const kiosk = useKioskState();
  const t = useT();
  const phone = usePhoneLayout();
  const size = phone ? "md" : "lg";
  const offline = useKioskOffline(kiosk);
  const toStart = useCallback(() => navigate(stepPaths.app), [navigate]);
  useIdleTimeout(INACTIVITY_TIMEOUT_MS, toStart);

  const data = kiosk.data;
  // The host closed the waitlist (or the store closed) meanwhile: the welcome screen says so.
  if (data && (!data.settings.waitlistOn || !data.hours.open)) return <Navigate to={stepPaths.app} replace />;

  const next = () => {
    if (flow.completeParty()) navigate(nextPath("party"));
  };

  return (
    <KioskFrame
      onBack={() => navigate(previousPath("party"))}
      next={{ label: msg("NEXT"), onClick: next, disabled: !canContinueParty(state) }}
    >
      <div className={classes.split}>
        <Stack gap={phone ? "md" : "xl"} align="stretch">
          <Title order={1} ta="center" fz={phone ? 24 : 40}>
            {t("How Many People In Your Party?")}
          </Title>
          <PartySizeStepper
            size={size}
            value={state.partySize}
            onAdd={flow.addPerson}
            onRemove={flow.removePerson}
          />
          {data ? (
            <SeatingChoiceButtons
              size={size}
              settings={data.settings}
              value={state.seating}
              onToggle={flow.toggleSeating}
            />
          ) : null}
        </Stack>
        {offline ? (
          // No false quote: the waits of before the connection dropped are not shown.
          <OfflineNotice variant="inline" />
        ) : data ? (
          <WaitTimesPanel
            partiesAhead={data.numbers.parties + data.numbers.solo}
            waitTimes={data.waitTimes}
            waitTold={data.waitTold}
            partySize={state.partySize}
            size={size}
            layout="stacked"
            partiesAheadLabel={msg("Parties ahead of you:")}
          />
        ) : (
          <Spinner />
        )}
      </div>
    </KioskFrame>
  );
}
