import { Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import {
  type FloorTableView,
  seatsText,
  type TableState,
  type TurnClockTone,
  tableAccessibleName,
  turnClockTone,
} from "@seatline/domain";
import type { SectionLook } from "./section-colors";

/** Each state's colours: the words say it too (the badge and the accessible name), colour only helps a glance. */
export const stateLook: Record<TableState, { label: string; color: string; bg: string; border: string }> = {
  free: {
    label: "Free",
    color: "teal.9",
    bg: "var(--mantine-color-teal-0)",
    border: "var(--mantine-color-teal-5)",
  },
  seated: {
    label: "Seated",
    color: "blue.9",
    bg: "var(--mantine-color-blue-0)",
    border: "var(--mantine-color-blue-6)",
  },
  turning: {
    label: "Turning",
    color: "violet.9",
    bg: "var(--mantine-color-violet-0)",
    border: "var(--mantine-color-violet-6)",
  },
  bussing: {
    label: "Needs bussing",
    color: "orange.9",
    bg: "var(--mantine-color-orange-0)",
    border: "var(--mantine-color-orange-7)",
  },
};

/** Amber near the expected turn, red past it (darker shades keep 4.5:1 on the tile). */
const toneColor: Record<TurnClockTone, string> = { ok: "dark.6", near: "yellow.9", past: "red.9" };

export interface TableTileProps {
  table: FloorTableView;
  /** A list row (phones) instead of a tile. */
  row?: boolean;
  /** The server whose section the table is in this shift: a stripe of their colour and their name. */
  section?: SectionLook | null;
  onOpen: (table: FloorTableView) => void;
}

/** One table on the live floor: a button naming its state, party and minutes (docs/product.md#the-floor). */
export function TableTile({ table, row = false, section = null, onOpen }: TableTileProps) {
  const look = stateLook[table.state];
  const tone =
    table.minutesSat != null && table.expectedTurn != null
      ? turnClockTone(table.minutesSat, table.expectedTurn)
      : "ok";
  const radius = table.shape === "round" ? 28 : 8;
  // The words (visible) are hidden from assistive technology and the button over the whole tile says them all in
  // one name, in the documented order: a screen reader hears exactly "Table 12, 4 seats, seated: …".
  return (
    <div
      style={{
        position: "relative",
        minHeight: row ? 64 : 120,
        padding: "var(--mantine-spacing-sm)",
        display: "flex",
        flexDirection: "column",
        justifyContent: row ? "center" : "flex-start",
        background: look.bg,
        border: `2px solid ${look.border}`,
        borderStyle: table.reservedSoon ? "dashed" : "solid",
        borderRadius: radius,
        // The section's stripe inside the state's border: both read at a glance, neither hides the other.
        boxShadow: section ? `inset 8px 0 0 ${section.color}` : undefined,
        paddingLeft: section ? 18 : undefined,
      }}
    >
      <div aria-hidden>
        <Stack gap={4} style={row ? { flexDirection: "row", alignItems: "center", gap: 12 } : undefined}>
          <Group justify="space-between" wrap="nowrap" gap={6} style={row ? { minWidth: 150 } : undefined}>
            <Text fw={800} fz="lg">
              {table.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {seatsText(table.maxSeats)}
            </Text>
          </Group>
          <Badge
            color={look.color}
            variant="light"
            size="md"
            style={{ alignSelf: row ? "center" : "flex-start" }}
          >
            {look.label}
          </Badge>
          {table.party ? (
            <>
              {/* Whole, wrapping where it must: a host tells parties apart by the end of a name as often as its start. */}
              <Text fw={600} fz="sm" lh={1.25} style={{ overflowWrap: "anywhere" }}>
                {table.party.name} · {table.party.partySize}
              </Text>
              <Text fz="sm" fw={700} c={toneColor[tone]} data-tone={tone}>
                {table.minutesSat} / {table.expectedTurn} min
              </Text>
            </>
          ) : table.reservedSoon ? (
            <Text fz="sm" fw={600} c="yellow.9">
              Reserved {table.reservedSoon}
            </Text>
          ) : null}
          {section ? (
            <Text fz="xs" fw={600} c="dark.4" style={{ overflowWrap: "anywhere" }}>
              {section.name}
            </Text>
          ) : null}
        </Stack>
      </div>
      <UnstyledButton
        onClick={() => onOpen(table)}
        aria-label={tableAccessibleName(table, section?.name)}
        data-testid="floor-table"
        data-table-id={table.id}
        data-state={table.state}
        style={{ position: "absolute", inset: 0, borderRadius: radius }}
      />
    </div>
  );
}
