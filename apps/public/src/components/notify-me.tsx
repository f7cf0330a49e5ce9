import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { formatClockTime, formatPhone, type GuestLanguage, phoneEditDigits } from "@seatline/domain";
import { msg, serverMessage, useLanguage, useTextingConsent } from "@seatline/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useApi } from "../api";
import type { PageAddress } from "../page-address";

export const NOTIFY_FAILED = msg("We could not add you to the list. Please try again.");

export interface NotifyMeProps {
  address: PageAddress;
  date: string;
  partySize: number;
  /** The full time the guest tapped: both ends of the window to start with. */
  time: string;
  /** The times the window may stretch over: the run of full times around `time` (notify-window.ts). */
  choices: readonly string[];
  language: GuestLanguage;
  onDone: () => void;
  onClose: () => void;
}

/**
 * "Notify me" for a full time (docs/product.md#notify-me): the guest asks to be texted if a table frees between two
 * times, the tapped one to start with. One request per phone and date; the guest is texted a link to their own page on
 * the list, and no table is offered until they reply 1 to that text. The window can only stretch over full times (the
 * server refuses one with a table still free, "Please book it instead", shown as its words). Loaded on demand: only
 * guests who tap a full time need it.
 */
export function NotifyMe({
  address,
  date,
  partySize,
  time,
  choices,
  language,
  onDone,
  onClose,
}: NotifyMeProps) {
  const api = useApi();
  const { t } = useLanguage();
  const consent = useTextingConsent();
  // The window follows the tapped time until the guest changes an end.
  const [span, setSpan] = useState({ for: time, from: time, to: time });
  const { from: start, to: end } = span.for === time ? span : { from: time, to: time };
  const [name, setName] = useState("");
  const [phoneDigits, setPhoneDigits] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Opened from a time in the grid: the panel comes into view and the focus to its title (the keyboard goes on from there).
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView({ block: "nearest" });
  }, [time]);

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
      onDone();
    } catch (error) {
      setFailure(t(serverMessage(error) ?? NOTIFY_FAILED));
      setBusy(false);
    }
  };
  const options = choices.map((c) => ({ value: c, label: formatClockTime(c) }));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="notify-title">
      {/* Not a nested <form>: the booking form around it submits on Enter, so this one sends on its button. */}
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text id="notify-title" ref={titleRef} tabIndex={-1} component="h3" fw={700} mt={10}>
            {t("Notify me if a table frees up")}
          </Text>
          <ActionIcon variant="subtle" color="gray" size={44} aria-label={t("Close")} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </ActionIcon>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label={t("From")}
            value={start}
            onChange={(e) => setSpan({ for: time, from: e.currentTarget.value, to: end })}
            data={options}
          />
          <NativeSelect
            label={t("To")}
            value={end}
            onChange={(e) => setSpan({ for: time, from: start, to: e.currentTarget.value })}
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
