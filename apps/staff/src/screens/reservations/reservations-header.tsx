import { ActionIcon, Button, CloseButton, Group, Stack, TextInput, Title, Tooltip } from "@mantine/core";
import { addDays, formatLongDate, isValidDate } from "@seatline/domain";
import { IconChevronLeft, IconChevronRight, IconPlus, IconSearch } from "@tabler/icons-react";

export interface ReservationsHeaderProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onAdd: () => void;
  search: string;
  onSearchChange: (query: string) => void;
}

/** Fields at least 44 px tall (Mantine's md is 42), so a finger on a phone or tablet hits them. */
const TOUCH_FIELD = { input: { minHeight: 44 } };

/**
 * docs/product.md#reservations-tab: previous/next-day arrows around the long date, a date field to jump to any day
 * (the browser's own picker: keyboard and touch alike, and no calendar code in the tab's first download), Go Back To
 * Today when not today, Add Reservation, and the search by name or phone.
 */
export function ReservationsHeader(props: ReservationsHeaderProps) {
  const { date, today, onDateChange, search, onSearchChange } = props;
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: "1 1 320px" }}>
          <Tooltip label="Previous day">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Previous day"
              onClick={() => onDateChange(addDays(date, -1))}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Title order={2} fz="h3" ta="center" aria-live="polite" style={{ flex: 1, minWidth: 0 }}>
            {formatLongDate(date)}
          </Title>
          <Tooltip label="Next day">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Next day"
              onClick={() => onDateChange(addDays(date, 1))}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="sm" wrap="wrap">
          <TextInput
            type="date"
            aria-label="Go to date"
            value={date}
            // A cleared or half-typed date keeps the day shown; only a whole date jumps.
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isValidDate(next)) onDateChange(next);
            }}
            styles={TOUCH_FIELD}
            w={170}
          />
          {date !== today ? (
            <Button variant="light" h={44} onClick={() => onDateChange(today)}>
              Go Back To Today
            </Button>
          ) : null}
          <Button h={44} leftSection={<IconPlus aria-hidden size={18} />} onClick={props.onAdd}>
            Add Reservation
          </Button>
        </Group>
      </Group>
      <TextInput
        type="search"
        aria-label="Search reservations by name or phone"
        placeholder="Search by name or phone"
        leftSection={<IconSearch aria-hidden size={18} />}
        value={search}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onSearchChange("");
        }}
        rightSection={
          search ? (
            <CloseButton size={44} aria-label="Clear search" onClick={() => onSearchChange("")} />
          ) : null
        }
        rightSectionWidth={48}
        styles={TOUCH_FIELD}
        maw={520}
      />
    </Stack>
  );
}
