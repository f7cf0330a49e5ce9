import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FullscreenToggle, Spinner, useAuth, useSession, useTRPC } from "@seatline/ui";
import { IconArrowLeft, IconLogout } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { usePhoneLayout } from "../components/use-phone-layout";
import { stepPaths } from "../flow/steps";
import { AnnouncementForm } from "../host/announcement-form";
import { HostLock } from "../host/host-lock";
import { PartyOptionsForm } from "../host/party-options-form";
import { useKioskSettings } from "../host/use-kiosk-settings";
import { WaitlistSwitch } from "../host/waitlist-switch";
import { queuedJoins } from "../offline/offline-queue";

/**
 * /app/host (docs/product.md#kiosk): locked until the kiosk PIN (or, without one, the staff password) is entered. The
 * server keeps the unlock (docs/architecture.md "Device sessions"): its check opens the host screen on this kiosk's
 * session for a few idle minutes; this screen's state only shows it. Back to kiosk locks it on the server too; when
 * the server finds it locked (idle too long), the lock screen comes back.
 */
export function HostScreen() {
  const [unlocked, setUnlocked] = useState(false);
  if (!unlocked) return <HostLock onUnlocked={() => setUnlocked(true)} />;
  return <HostPanel onLocked={() => setUnlocked(false)} />;
}

/** The unlocked host screen: sign out, full screen, party-input options, waitlist on/off and the announcement. */
function HostPanel({ onLocked }: { onLocked: () => void }) {
  const { store, company } = useSession();
  const { logout } = useAuth();
  const trpc = useTRPC();
  const lock = useMutation(trpc.kioskLock.lock.mutationOptions());
  const { query, saved, save, saving } = useKioskSettings(onLocked);
  const phone = usePhoneLayout();
  // Guests who joined offline and are not on the waitlist yet: signing out warns first. They stay on this kiosk for
  // this store whatever is signed in next (offline-sync.ts sends only the signed-in store's).
  const [unsent, setUnsent] = useState<number | null>(null);
  const signOut = async () => {
    const waiting = await queuedJoins(store.id)
      .then((joins) => joins.filter((j) => !j.refused).length)
      .catch(() => 0);
    if (waiting > 0) setUnsent(waiting);
    else logout();
  };

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
            // Locked on the server at once; without the connection it locks itself after the idle time.
            onClick={() => lock.mutate()}
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
            onClick={() => void signOut()}
          >
            Sign Out
          </Button>
        </Group>
      </Group>
      {unsent !== null ? (
        <Alert color="orange" title="Guests not sent yet" role="alertdialog" aria-label="Guests not sent yet">
          <Stack align="flex-start" gap="sm">
            <Text fz="lg">
              {unsent === 1 ? "1 guest" : `${unsent} guests`} who joined while the kiosk was offline{" "}
              {unsent === 1 ? "is" : "are"} not on the waitlist yet. They stay on this kiosk and are sent when{" "}
              {store.name}&apos;s kiosk is signed in again.
            </Text>
            <Group gap="sm">
              <Button size="lg" variant="default" onClick={() => setUnsent(null)}>
                Stay signed in
              </Button>
              <Button size="lg" color="red" onClick={() => logout()}>
                Sign out anyway
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
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
