import { Alert, Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@seatline/api/router";
import { formatClockTime, formatLongDate, formatPhone } from "@seatline/domain";
import { msg, Spinner, serverMessage, useLanguage, useOfferedLanguages } from "@seatline/ui";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { guestApi } from "../api";
import { GuestFrame } from "../components/guest-frame";
import { notifyWindowText } from "../notify-window";
import { LoadFailed } from "./load-failed";

type NotifyView = RouterOutputs["public"]["notify"]["page"];

const loadGiveUpDialog = () => import("../components/give-up-dialog");
const GiveUpDialog = lazy(() => loadGiveUpDialog().then((m) => ({ default: m.GiveUpDialog })));

export const NOTIFY_ACTION_FAILED = msg("Sorry, that did not work. Please try again or call the restaurant.");
/** How often the page asks again while the guest is on the list (an offer can arrive at any time). */
const POLL_MS = 10_000;

const STATUS_TEXT = {
  booked: msg("You took the table. Your booking is confirmed by text."),
  left: msg("You left the list."),
  removed: msg("The restaurant removed this request. Please call them if this is a mistake."),
} as const;

/**
 * The guest's own request on the notify list (/n/{token}, docs/product.md#notify-me): date, times, party, place on the
 * list (or, until the phone replied 1 to its first text, the ask to do so); a live offer with its minutes left and
 * "Take this table" (as replying 1); Leave the list with confirmation.
 */
export function NotifyPage({ token }: { token: string }) {
  const [view, setView] = useState<NotifyView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { t, language } = useLanguage();
  useOfferedLanguages(view?.languages, view?.language);

  const load = useCallback(
    () => guestApi().public.notify.page.query({ token }).then(setView, setError),
    [token],
  );
  useEffect(() => {
    void load();
    const id = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(id);
  }, [load]);
  const storeName = view?.storeName ?? "";
  useEffect(() => {
    document.title = storeName ? t("Notify list - {storeName}", { storeName }) : t("Notify list");
  }, [storeName, t]);

  if (!view)
    return error ? <LoadFailed error={error} /> : <Spinner fullScreen label={msg("Loading your request")} />;

  const act = async (action: "take" | "leave") => {
    setBusy(true);
    setActionError(null);
    try {
      setView(await guestApi().public.notify[action].mutate({ token }));
    } catch (err) {
      setActionError(t(serverMessage(err) ?? NOTIFY_ACTION_FAILED));
      void load();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const open = view.status === "waiting" || view.status === "offered";
  const rows: [string, string][] = [
    [msg("Date"), formatLongDate(view.requestDate, language)],
    [msg("Times"), notifyWindowText(view.windowStart, view.windowEnd, t)],
    [msg("Party Size"), t("{count, plural, one {# person} other {# people}}", { count: view.partySize })],
  ];
  return (
    <GuestFrame storeName={view.storeName} subtitle={msg("Notify list")} storeNameHeading>
      <Stack gap="md">
        <Card withBorder padding="md" aria-label={t("Request details")}>
          <Stack gap={6}>
            {rows.map(([label, value]) => (
              <Group key={label} justify="space-between" wrap="nowrap">
                <Text c="dimmed">{t(label)}</Text>
                <Text fw={700} ta="right">
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        {view.offer ? (
          <Alert color="green" variant="light" title={t("A table is yours")} data-testid="notify-offer">
            <Stack gap="sm">
              <Text>
                {t("A table for {count} at {time} is held for you for {minutes} more minutes.", {
                  count: view.partySize,
                  time: formatClockTime(view.offer.slotTime),
                  minutes: view.offer.minutesLeft,
                })}
              </Text>
              <Button size="md" onClick={() => void act("take")} loading={busy}>
                {t("Take this table")}
              </Button>
            </Stack>
          </Alert>
        ) : open && !view.phoneConfirmed ? (
          <Alert
            color="yellow"
            variant="light"
            title={t("Confirm your number")}
            data-testid="notify-unconfirmed"
          >
            {t("Reply 1 to the text we sent you. Until then we cannot offer you a table.")}
          </Alert>
        ) : open && view.place !== null ? (
          <Alert color="blue" variant="light" title={t("You're on the list")}>
            {t("You are number {place} on the list. We will text you if a table frees up.", {
              place: view.place,
            })}
          </Alert>
        ) : view.status in STATUS_TEXT ? (
          <Alert color="gray" variant="light">
            {t(STATUS_TEXT[view.status as keyof typeof STATUS_TEXT])}
          </Alert>
        ) : null}
        {actionError ? (
          <Alert color="red" variant="light">
            {actionError}
          </Alert>
        ) : null}
        {open ? (
          <Button
            variant="outline"
            color="red"
            size="md"
            onPointerEnter={() => void loadGiveUpDialog()}
            onClick={() => setConfirming(true)}
          >
            {t("Leave the list")}
          </Button>
        ) : null}
        {view.storePhone ? (
          <Anchor
            href={`tel:+1${view.storePhone.replace(/\D/g, "").slice(-10)}`}
            fz="sm"
            mih={44}
            style={{ display: "inline-flex", alignItems: "center" }}
          >
            {t("Questions? Call {phone}.", { phone: formatPhone(view.storePhone) })}
          </Anchor>
        ) : null}
      </Stack>
      {confirming || busy ? (
        <Suspense fallback={null}>
          <GiveUpDialog
            opened={confirming}
            busy={busy}
            title={t("Leave the list?")}
            body={t("You will get no offer for this date. To ask again, use the restaurant's booking page.")}
            confirmLabel={t("Leave the list")}
            keepLabel={t("Stay on the list")}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void act("leave")}
          />
        </Suspense>
      ) : null}
    </GuestFrame>
  );
}
