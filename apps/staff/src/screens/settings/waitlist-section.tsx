import { Switch, Text } from "@mantine/core";
import { Spinner } from "@seatline/ui";
import { RemoteJoinLink } from "./remote-join-link";
import { SettingsSection } from "./settings-section";
import { useKioskSettings } from "./use-kiosk-settings";

/** Waitlist On/Off toggle (saved as soon as it is flipped), and the link + QR code for joining from a phone (docs/product.md#settings). */
export function WaitlistSection() {
  const kiosk = useKioskSettings();
  const data = kiosk.query.data;
  const checked = kiosk.saving && kiosk.pending ? kiosk.pending.waitlistOn : data?.waitlistOn;

  return (
    <SettingsSection
      title="Waitlist On/Off"
      aside={
        data ? (
          <Switch
            size="lg"
            label={checked ? "On" : "Off"}
            aria-label="Waitlist on"
            checked={checked ?? false}
            disabled={kiosk.saving}
            onChange={(e) => kiosk.save({ waitlistOn: e.currentTarget.checked })}
          />
        ) : (
          <Spinner size="sm" label="Loading waitlist setting" />
        )
      }
    >
      <Text c="dimmed" fz="sm">
        When the waitlist is off, the kiosk only shows 'Please wait to be seated!'.
      </Text>
      <RemoteJoinLink />
    </SettingsSection>
  );
}
