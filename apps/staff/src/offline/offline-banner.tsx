import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { instantTime12 } from "@seatline/domain";
import { useSession } from "@seatline/ui";
import { IconWifiOff } from "@tabler/icons-react";
import { changeOwner, removeHostChange, useHostChanges } from "./host-changes";
import { useOfflineSince } from "./offline-since";

function changesText(n: number): string {
  return n === 1 ? "1 change" : `${n} changes`;
}

/**
 * Above every tab (docs/product.md#staff-console, "Offline"): since when the console is offline (store-local time),
 * how many changes wait to be sent, and each change the server refused on reconnect, until dismissed.
 */
export function OfflineBanner() {
  const session = useSession();
  const since = useOfflineSince();
  const changes = useHostChanges(changeOwner(session));
  const pending = changes.filter((c) => !c.refused).length;
  const refused = changes.filter((c) => c.refused);
  return (
    <Stack gap="xs" mb={since || pending > 0 || refused.length > 0 ? "sm" : 0}>
      {since || pending > 0 ? (
        <Alert
          color={since ? "orange" : "blue"}
          icon={<IconWifiOff aria-hidden />}
          role="status"
          data-testid="offline-banner"
          py="xs"
        >
          <Group gap="md" wrap="wrap">
            {since ? (
              <Text fw={700}>Offline since {instantTime12(session.store.timezone, since)}</Text>
            ) : (
              <Text fw={700}>Back online: sending</Text>
            )}
            <Text data-testid="pending-count" data-count={pending}>
              {pending === 0
                ? "No changes waiting"
                : `${changesText(pending)} waiting to be sent${since ? " when back online" : ""}`}
            </Text>
          </Group>
        </Alert>
      ) : null}
      {refused.map((change) => (
        <Alert key={change.key} color="red" role="alert" data-testid="refused-change" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{change.refused}</Text>
            <Button variant="default" h={44} onClick={() => void removeHostChange(change.key)}>
              Dismiss
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
