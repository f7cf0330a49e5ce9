import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Keypad, msg, PhoneDisplay, TextingConsent, useSession, useT, useTRPC } from "@seatline/ui";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import classes from "../components/kiosk.module.css";
import { KioskFrame } from "../components/kiosk-frame";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlow } from "../flow/flow-context";
import { isPhoneComplete } from "../flow/flow-store";
import { joinErrorMessage } from "../flow/join-error";
import { previousPath, stepPaths } from "../flow/steps";
import { INACTIVITY_TIMEOUT_MS } from "../flow/timeouts";
import { useIdleTimeout } from "../flow/use-idle-timeout";
import { joinAtKiosk } from "../offline/join-at-kiosk";
import { kioskJoinClient } from "../offline/join-client";
import type { QueuedJoinInput } from "../offline/offline-queue";

/**
 * Kiosk screen 3 (/app/input) (docs/product.md#kiosk): the phone keypad. GET A TICKET (10 digits) or Skip joins the waitlist;
 * a failure shows why and keeps everything the guest entered. Without network the join takes a leased ticket and is
 * queued (docs/architecture.md "Offline kiosk").
 */
export function PhoneScreen() {
  const [state, flow] = useFlow();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const phone = usePhoneLayout();
  const toStart = useCallback(() => navigate(stepPaths.app), [navigate]);
  useIdleTimeout(INACTIVITY_TIMEOUT_MS, toStart);

  const { token, store } = useSession();
  const client = useMemo(() => kioskJoinClient(token), [token]);
  const join = useMutation({
    // "always": offline, the join is taken with a leased ticket instead of waiting for the network.
    networkMode: "always",
    mutationFn: (input: QueuedJoinInput) => joinAtKiosk(client, { token, storeId: store.id }, input),
    onSuccess: (issued) => {
      flow.issued({
        ticket: issued.ticket,
        name: issued.name,
        phone: issued.phone,
        partySize: issued.partySize,
        queued: issued.queued,
        standing: issued.standing,
      });
      if (!issued.queued)
        void queryClient.invalidateQueries({ queryKey: trpc.waitlist.kioskState.queryKey() });
      // Replaces the phone step in the history: BACK from the ticket never reopens a finished flow.
      navigate(stepPaths.ticket, { replace: true });
    },
  });

  const submit = (withPhone: boolean) => {
    if (join.isPending) return;
    join.mutate({
      partySize: state.partySize,
      name: state.name.trim(),
      phone: withPhone ? state.phone : null,
      seating: state.seating,
      language: state.language,
    });
  };

  return (
    <KioskFrame
      onBack={() => navigate(previousPath("input"))}
      next={{
        label: msg("GET A TICKET"),
        onClick: () => submit(true),
        disabled: !isPhoneComplete(state) || join.isPending,
        loading: join.isPending && join.variables?.phone !== null,
      }}
    >
      <div className={classes.split}>
        <Stack gap={phone ? "xs" : "lg"}>
          <Title order={1} ta="center" fz={phone ? 22 : 36} lh={1.2}>
            {t("Receive a text alert when your table is ready")}
          </Title>
          <PhoneDisplay
            value={state.phone}
            placeholder="Enter your number"
            fontSize={phone ? 26 : 36}
            py={phone ? 6 : "md"}
          />
          <TextingConsent fz={phone ? "xs" : "md"} ta="center" mt={phone ? 0 : -8} lh={1.35} />
          {join.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={t("No ticket yet")}
            >
              <Text fz={phone ? "md" : "lg"}>{t(joinErrorMessage(join.error))}</Text>
            </Alert>
          ) : null}
          <Paper withBorder radius="lg" p={phone ? "xs" : "md"} bg="white">
            <Group justify="space-between" wrap="nowrap" gap={phone ? "sm" : "md"}>
              <Text fz={phone ? "sm" : "lg"} fw={500} lh={1.3}>
                {t("Skip and we will call your name when your table is ready")}
              </Text>
              <Button
                variant="outline"
                size="lg"
                h={phone ? 48 : 60}
                miw={phone ? 96 : 120}
                style={{ flexShrink: 0 }}
                onClick={() => submit(false)}
                disabled={join.isPending}
                loading={join.isPending && join.variables?.phone === null}
              >
                {t("Skip")}
              </Button>
            </Group>
          </Paper>
        </Stack>
        <div className={classes.keypadRoom}>
          <Keypad
            listenToKeyboard
            disabled={join.isPending}
            onDigit={flow.pressDigit}
            onClear={flow.clearPhone}
            onBackspace={flow.backspace}
            keyHeight="var(--kiosk-key-height)"
            className={classes.keypadGrid}
          />
        </div>
      </div>
    </KioskFrame>
  );
}
