import { Switch, Text } from "@mantine/core";
import { SectionCard } from "./section-card";

export interface WaitlistSwitchProps {
  on: boolean;
  saving: boolean;
  onChange(on: boolean): void;
}

/** Host screen (docs/product.md#kiosk): waitlist on/off, saved at once (off: the welcome screen only asks guests to wait). */
export function WaitlistSwitch({ on, saving, onChange }: WaitlistSwitchProps) {
  return (
    <SectionCard id="waitlist-title" title="Waitlist On/Off">
      <Switch
        size="xl"
        // The whole row is the touch target: at least 44 px tall (the track alone is less).
        styles={{ body: { minHeight: 44, alignItems: "center" } }}
        // The label says the state it is in (a switch that reads "Waitlist On" while off misleads the host).
        label={on ? "Waitlist On" : "Waitlist Off"}
        checked={on}
        disabled={saving}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Text c="dimmed">
        {on
          ? "Guests can take a ticket at the kiosk."
          : "Guests are asked to wait to be seated until the waitlist is on again."}
      </Text>
    </SectionCard>
  );
}
