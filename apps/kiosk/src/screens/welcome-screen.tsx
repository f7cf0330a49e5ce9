import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { closedNowWords } from "@seatline/domain";
import { LanguageSwitch, Spinner, useLanguage, useT } from "@seatline/ui";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { CurrentWaitPanel } from "../components/current-wait-panel";
import classes from "../components/kiosk.module.css";
import { KioskCorner } from "../components/kiosk-corner";
import { OfflineNotice } from "../components/offline-notice";
import { StoreLogo } from "../components/store-logo";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlowStore } from "../flow/flow-context";
import { stepPaths } from "../flow/steps";
import { useKioskState } from "../hooks/use-kiosk-state";
import { useKioskOffline } from "../offline/use-kiosk-offline";

/**
 * Kiosk screen 1 (/app) (docs/product.md#kiosk): the current wait, the store's logo, the announcement and GET STARTED.
 * Offline, the wait panel says so instead (the last known state keeps the rest).
 */
export function WelcomeScreen() {
  const flow = useFlowStore();
  const navigate = useNavigate();
  const kiosk = useKioskState();
  const t = useT();
  const phone = usePhoneLayout();
  const { language } = useLanguage();
  const offline = useKioskOffline(kiosk);

  // docs/product.md#kiosk: the start page resets the flow.
  useEffect(() => flow.reset(), [flow]);

  const data = kiosk.data;
  if (!data) {
    return (
      <main className={classes.frame} style={{ position: "relative" }}>
        <KioskCorner />
        {kiosk.isError || offline ? (
          <Stack align="center" justify="center" h="100%" p="xl">
            <Alert color="red" title={t("The kiosk cannot reach the restaurant's system")} maw={560}>
              {t("Please ask a host for help. This page tries again every few seconds.")}
            </Alert>
          </Stack>
        ) : (
          <Spinner fullScreen />
        )}
      </main>
    );
  }

  if (!data.settings.waitlistOn) {
    return (
      <main className={classes.frame} style={{ position: "relative" }}>
        <KioskCorner />
        <Stack align="center" justify="center" h="100%" p="xl">
          <Title order={1} fz={phone ? 36 : 56} ta="center" c="seatline.9">
            {t("Please wait to be seated!")}
          </Title>
        </Stack>
      </main>
    );
  }

  // Outside the store's opening hours guests cannot join (docs/product.md#opening-hours): say when it opens.
  if (!data.hours.open) {
    const closed = closedNowWords(data.hours.nextOpening, language);
    return (
      <main className={classes.frame} style={{ position: "relative" }}>
        <KioskCorner />
        <Stack align="center" justify="center" h="100%" p="xl" gap="xl">
          <LanguageSwitch languages={data.guestLanguages} size="lg" />
          <StoreLogo name={data.store.name} accountEmail={data.store.accountEmail} />
          <Title order={2} fz={48} ta="center" c="seatline.9" maw={900}>
            {t(closed.message, closed.values)}
          </Title>
        </Stack>
      </main>
    );
  }

  const announcement = data.settings.announcement.trim();
  const start = () => {
    flow.start();
    navigate(stepPaths.party);
  };

  return (
    <div className={classes.welcome}>
      {/* Offline: no numbers the kiosk cannot know; guests still join (queued, docs/product.md#kiosk). */}
      {offline ? (
        <OfflineNotice />
      ) : (
        <CurrentWaitPanel parties={data.numbers.parties} solo={data.numbers.solo} position={data.position} />
      )}
      <main className={classes.welcomeMain}>
        {/* On a phone the language switch shares the corner's row, so the welcome fits one screen. */}
        <KioskCorner start={phone ? <LanguageSwitch languages={data.guestLanguages} size="md" /> : null} />
        {phone ? null : <LanguageSwitch languages={data.guestLanguages} size="lg" />}
        <StoreLogo name={data.store.name} accountEmail={data.store.accountEmail} compact={phone} />
        {announcement ? (
          <Paper
            component="section"
            aria-label={t("Announcement")}
            radius="lg"
            p={phone ? "sm" : "lg"}
            w="100%"
            maw={640}
            bg="seatline.0"
          >
            <Group gap="md" wrap="nowrap" align="flex-start">
              <IconSpeakerphone
                size={phone ? 28 : 36}
                aria-hidden
                color="var(--mantine-color-seatline-9)"
                style={{ flexShrink: 0 }}
              />
              <Text
                fz={phone ? "md" : "xl"}
                fw={600}
                ta="left"
                c="seatline.9"
                style={{ whiteSpace: "pre-line" }}
              >
                {announcement}
              </Text>
            </Group>
          </Paper>
        ) : null}
        <Stack gap={phone ? 6 : "sm"} maw={640}>
          <Text fz={phone ? 18 : 26} fw={500} lh={1.35}>
            {t("Please press the button below to enter your party details and see current wait times.")}
          </Text>
          <Text fz={phone ? "md" : "xl"} c="dimmed">
            {t("Please note: we can only seat your party once the")}{" "}
            <strong>{t("ENTIRE PARTY HAS ARRIVED")}</strong>.
          </Text>
        </Stack>
        <Button
          size="xl"
          h={phone ? 64 : 88}
          px={phone ? 40 : 56}
          fz={phone ? 22 : 28}
          radius="xl"
          onClick={start}
          style={{ flexShrink: 0 }}
        >
          {t("GET STARTED")}
        </Button>
      </main>
    </div>
  );
}
