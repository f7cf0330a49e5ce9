import { Button, Group, SimpleGrid, Switch } from "@mantine/core";
import { Spinner } from "@seatline/ui";
import { useMemo } from "react";
import { SettingsSection } from "./settings-section";
import { useKioskSettings } from "./use-kiosk-settings";
import { useSavedForm } from "./use-saved-form";

const OPTIONS = [
  { key: "firstAvailableOkay", label: "First Available Okay" },
  { key: "indoorSeatingPreferred", label: "Indoor Seating Preferred" },
  { key: "barSeatingPreferred", label: "Bar Seating Preferred" },
  { key: "outdoorSeatingPreferred", label: "Outdoor Seating Preferred" },
] as const;

type PartyOptions = Record<(typeof OPTIONS)[number]["key"], boolean>;

/** Party Input Options (docs/product.md#settings): the four seating toggles shown at the kiosk, and Save. */
export function PartyOptionsSection() {
  const kiosk = useKioskSettings();
  const data = kiosk.query.data;
  const loaded = useMemo<PartyOptions | undefined>(
    () =>
      data
        ? {
            firstAvailableOkay: data.firstAvailableOkay,
            indoorSeatingPreferred: data.indoorSeatingPreferred,
            barSeatingPreferred: data.barSeatingPreferred,
            outdoorSeatingPreferred: data.outdoorSeatingPreferred,
          }
        : undefined,
    [data],
  );
  const { form, setForm, dirty, markSaved } = useSavedForm(loaded);

  return (
    <SettingsSection title="Party Input Options">
      {form ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {OPTIONS.map((o) => (
              <Switch
                key={o.key}
                label={o.label}
                size="md"
                checked={form[o.key]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setForm((f) => ({ ...f, [o.key]: checked }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              disabled={!dirty}
              loading={kiosk.saving}
              onClick={() =>
                kiosk.save(form, (s) =>
                  markSaved({
                    firstAvailableOkay: s.firstAvailableOkay,
                    indoorSeatingPreferred: s.indoorSeatingPreferred,
                    barSeatingPreferred: s.barSeatingPreferred,
                    outdoorSeatingPreferred: s.outdoorSeatingPreferred,
                  }),
                )
              }
            >
              Save
            </Button>
          </Group>
        </>
      ) : (
        <Spinner size="sm" label="Loading party input options" />
      )}
    </SettingsSection>
  );
}
