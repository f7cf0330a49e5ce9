import { Button, Modal, Stack, Text } from "@mantine/core";

export interface GiveUpDialogProps {
  opened: boolean;
  busy: boolean;
  /** The texts, translated by the caller. */
  title: string;
  body: string;
  confirmLabel: string;
  keepLabel: string;
  onKeep(): void;
  onConfirm(): void;
}

/**
 * Confirms giving something up from the phone (leaving the line, cancelling a booking): it cannot be undone there, so
 * the safe choice has the focus.
 */
export function GiveUpDialog(p: GiveUpDialogProps) {
  return (
    <Modal opened={p.opened} onClose={p.onKeep} title={p.title} centered size="sm">
      <Text>{p.body}</Text>
      <Stack mt="lg" gap="sm">
        <Button color="red" fullWidth onClick={p.onConfirm} loading={p.busy}>
          {p.confirmLabel}
        </Button>
        <Button variant="default" fullWidth onClick={p.onKeep} disabled={p.busy} data-autofocus>
          {p.keepLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
