import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { COMBINED_TABLES_MAX, type FloorTableView, minutesText, seatsText } from "@seatline/domain";
import { useState } from "react";

export interface TableDialogProps {
  table: FloorTableView | null;
  opened: boolean;
  /** Every table of the floor: the free ones are where the party can move or what it can push together. */
  tables: FloorTableView[];
  busy: boolean;
  onState: (state: "turning" | "bussing" | "free") => void;
  /** Moves the party to these tables (its own ones plus another: pushed together). */
  onMove: (toTableIds: number[]) => void;
  onClose: () => void;
}

const optionOf = (t: FloorTableView) => ({
  value: String(t.id),
  label: `Table ${t.name} (${seatsText(t.maxSeats)}, ${t.areaName})`,
});

/**
 * A table's actions: turning, needs bussing, free, move the party, or push another free table together with its
 * tables (any free table of the same area, at most COMBINED_TABLES_MAX; docs/product.md#the-floor).
 */
export function TableDialog({ table, opened, tables, busy, onState, onMove, onClose }: TableDialogProps) {
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [joinWith, setJoinWith] = useState<string | null>(null);
  const party = table?.party ?? null;
  const freeTables = tables.filter((t) => t.state === "free");
  const partyTables = party ? tables.filter((t) => party.tableIds.includes(t.id)) : [];
  // Any free table of the same area pushes together during service; those set as combinable in Settings come first.
  const planned = (f: FloorTableView) =>
    partyTables.every((p) => p.combinableWith.includes(f.id) || f.combinableWith.includes(p.id));
  const joinable =
    partyTables.length >= COMBINED_TABLES_MAX
      ? []
      : freeTables
          .filter((f) => partyTables.every((p) => p.areaId === f.areaId))
          .sort((a, b) => Number(planned(b)) - Number(planned(a)));
  return (
    <Modal opened={opened} onClose={onClose} title={table ? `Table ${table.name}` : ""} centered>
      {table ? (
        <Stack gap="sm">
          <Text>
            {seatsText(table.maxSeats)} · {table.areaName}
          </Text>
          {party ? (
            <>
              <Text fw={600}>
                {party.name}, party of {party.partySize}
                {table.minutesSat != null ? `, ${minutesText(table.minutesSat)}` : ""}
              </Text>
              <Group gap="xs">
                <Button
                  h={44}
                  variant={table.state === "turning" ? "filled" : "light"}
                  color="violet"
                  disabled={busy || table.state === "turning"}
                  onClick={() => onState("turning")}
                >
                  Turning
                </Button>
                <Button
                  h={44}
                  variant={table.state === "bussing" ? "filled" : "light"}
                  color="orange.9"
                  disabled={busy || table.state === "bussing"}
                  onClick={() => onState("bussing")}
                >
                  Needs bussing
                </Button>
                <Button h={44} color="teal.9" disabled={busy} onClick={() => onState("free")}>
                  Free table
                </Button>
              </Group>
              <Group gap="xs" align="flex-end">
                <Select
                  label="Move the party to"
                  placeholder="A free table"
                  data={freeTables.map(optionOf)}
                  value={moveTo}
                  onChange={setMoveTo}
                  styles={{ input: { minHeight: 44 } }}
                  style={{ flex: 1 }}
                  nothingFoundMessage="No free table"
                  searchable
                />
                <Button h={44} disabled={busy || !moveTo} onClick={() => moveTo && onMove([Number(moveTo)])}>
                  Move
                </Button>
              </Group>
              <Group gap="xs" align="flex-end">
                <Select
                  label="Push together with"
                  placeholder={joinable.length > 0 ? "A free table beside it" : "No free table in this area"}
                  data={joinable.map(optionOf)}
                  value={joinWith}
                  onChange={setJoinWith}
                  styles={{ input: { minHeight: 44 } }}
                  style={{ flex: 1 }}
                  disabled={joinable.length === 0}
                  nothingFoundMessage="No free table"
                  searchable
                />
                <Button
                  h={44}
                  disabled={busy || !joinWith}
                  onClick={() => joinWith && onMove([...party.tableIds, Number(joinWith)])}
                >
                  Combine
                </Button>
              </Group>
            </>
          ) : (
            <Text>
              Free{table.reservedSoon ? `, held for a booking at ${table.reservedSoon}` : ""}. Seat a waiting
              party from the Dashboard's "Seat at table".
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
