import { Button, Modal, Stack, Text } from "@mantine/core";
import { useT } from "@seatline/ui";

export interface CancelBookingDialogProps {
  opened: boolean;
  busy: boolean;
  onKeep(): void;
  onConfirm(): void;
}

/** Confirms "Cancel reservation": the table is given up and cannot be taken back from the phone. */
export function CancelBookingDialog({ opened, busy, onKeep, onConfirm }: CancelBookingDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onKeep} title={t("Cancel this reservation?")} centered size="sm">
      <Text>{t("Your table will be given up. To book again, use the restaurant's booking page.")}</Text>
      <Stack mt="lg" gap="sm">
        <Button color="red" fullWidth onClick={onConfirm} loading={busy}>
          {t("Cancel reservation")}
        </Button>
        <Button variant="default" fullWidth onClick={onKeep} disabled={busy} data-autofocus>
          {t("Keep reservation")}
        </Button>
      </Stack>
    </Modal>
  );
}
