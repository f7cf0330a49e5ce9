import { Alert, Button, Group, Text } from "@mantine/core";
import type { FloorTableView } from "@seatline/domain";
import { LiveFloor } from "./live-floor";

export interface FloorBesideProps {
  /** The chosen party's words ("Ada Lovelace, party of 3"), or null. */
  chosenLabel: string | null;
  /** Why the last tap or drop seated no one. */
  message: string | null;
  onPick: (table: FloorTableView) => void;
  onCancel: () => void;
  onDismissMessage: () => void;
}

/**
 * The live floor beside the Dashboard's waitlist on a wide screen (docs/product.md#the-floor): narrower tiles, and
 * while a party is chosen a tap on a table seats it there. Its own chunk, loaded only on a screen that wide.
 */
export function FloorBeside({ chosenLabel, message, onPick, onCancel, onDismissMessage }: FloorBesideProps) {
  return (
    <LiveFloor
      cols={{ base: 2 }}
      onTablePick={chosenLabel ? onPick : null}
      banner={
        <div aria-live="polite" data-testid="floor-seating-status">
          {chosenLabel ? (
            <Alert color="blue" variant="light" p="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fz="sm" fw={600}>
                  Seating {chosenLabel}: tap a free table. Escape cancels.
                </Text>
                <Button h={44} variant="default" onClick={onCancel} style={{ flexShrink: 0 }}>
                  Cancel
                </Button>
              </Group>
            </Alert>
          ) : null}
          {message ? (
            <Alert
              color="red"
              variant="light"
              p="xs"
              mt={chosenLabel ? "xs" : 0}
              withCloseButton
              onClose={onDismissMessage}
              closeButtonLabel="Dismiss"
            >
              {message}
            </Alert>
          ) : null}
        </div>
      }
    />
  );
}
