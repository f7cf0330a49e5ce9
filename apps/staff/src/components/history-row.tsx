import { Badge, Button, Table, Text } from "@mantine/core";
import {
  historyStatusLabel,
  instantTime12,
  statusBadgeColor,
  type WaitlistEntryView,
  waitedLabel,
} from "@seatline/domain";
import { IconArrowBackUp } from "@tabler/icons-react";
import { partyLabel } from "../hooks/use-walk-in-actions";
import { GuestInfo } from "./guest-info";

export interface HistoryRowProps {
  entry: WaitlistEntryView;
  timezone: string;
  busy: boolean;
  onPutBack: (entry: WaitlistEntryView) => void;
}

/** A finished walk-in (docs/product.md#archive): ticket, guest, size, 'N min' waited, SEATED / NO SHOW, Put back. */
export function HistoryRow({ entry, timezone, busy, onPutBack }: HistoryRowProps) {
  const status = historyStatusLabel(entry.status);
  return (
    <Table.Tr data-testid="history-row" data-ticket={entry.ticket}>
      <Table.Td>
        <Text fw={800} fz="xl">
          {entry.ticket}
        </Text>
      </Table.Td>
      <Table.Td>
        <GuestInfo name={entry.name} phone={entry.phone} note={entry.note} />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="xl">
          {entry.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fw={600} fz="lg">
          {waitedLabel(entry.waitedMinutes)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge size="lg" variant="light" color={statusBadgeColor(status)}>
          {status}
        </Badge>
        {entry.exitedTime ? (
          <Text fz="sm" c="dimmed" mt={4}>
            at {instantTime12(timezone, entry.exitedTime)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">
        <Button
          h={44}
          variant="default"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          loading={busy}
          onClick={() => onPutBack(entry)}
          aria-label={`Put back ${partyLabel(entry)}`}
        >
          Put back
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
