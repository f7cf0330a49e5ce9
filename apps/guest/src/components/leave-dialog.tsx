import { Button, Modal, Stack, Text } from "@mantine/core";

export interface LeaveDialogProps {
  opened: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Confirms "Leave the line": giving up the place cannot be undone from the phone. */
export function LeaveDialog({ opened, busy, onCancel, onConfirm }: LeaveDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Leave the line?" centered size="sm">
      <Text>Your place in line will be given up. If you come back, you will need to join again.</Text>
      <Stack mt="lg" gap="sm">
        <Button color="red" fullWidth onClick={onConfirm} loading={busy}>
          Leave the line
        </Button>
        <Button variant="default" fullWidth onClick={onCancel} disabled={busy} data-autofocus>
          Stay in line
        </Button>
      </Stack>
    </Modal>
  );
}
