import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FullscreenToggle, Spinner, useAuth, useSession } from "@seatline/ui";
import { IconArrowLeft, IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePhoneLayout } from "../components/use-phone-layout";
import { stepPaths } from "../flow/steps";
import { AnnouncementForm } from "../host/announcement-form";
import { HostLock } from "../host/host-lock";
import { PartyOptionsForm } from "../host/party-options-form";
import { useKioskSettings } from "../host/use-kiosk-settings";
import { WaitlistSwitch } from "../host/waitlist-switch";

/**
 * /app/host (docs/product.md#kiosk): locked until the kiosk PIN (or, without one, the staff password) is entered. The
 * unlock is this screen's own state, so it lasts while the host screen is open; back on the welcome screen (or on
 * a reload) it is locked again.
 */
export function HostScreen() {
  const [unlocked, setUnlocked] = useState(false);
  if (!unlocked) return <HostLock onUnlocked={() => setUnlocked(true)} />;
  return <HostPanel />;
}

/** The unlocked host screen: sign out, full screen, party-input options, waitlist on/off and the announcement. */
function HostPanel() {
  const { store, company } = useSession();
  const { logout } = useAuth();
  const { query, saved, save, saving } = useKioskSettings();
  const phone = usePhoneLayout();

  return (
    // A phone scrolls this screen (its three sections are taller than one); its buttons wrap, never off-screen.
    <Stack component="main" mih="100dvh" p={phone ? "md" : "xl"} gap="lg" bg="gray.0">
      <Group justify="space-between" wrap={phone ? "wrap" : "nowrap"} gap="sm">
        <div>
          <Title order={1} fz={32} style={{ whiteSpace: "nowrap" }}>
            Host Screen
          </Title>
          <Text c="dimmed" fz="lg">
            {company.name} · {store.name}
          </Text>
        </div>
        <Group gap="sm" wrap={phone ? "wrap" : "nowrap"}>
          <Button
            component={Link}
            to={stepPaths.app}
            variant="default"
            size="lg"
            leftSection={<IconArrowLeft aria-hidden />}
          >
            Back to kiosk
          </Button>
          <FullscreenToggle size={50} />
          <Button
            variant="default"
            c="red.9"
            size="lg"
            leftSection={<IconLogout aria-hidden />}
            onClick={() => logout()}
          >
            Sign Out
          </Button>
        </Group>
      </Group>
      {saved ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="lg">
            <WaitlistSwitch
              on={saved.waitlistOn}
              saving={saving}
              onChange={(on) => save({ waitlistOn: on })}
            />
            <AnnouncementForm
              saved={saved.announcement}
              saving={saving}
              onSave={(announcement, onSaved) => save({ announcement }, onSaved)}
            />
          </Stack>
          <PartyOptionsForm
            saved={saved}
            saving={saving}
            onSave={(options, onSaved) => save(options, onSaved)}
          />
        </SimpleGrid>
      ) : query.isError ? (
        <Alert color="red" title="The settings could not be loaded">
          <Stack align="flex-start">
            <Text>Check the connection and try again.</Text>
            <Button onClick={() => void query.refetch()}>Retry</Button>
          </Stack>
        </Alert>
      ) : (
        <Spinner />
      )}
    </Stack>
  );
}
