import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  formatClockTime,
  formatPhone,
  type GuestLanguage,
  phoneEditDigits,
  type TimeWindow,
} from "@seatline/domain";
import { msg, serverMessage, useLanguage, useTextingConsent } from "@seatline/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../api";
import type { PageAddress } from "../page-address";

export const NOTIFY_FAILED = msg("We could not add you to the list. Please try again.");

export interface NotifyMeProps {
  address: PageAddress;
  date: string;
  partySize: number;
  /** The date's time windows for the party (available or not). */
  windows: TimeWindow[];
  language: GuestLanguage;
}

/** A time too full for the party (no table left, or too few seats), as opposed to one already past. */
export function fullTimes(windows: readonly TimeWindow[], partySize: number): string[] {
  return windows.filter((w) => w.tablesAvailable < 1 || w.personsAvailable < partySize).map((w) => w.time);
}

/**
 * "Notify me" (docs/product.md#notify-me): when a time of the chosen date is full for the party, the guest can ask to
 * be texted if a table frees between two times. One request per phone and date; the guest is texted a link to their
 * own page on the list, and no table is offered until they reply 1 to that text. A window with a table still free is
 * refused by the server ("Please book it instead"), shown as its words.
 */
export function NotifyMe({ address, date, partySize, windows, language }: NotifyMeProps) {
  const api = useApi();
  const { t } = useLanguage();
  const consent = useTextingConsent();
  const full = fullTimes(windows, partySize);
  const times = windows.map((w) => w.time);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [phoneDigits, setPhoneDigits] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (full.length === 0 || times.length === 0) return null;
  const start = from ?? full[0] ?? times[0] ?? "";
  const end = to ?? full.at(-1) ?? times.at(-1) ?? "";

  if (done === date) {
    return (
      <Alert color="green" variant="light" title={t("You're on the list")} data-testid="notify-done">
        {t(
          "We texted you a link to your place on the list. Reply 1 to that text to confirm your number; then we will text you if a table frees up.",
        )}
      </Alert>
    );
  }
  if (!open) {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("Is the time you want full? Get a text if a table frees up.")}
        </Text>
        <Button variant="light" size="md" onClick={() => setOpen(true)}>
          {t("Notify me")}
        </Button>
      </Stack>
    );
  }
  const canSubmit = !busy && name.trim().length > 0 && phoneDigits.length === 10 && start <= end;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.public.notify.request.mutate({
        companySlug: address.companySlug,
        storeSlug: address.storeSlug,
        requestDate: date,
        partySize,
        windowStart: start,
        windowEnd: end,
        guestName: name.trim(),
        guestPhone: phoneDigits,
        language,
      });
      setDone(date);
    } catch (error) {
      setFailure(t(serverMessage(error) ?? NOTIFY_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const options = times.map((time) => ({ value: time, label: formatClockTime(time) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notify-title">
      {/* Not a nested <form>: the booking form around it submits on Enter, so this one sends on its button. */}
      <Stack gap="sm">
        <Text id="notify-title" component="h3" fw={700}>
          {t("Notify me if a table frees up")}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label={t("From")}
            value={start}
            onChange={(e) => setFrom(e.currentTarget.value)}
            data={options}
          />
          <NativeSelect
            label={t("To")}
            value={end}
            onChange={(e) => setTo(e.currentTarget.value)}
            data={options}
          />
        </SimpleGrid>
        <TextInput
          label={t("Full Name")}
          // Shown as required without the attribute: the booking form around this panel must not be held by it.
          withAsterisk
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t("Phone Number")}
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123 - 4567"
          description={consent}
          inputWrapperOrder={["label", "input", "description", "error"]}
          value={formatPhone(phoneDigits)}
          onChange={(e) => setPhoneDigits(phoneEditDigits(phoneDigits, e.currentTarget.value))}
        />
        {failure ? (
          <Alert color="red" variant="light" title={t("Not added to the list")}>
            {failure}
          </Alert>
        ) : null}
        <Button size="md" disabled={!canSubmit} loading={busy} onClick={(e) => void submit(e)}>
          {t("Add me to the list")}
        </Button>
      </Stack>
    </Paper>
  );
}
