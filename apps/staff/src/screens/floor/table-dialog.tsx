import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { type FloorTableView, minutesText, seatsText } from "@seatline/domain";
import { useState } from "react";

export interface TableDialogProps {
  table: FloorTableView | null;
  opened: boolean;
  /** Free tables the party could move to. */
  freeTables: FloorTableView[];
  busy: boolean;
  onState: (state: "turning" | "bussing" | "free") => void;
  onMove: (toTableId: number) => void;
  onClose: () => void;
}

/** A table's actions: turning, needs bussing, free, move the party (docs/product.md#the-floor). */
export function TableDialog({ table, opened, freeTables, busy, onState, onMove, onClose }: TableDialogProps) {
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const party = table?.party ?? null;
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
                  data={freeTables.map((t) => ({
                    value: String(t.id),
                    label: `Table ${t.name} (${seatsText(t.maxSeats)}, ${t.areaName})`,
                  }))}
                  value={moveTo}
                  onChange={setMoveTo}
                  styles={{ input: { minHeight: 44 } }}
                  style={{ flex: 1 }}
                  nothingFoundMessage="No free table"
                  searchable
                />
                <Button h={44} disabled={busy || !moveTo} onClick={() => moveTo && onMove(Number(moveTo))}>
                  Move
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
