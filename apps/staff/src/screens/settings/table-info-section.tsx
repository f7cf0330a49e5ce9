import { Button, Fieldset, Group, SimpleGrid, TextInput } from "@mantine/core";
import {
  canSaveTableSettings,
  parseTableField,
  parseTableSettingsForm,
  type TableSettingsKey,
  tableSettingsToForm,
  waitGroupLabels,
  waitGroups,
} from "@seatline/domain";
import { notifyFailure, Spinner, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { SAVE_SETTINGS_FAILED } from "./settings-messages";
import { SettingsSection } from "./settings-section";
import { useSavedForm } from "./use-saved-form";

const ROWS = waitGroups.map((group) => ({
  label: waitGroupLabels[group],
  total: `${group}_tables_total` as TableSettingsKey,
  turn: `${group}_tables_turn_avg` as TableSettingsKey,
}));

/** Table Information (docs/product.md#settings): tables and average turn minutes per party group; Save; reload after save. */
export function TableInfoSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.settings.getTables.queryOptions());
  const loaded = useMemo(() => (query.data ? tableSettingsToForm(query.data) : undefined), [query.data]);
  const { form, saved, setForm, markSaved } = useSavedForm(loaded);
  const savedValues = saved ? parseTableSettingsForm(saved) : null;
  const canSave = form !== undefined && savedValues !== null && canSaveTableSettings(savedValues, form);

  const save = useMutation(
    trpc.settings.saveTables.mutationOptions({
      onSuccess: (result) => {
        markSaved(tableSettingsToForm(result));
        void queryClient.invalidateQueries({ queryKey: trpc.settings.getTables.queryKey() });
      },
      onError: (error) => notifyFailure(error, SAVE_SETTINGS_FAILED),
    }),
  );

  const field = (key: TableSettingsKey, label: string) => {
    const value = form?.[key] ?? "";
    return (
      <TextInput
        label={label}
        inputMode="numeric"
        value={value}
        error={parseTableField(value) === null ? "Enter a whole number." : undefined}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setForm((f) => ({ ...f, [key]: text }));
        }}
      />
    );
  };

  return (
    <SettingsSection title="Table Information">
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const values = parseTableSettingsForm(form);
            if (canSave && values) save.mutate(values);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            {ROWS.map((row) => (
              <Fieldset key={row.total} legend={row.label} variant="filled" p="sm">
                <SimpleGrid cols={2} spacing="xs">
                  {field(row.total, "Tables")}
                  {field(row.turn, "Avg. Turn (min)")}
                </SimpleGrid>
              </Fieldset>
            ))}
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={!canSave} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Spinner size="sm" label="Loading table information" />
      )}
    </SettingsSection>
  );
}
