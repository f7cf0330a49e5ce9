import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FullscreenToggle, Spinner, useAuth, useSession } from "@seatline/ui";
import { IconArrowLeft, IconLogout } from "@tabler/icons-react";
import { Link } from "react-router";
import { stepPaths } from "../flow/steps";
import { AnnouncementForm } from "../host/announcement-form";
import { PartyOptionsForm } from "../host/party-options-form";
import { useKioskSettings } from "../host/use-kiosk-settings";
import { WaitlistSwitch } from "../host/waitlist-switch";

/** /app/host (docs/product.md#kiosk): sign out, full screen, party-input options, waitlist on/off and the announcement. */
export function HostScreen() {
  const { store, company } = useSession();
  const { logout } = useAuth();
  const { query, saved, save, saving } = useKioskSettings();

  return (
    <Stack component="main" mih="100dvh" p="xl" gap="lg" bg="gray.0">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={1} fz={32} style={{ whiteSpace: "nowrap" }}>
            Host Screen
          </Title>
          <Text c="dimmed" fz="lg">
            {company.name} · {store.name}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
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
