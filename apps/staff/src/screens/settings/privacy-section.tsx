import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { formatPhone, phoneDigits } from "@seatline/domain";
import { serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SettingsSection } from "./settings-section";

const field = { input: { minHeight: 44, height: 44 } } as const;
const retentionOptions = [
  { value: "0", label: "Keep until erased" },
  { value: "12", label: "12 months" },
  { value: "24", label: "24 months (default)" },
  { value: "36", label: "36 months" },
  { value: "60", label: "60 months" },
];

/** Saves the export as a file the owner can hand to the guest. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * docs/product.md#guest-privacy (owners only): one guest's data by phone, exported as JSON or erased, and how long
 * guests not seen are kept.
 */
export function PrivacySection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const retention = useQuery(trpc.privacy.retention.queryOptions());
  const logChanged = () => void queryClient.invalidateQueries({ queryKey: trpc.privacy.auditLog.queryKey() });
  const failed = (e: unknown) => {
    setNotice(null);
    setProblem(serverMessage(e) ?? "Could not do that. Please try again.");
  };
  const exportGuest = useMutation(
    trpc.privacy.exportGuest.mutationOptions({
      onSuccess: (data, input) => {
        download(`guest-${phoneDigits(input.phone)}.json`, data);
        setProblem(null);
        const found = data.visits.length + data.bookings.length + data.notifyRequests.length;
        setNotice(
          found === 0 ? "Nothing is held on this phone." : "Exported: the file is in your downloads.",
        );
        logChanged();
      },
      onError: failed,
    }),
  );
  const erase = useMutation(
    trpc.privacy.eraseGuest.mutationOptions({
      onSuccess: (n) => {
        setConfirming(false);
        setProblem(null);
        setPhone("");
        setNotice(
          `Erased: ${n.visits} ${n.visits === 1 ? "visit" : "visits"}, ${n.bookings} ${n.bookings === 1 ? "booking" : "bookings"}, ${n.texts} ${n.texts === 1 ? "text" : "texts"}, ${n.notifyRequests} notify ${n.notifyRequests === 1 ? "request" : "requests"}.`,
        );
        logChanged();
      },
      onError: (e) => {
        setConfirming(false);
        failed(e);
      },
    }),
  );
  const saveRetention = useMutation(
    trpc.privacy.saveRetention.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.privacy.retention.queryKey(), saved);
        setProblem(null);
        setNotice("Retention saved.");
        logChanged();
      },
      onError: failed,
    }),
  );
  const complete = phoneDigits(phone).length === 10;

  return (
    <SettingsSection title="Guest privacy">
      <Text fz="sm" c="dimmed">
        When a guest asks, export everything held on their phone number (visits, bookings, texts and replies,
        opt-outs, notes, notify-list requests) or erase it: their name, phone, e-mail, notes and texts are
        removed everywhere, while the counts in Reports stay.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Guest's phone"
          inputMode="tel"
          autoComplete="off"
          placeholder="(555) 123 - 4567"
          miw={220}
          styles={field}
          value={formatPhone(phone)}
          onChange={(e) => setPhone(phoneDigits(e.currentTarget.value))}
        />
        <Button
          h={44}
          variant="default"
          disabled={!complete}
          loading={exportGuest.isPending}
          onClick={() => exportGuest.mutate({ phone })}
        >
          Export guest data
        </Button>
        <Button h={44} color="red" disabled={!complete} onClick={() => setConfirming(true)}>
          Erase guest…
        </Button>
      </Group>
      <Select
        label="Anonymise guests not seen for"
        data={retentionOptions}
        value={retention.data ? String(retention.data.months) : null}
        allowDeselect={false}
        w={260}
        styles={field}
        disabled={retention.isPending || saveRetention.isPending}
        onChange={(v) => v !== null && saveRetention.mutate({ months: Number(v) })}
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      {notice ? (
        <Text role="status" fz="sm" fw={600} c="seatline.9">
          {notice}
        </Text>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Erase this guest?" centered>
        <Stack>
          <Text>
            Everything held on {formatPhone(phone)} is erased for good: names, phone, e-mail, notes and texts.
            This cannot be undone. Their visits and bookings still count in Reports, without a name.
          </Text>
          <Group justify="flex-end">
            <Button h={44} variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button h={44} color="red" loading={erase.isPending} onClick={() => erase.mutate({ phone })}>
              Erase for good
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
