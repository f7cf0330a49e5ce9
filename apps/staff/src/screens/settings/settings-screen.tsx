import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useAuth, useSession, useStoreEvents, useTRPC } from "@seatline/ui";
import { IconLogout } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { AccessLinksSection } from "./access-links-section";
import { AnnouncementSection } from "./announcement-section";
import { AuditLogSection } from "./audit-log-section";
import { FloorPlanSection } from "./floor-plan-section";
import { GuestLanguagesSection } from "./guest-languages-section";
import { KioskPinSection } from "./kiosk-pin-section";
import { NotifyListSection } from "./notify-list-section";
import { OpeningHoursSection } from "./opening-hours-section";
import { PartyOptionsSection } from "./party-options-section";
import { PrivacySection } from "./privacy-section";
import { RemindersSection } from "./reminders-section";
import { ReservationSettingsSection } from "./reservation-settings-section";
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from "./settings-messages";
import { StaffSection } from "./staff-section";
import { TableInfoSection } from "./table-info-section";
import { WaitlistSection } from "./waitlist-section";

/** Settings screen, sections top to bottom in the order docs/product.md#settings lists them. */
export function SettingsScreen() {
  const { logout } = useAuth();
  const { user } = useSession();
  // Staff accounts and guest privacy are the owner's (the server refuses anyone else too).
  const owner = user.role === "owner";
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Live updates: another host (or the kiosk host screen) changed settings; unsaved edits are kept.
  useStoreEvents("settings", () => {
    void queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.kioskLock.status.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reservations.config.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reservations.blackoutDates.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reservations.accessLinks.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.texting.reminderSettings.queryKey() });
  });
  return (
    <Stack gap="lg" pb="xl">
      <Group justify="space-between" align="baseline">
        <Title order={2}>Settings</Title>
        <Text>
          For technical support, call{" "}
          <Anchor href={SUPPORT_PHONE_HREF} fw={700}>
            {SUPPORT_PHONE}
          </Anchor>
        </Text>
      </Group>
      <AnnouncementSection />
      <TableInfoSection />
      <FloorPlanSection />
      <PartyOptionsSection />
      <WaitlistSection />
      <KioskPinSection />
      <OpeningHoursSection />
      <ReservationSettingsSection />
      <RemindersSection />
      <NotifyListSection />
      <GuestLanguagesSection />
      <AccessLinksSection />
      {owner ? (
        <>
          <StaffSection />
          <PrivacySection />
          <AuditLogSection />
        </>
      ) : null}
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout aria-hidden size={18} />}
          onClick={() => logout()}
        >
          Sign Out
        </Button>
      </Group>
    </Stack>
  );
}
