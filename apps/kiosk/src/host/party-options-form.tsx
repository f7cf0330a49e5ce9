import { Button, Group, Stack, Switch } from "@mantine/core";
import { isFormChanged, type KioskSettings } from "@seatline/domain";
import { type FormEvent, useState } from "react";
import { SectionCard } from "./section-card";

type PartyOptions = Pick<
  KioskSettings,
  "firstAvailableOkay" | "indoorSeatingPreferred" | "barSeatingPreferred" | "outdoorSeatingPreferred"
>;

const options: ReadonlyArray<{ key: keyof PartyOptions; label: string }> = [
  { key: "firstAvailableOkay", label: "First Available Okay" },
  { key: "indoorSeatingPreferred", label: "Indoor Seating Preferred" },
  { key: "barSeatingPreferred", label: "Bar Seating Preferred" },
  { key: "outdoorSeatingPreferred", label: "Outdoor Seating Preferred" },
];

const pick = (s: KioskSettings): PartyOptions => ({
  firstAvailableOkay: s.firstAvailableOkay,
  indoorSeatingPreferred: s.indoorSeatingPreferred,
  barSeatingPreferred: s.barSeatingPreferred,
  outdoorSeatingPreferred: s.outdoorSeatingPreferred,
});

export interface PartyOptionsFormProps {
  saved: KioskSettings;
  saving: boolean;
  onSave(options: PartyOptions, onSaved: () => void): void;
}

/** Host screen (docs/product.md#kiosk): which seating toggles the party step offers; Save only when something changed. */
export function PartyOptionsForm({ saved, saving, onSave }: PartyOptionsFormProps) {
  const [draft, setDraft] = useState<PartyOptions | null>(null);
  const value = draft ?? pick(saved);
  const changed = draft !== null && isFormChanged(pick(saved), draft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed && !saving) onSave(value, () => setDraft(null));
  };

  return (
    <SectionCard id="party-options-title" title="Party Input Options">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {options.map((o) => (
            <Switch
              key={o.key}
              size="lg"
              styles={{ body: { minHeight: 44, alignItems: "center" } }}
              label={o.label}
              checked={value[o.key]}
              onChange={(event) => setDraft({ ...value, [o.key]: event.currentTarget.checked })}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" size="lg" disabled={!changed} loading={saving && changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
