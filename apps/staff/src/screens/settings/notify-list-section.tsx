import { Alert, Button, Group, NumberInput, SimpleGrid, Switch } from "@mantine/core";
import {
  NOTIFY_CUTOFF_RANGE,
  NOTIFY_HOLD_RANGE,
  NOTIFY_HOLD_SHARE_RANGE,
  type NotifySettingsInput,
} from "@seatline/domain";
import { Spinner, serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SettingsSection } from "./settings-section";

/**
 * The notify list (docs/product.md#notify-me): how long an offered table is held for its guest (3-30 minutes), how
 * close to its time a table is still offered, the share of a time's tables offers may hold at once (1-100 %, default
 * 25), and whether quiet hours (9 PM - 9 AM) hold the offer texts back.
 */
export function NotifyListSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.notify.settings.queryOptions());
  const [form, setForm] = useState<NotifySettingsInput | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  const save = useMutation(
    trpc.notify.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.notify.settings.queryKey(), saved);
        setForm(saved);
      },
    }),
  );
  const dirty = form !== null && JSON.stringify(form) !== JSON.stringify(query.data);
  const set = (patch: Partial<NotifySettingsInput>) => setForm((f) => (f ? { ...f, ...patch } : f));

  return (
    <SettingsSection title="Notify List">
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty) save.mutate(form);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Hold an offered table for (minutes)"
              min={NOTIFY_HOLD_RANGE.min}
              max={NOTIFY_HOLD_RANGE.max}
              allowDecimal={false}
              value={form.holdMinutes}
              onChange={(v) => set({ holdMinutes: Number(v) })}
            />
            <NumberInput
              label="Stop offering this many minutes before the time"
              min={NOTIFY_CUTOFF_RANGE.min}
              max={NOTIFY_CUTOFF_RANGE.max}
              allowDecimal={false}
              value={form.cutoffMinutes}
              onChange={(v) => set({ cutoffMinutes: Number(v) })}
            />
            <NumberInput
              label="Offers may hold at most this share of a time's tables (%)"
              description="Rounded down, at least one table. The rest stay bookable on the public page."
              min={NOTIFY_HOLD_SHARE_RANGE.min}
              max={NOTIFY_HOLD_SHARE_RANGE.max}
              allowDecimal={false}
              suffix=" %"
              value={form.holdSharePercent}
              onChange={(v) => set({ holdSharePercent: Number(v) })}
            />
          </SimpleGrid>
          <Switch
            mt="md"
            label="No offer texts between 9 PM and 9 AM (offered in the morning instead)"
            checked={form.quietHours}
            onChange={(e) => set({ quietHours: e.currentTarget.checked })}
          />
          {save.error ? (
            <Alert color="red" variant="light" mt="sm">
              {serverMessage(save.error) ?? "Could not save the notify list settings. Please try again."}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button type="submit" disabled={!dirty} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Spinner size="sm" label="Loading notify list settings" />
      )}
    </SettingsSection>
  );
}
