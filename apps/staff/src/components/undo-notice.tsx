import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";

/** A confirmation-free action's notice with an Undo button (the row can also be put back from the Archive). */
export function showUndoNotice(message: string, undo: () => void): void {
  const id = notifications.show({
    color: "seatline",
    autoClose: 7000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          h={44}
          variant="light"
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
}

export function showDoneNotice(message: string): void {
  notifications.show({ color: "seatline", autoClose: 4000, message });
}
