import { ActionIcon, Button, Group, Title, Tooltip } from "@mantine/core";
import { addDays, formatLongDate } from "@seatline/domain";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";

export interface ReservationsHeaderProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onAdd: () => void;
}

/** docs/product.md#reservations-tab: previous/next-day arrows, the long date, Go Back To Today when not today, Add Reservation. */
export function ReservationsHeader({ date, today, onDateChange, onAdd }: ReservationsHeaderProps) {
  return (
    <Group justify="space-between" mb="md" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Previous day">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous day"
            onClick={() => onDateChange(addDays(date, -1))}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Title order={2} fz="h3" miw={400} ta="center" aria-live="polite">
          {formatLongDate(date)}
        </Title>
        <Tooltip label="Next day">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next day"
            onClick={() => onDateChange(addDays(date, 1))}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
        </Tooltip>
        {date !== today ? (
          <Button variant="light" onClick={() => onDateChange(today)}>
            Go Back To Today
          </Button>
        ) : null}
      </Group>
      <Button leftSection={<IconPlus aria-hidden size={18} />} onClick={onAdd}>
        Add Reservation
      </Button>
    </Group>
  );
}
