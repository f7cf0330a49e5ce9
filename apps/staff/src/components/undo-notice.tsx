import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";

/**
 * The one Undo on screen. Two seats in quick succession once stacked two notices, and a host who tapped the top Undo
 * put back the earlier party while the one just seated stayed seated: the newest action's notice now replaces the
 * last, and its button names what it undoes ("Undo: Seated Ed Park at table 9."). An earlier action is still put
 * back from the Archive.
 */
let shown: string | null = null;

/** A confirmation-free action's notice with an Undo button that undoes exactly that action. */
export function showUndoNotice(message: string, undo: () => void): void {
  if (shown) notifications.hide(shown);
  const id = notifications.show({
    color: "seatline",
    autoClose: 7000,
    onClose: () => {
      if (shown === id) shown = null;
    },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          h={44}
          // A long message wraps; the button keeps its whole word ("Undc" at 1024 px beside the floor).
          style={{ flexShrink: 0 }}
          variant="light"
          aria-label={`Undo: ${message}`}
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
  shown = id;
}

export function showDoneNotice(message: string): void {
  notifications.show({ color: "seatline", autoClose: 4000, message });
}
