import { Alert, Button, Group, SimpleGrid, Text } from "@mantine/core";
import {
  closedNowWords,
  formatMessage,
  type HoursForm,
  hoursDayKeys,
  hoursFormProblem,
  hoursFromForm,
  hoursToForm,
  weekdayLongNames,
} from "@seatline/domain";
import { notifyFailure, Spinner, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { OpeningHoursDay } from "./opening-hours-day";
import { SAVE_SETTINGS_FAILED } from "./settings-messages";
import { SettingsSection } from "./settings-section";
import { useSavedForm } from "./use-saved-form";

/** The guests' closed message as staff read it (English; formatMessage keeps the server's catalog out of this app). */
function closedNowEnglish(next: Parameters<typeof closedNowWords>[0]): string {
  const { message, values } = closedNowWords(next);
  return formatMessage(message, values);
}

/**
 * Opening Hours (docs/product.md#settings): per weekday its ranges (split shifts, past midnight) or Closed, in the
 * store's time zone. The public page shows them, booking slots follow them, and guests may join only inside them.
 * The form is checked by the server's own rule before Save is offered.
 */
export function OpeningHoursSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.settings.getOpeningHours.queryOptions());
  const loaded = useMemo(() => (query.data ? hoursToForm(query.data.hours) : undefined), [query.data]);
  const { form, setForm, dirty, markSaved } = useSavedForm<HoursForm>(loaded);
  const problem = form ? hoursFormProblem(form) : null;

  const save = useMutation(
    trpc.settings.saveOpeningHours.mutationOptions({
      onSuccess: (result) => {
        markSaved(hoursToForm(result.hours));
        queryClient.setQueryData(trpc.settings.getOpeningHours.queryKey(), result);
      },
      onError: (error) => notifyFailure(error, SAVE_SETTINGS_FAILED),
    }),
  );

  const status = query.data?.status;
  return (
    <SettingsSection title="Opening Hours">
      {form && query.data ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = hoursFromForm(form);
            if (dirty && !problem && "hours" in parsed) save.mutate({ hours: parsed.hours });
          }}
        >
          <Text fz="sm" c="dimmed" mb="sm">
            Store time ({query.data.timezone}). Guests can join the waitlist only while the store is open; a
            host can always add a party. A closing time before the opening time is the next morning.{" "}
            <Text span fw={600} c="var(--mantine-color-text)" data-testid="hours-now">
              {status?.open ? "Open now." : `Now: ${closedNowEnglish(status?.nextOpening ?? null)}`}
            </Text>
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            {hoursDayKeys.map((key, i) => (
              <OpeningHoursDay
                key={key}
                day={weekdayLongNames[i] ?? ""}
                value={form[key]}
                onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
              />
            ))}
          </SimpleGrid>
          {problem ? (
            <Alert color="red" variant="light" mt="md" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="md">
            <Button
              type="submit"
              size="md"
              h={44}
              disabled={!dirty || problem !== null}
              loading={save.isPending}
            >
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Spinner size="sm" label="Loading opening hours" />
      )}
    </SettingsSection>
  );
}
