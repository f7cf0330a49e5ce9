import { Button, Group, Textarea } from "@mantine/core";
import { ANNOUNCEMENT_MAX } from "@seatline/domain";
import { Spinner } from "@seatline/ui";
import { useMemo } from "react";
import { SettingsSection } from "./settings-section";
import { useKioskSettings } from "./use-kiosk-settings";
import { useSavedForm } from "./use-saved-form";

/** docs/product.md#settings: the announcement shown on the kiosk home screen, and Save. */
export function AnnouncementSection() {
  const kiosk = useKioskSettings();
  const loaded = useMemo(
    () => (kiosk.query.data ? { announcement: kiosk.query.data.announcement } : undefined),
    [kiosk.query.data],
  );
  const { form, setForm, dirty, markSaved } = useSavedForm(loaded);

  return (
    <SettingsSection title="Announcement">
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty) kiosk.save(form, (s) => markSaved({ announcement: s.announcement }));
          }}
        >
          <Textarea
            label="Announcement to the home screen"
            description="Shown on the kiosk welcome screen; leave empty for none."
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ANNOUNCEMENT_MAX}
            value={form.announcement}
            onChange={(e) => {
              const announcement = e.currentTarget.value;
              setForm(() => ({ announcement }));
            }}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" disabled={!dirty} loading={kiosk.saving}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Spinner size="sm" label="Loading announcement" />
      )}
    </SettingsSection>
  );
}
