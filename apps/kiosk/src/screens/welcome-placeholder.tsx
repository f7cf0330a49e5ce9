import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { FullscreenToggle, useAuth, useSession } from "@seatline/ui";

/** Temporary /app page until the kiosk welcome screen lands. */
export function WelcomePlaceholder() {
  const { store, company } = useSession();
  const { logout } = useAuth();
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" gap="lg">
        <Title order={1}>{store.name}</Title>
        <Text fz="xl">{company.name}</Text>
        <Group>
          <FullscreenToggle />
          <Button variant="outline" onClick={() => logout()}>
            Sign Out
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
