import { Alert, Button, Chip, Group, Switch, Text } from "@mantine/core";
import type { ReminderSettings } from "@seatline/domain";
import { Spinner, serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SettingsSection } from "./settings-section";

const CHOICES = [48, 24, 12, 6, 3, 2, 1];
const MAX_REMINDERS = 3;

/** Reservation reminder texts (docs/product.md#texts): on/off and when, before each booking; quiet hours 21:00-09:00 apply. */
export function RemindersSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.texting.reminderSettings.queryOptions());
  const [form, setForm] = useState<ReminderSettings | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  const save = useMutation(
    trpc.texting.saveReminderSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.texting.reminderSettings.queryKey(), saved);
        setForm(saved);
      },
    }),
  );
  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(query.data);

  return (
    <SettingsSection title="Reservation Reminders">
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty) save.mutate(form);
          }}
        >
          <Switch
            label="Text guests a reminder before their booking (reply 1 to confirm, 9 to cancel)"
            checked={form.enabled}
            onChange={(e) => {
              const enabled = e.currentTarget.checked;
              setForm((f) => (f ? { ...f, enabled } : f));
            }}
          />
          <Text fz="sm" mt="sm" mb={4}>
            Hours before the booking (up to {MAX_REMINDERS}; none between 9 PM and 9 AM, sent earlier instead)
          </Text>
          <Chip.Group
            multiple
            value={form.hours.map(String)}
            onChange={(v) => {
              const hours = v.map(Number).sort((a, b) => b - a);
              if (hours.length <= MAX_REMINDERS) setForm((f) => (f ? { ...f, hours } : f));
            }}
          >
            <Group gap="xs">
              {CHOICES.map((h) => (
                <Chip key={h} value={String(h)} disabled={!form.enabled}>
                  {h} h
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {save.error ? (
            <Alert color="red" variant="light" mt="sm">
              {serverMessage(save.error) ?? "Could not save the reminder settings. Please try again."}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button type="submit" disabled={!dirty || form.hours.length === 0} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Spinner size="sm" label="Loading reminder settings" />
      )}
    </SettingsSection>
  );
}
