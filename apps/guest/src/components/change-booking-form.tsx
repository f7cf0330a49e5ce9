import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  type BookingPageView,
  formatTime12,
  isBookableDate,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
} from "@seatline/domain";
import { msg, serverMessage, useT } from "@seatline/ui";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type BookingTimes, guestApi } from "../api";

const CHANGE_FAILED = msg(
  "Sorry, we could not change your reservation. Please try again or call the restaurant.",
);
const TIMES_FAILED = msg("We could not load the free times. Please try again.");

export interface ChangeBookingFormProps {
  token: string;
  booking: BookingPageView;
  onSaved(view: BookingPageView): void;
  onKeep(): void;
}

/**
 * Change on the booking page (docs/product.md#guest-pages): party size, date, and the times of that date the
 * restaurant still has for the party (the public page's, the booking's own party left out). The server checks it all
 * again when it is saved: a time taken meanwhile is refused and the times are read again.
 */
export function ChangeBookingForm({ token, booking, onSaved, onKeep }: ChangeBookingFormProps) {
  const t = useT();
  const [partySize, setPartySize] = useState(booking.partySize);
  const [date, setDate] = useState(booking.reservationDate);
  const [time, setTime] = useState<string | null>(booking.reservationTime);
  const [times, setTimes] = useState<BookingTimes | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Reads a date's times for a party size; answers how to ignore an answer that comes too late. */
  const readTimes = useCallback(
    (q: { date: string; partySize: number }) => {
      let live = true;
      setLoading(true);
      guestApi()
        .guest.bookingTimes.query({ token, ...q })
        .then(
          (found) => {
            if (!live) return;
            setTimes(found);
            setLoading(false);
          },
          (err: unknown) => {
            if (!live) return;
            setTimes(null);
            setError(t(serverMessage(err) ?? TIMES_FAILED));
            setLoading(false);
          },
        );
      return () => {
        live = false;
      };
    },
    [token, t],
  );
  useEffect(() => readTimes({ date, partySize }), [readTimes, date, partySize]);

  const free = useMemo(() => (times?.windows ?? []).filter((w) => w.available), [times]);
  const dates = times?.dates;
  const dateOpen = dates
    ? isBookableDate(date, {
        today: dates.today,
        blackoutDates: dates.blackoutDates,
        accessDays: dates.accessDates.length > 0 ? dates.accessDates : null,
        lastDate: dates.lastDate,
      })
    : true;
  // A chosen time the date no longer has for the party is dropped: Save waits for a time.
  useEffect(() => {
    if (!loading && time && !free.some((w) => w.time === time)) setTime(null);
  }, [loading, time, free]);

  const unchanged =
    date === booking.reservationDate && time === booking.reservationTime && partySize === booking.partySize;

  const save = async () => {
    if (!time) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(
        await guestApi().guest.changeBooking.mutate({
          token,
          reservationDate: date,
          reservationTime: time,
          partySize,
        }),
      );
    } catch (err) {
      setError(t(serverMessage(err) ?? CHANGE_FAILED));
      // The time may have just filled up: show the date's times as they are now.
      readTimes({ date, partySize });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t("Change your reservation")}
      // A card clips what overflows it, which would keep its sticky buttons from sticking.
      style={{ overflow: "visible" }}
    >
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          {t("Change your reservation")}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text>{t("Party Size")}</Text>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              size={44}
              radius="xl"
              variant="default"
              aria-label={t("Remove one person")}
              disabled={partySize <= MIN_PARTY_SIZE || saving}
              onClick={() => {
                setError(null);
                setPartySize((n) => Math.max(MIN_PARTY_SIZE, n - 1));
              }}
            >
              <IconMinus size={22} aria-hidden />
            </ActionIcon>
            <Text
              component="output"
              aria-live="polite"
              aria-label={t("Party size {value}", { value: partySize })}
              fz={24}
              fw={800}
              miw={36}
              ta="center"
              data-testid="change-party-size"
            >
              {partySize}
            </Text>
            <ActionIcon
              size={44}
              radius="xl"
              aria-label={t("Add one person")}
              disabled={partySize >= MAX_PARTY_SIZE || saving}
              onClick={() => {
                setError(null);
                setPartySize((n) => Math.min(MAX_PARTY_SIZE, n + 1));
              }}
            >
              <IconPlus size={22} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          type="date"
          label={t("Date")}
          value={date}
          min={dates?.today}
          max={dates?.lastDate}
          disabled={saving}
          size="md"
          onChange={(e) => {
            // A cleared or half-typed date keeps the last one the times were read for.
            const next = e.currentTarget.value;
            if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) return;
            setError(null);
            setDate(next);
          }}
        />
        <div role="radiogroup" aria-label={t("Available times")} aria-busy={loading}>
          {loading ? (
            <Group justify="center" mih={44}>
              <Loader size="sm" aria-label={t("Loading the free times")} />
            </Group>
          ) : !dateOpen ? (
            <Text c="dimmed">{t("Tables cannot be booked online on this date.")}</Text>
          ) : free.length === 0 ? (
            <Text c="dimmed">
              {t("No tables are free on this date for your party. Please try another date.")}
            </Text>
          ) : (
            <SimpleGrid cols={3} spacing="xs">
              {free.map((w) => (
                <Button
                  key={w.time}
                  role="radio"
                  aria-checked={time === w.time}
                  variant={time === w.time ? "filled" : "default"}
                  h={44}
                  px={2}
                  fz="sm"
                  disabled={saving}
                  onClick={() => {
                    setError(null);
                    setTime(w.time);
                  }}
                >
                  {formatTime12(w.time)}
                </Button>
              ))}
            </SimpleGrid>
          )}
        </div>
        {/* A store open all day has many times: Save (and its refusal) stays in reach at the bottom of the screen. */}
        <Stack
          gap="xs"
          py="xs"
          style={{ position: "sticky", bottom: 0, background: "var(--mantine-color-white)" }}
        >
          {/* With the buttons, so the refusal shows where Save was tapped. */}
          {error ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {error}
            </Alert>
          ) : null}
          <Button size="md" onClick={() => void save()} loading={saving} disabled={!time || unchanged}>
            {t("Save")}
          </Button>
          <Button size="md" variant="default" onClick={onKeep} disabled={saving}>
            {t("Keep my booking")}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
