import { Button, Modal, Stack, Text } from "@mantine/core";
import { useT } from "@seatline/ui";

export interface LeaveDialogProps {
  opened: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Confirms "Leave the line": giving up the place cannot be undone from the phone. */
export function LeaveDialog({ opened, busy, onCancel, onConfirm }: LeaveDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={t("Leave the line?")} centered size="sm">
      <Text>{t("Your place in line will be given up. If you come back, you will need to join again.")}</Text>
      <Stack mt="lg" gap="sm">
        <Button color="red" fullWidth onClick={onConfirm} loading={busy}>
          {t("Leave the line")}
        </Button>
        <Button variant="default" fullWidth onClick={onCancel} disabled={busy} data-autofocus>
          {t("Stay in line")}
        </Button>
      </Stack>
    </Modal>
  );
}
