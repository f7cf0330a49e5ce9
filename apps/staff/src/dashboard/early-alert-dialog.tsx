import { Button, Group, Modal, Text } from "@mantine/core";
import { formatTime12, type WaitlistReservationRow } from "@seatline/domain";

/** Alerting a booking long before its time ("your table is ready") asks first. */
export function EarlyAlertDialog(props: {
  row: WaitlistReservationRow | null;
  minutesUntil: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { row } = props;
  return (
    <Modal
      opened={row !== null}
      onClose={props.onClose}
      title="Alert this booking early?"
      centered
      closeButtonProps={{ "aria-label": "Close", size: 44 }}
    >
      {row ? (
        <>
          <Text>
            {row.guestName} is booked for {formatTime12(row.reservationTime)}, {props.minutesUntil} minutes
            from now. The text tells them their table is ready and asks them to come to the host stand.
          </Text>
          <Group justify="flex-end" mt="md" gap="sm">
            <Button variant="default" h={44} onClick={props.onClose} data-autofocus>
              Not yet
            </Button>
            <Button color="orange.9" h={44} onClick={props.onConfirm}>
              Alert now
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
