import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import {
  compareTableNames,
  type FloorTableView,
  minutesBetween,
  roleAllows,
  type TableState,
} from "@seatline/domain";
import { Spinner, useSession, useStoreEvents, useTRPC } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMemo, useState } from "react";
import { useFloorActions } from "../../hooks/use-floor-actions";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { useSections } from "../../hooks/use-sections";
import { RoomPlan, roomBounds } from "./room-plan";
import { type SectionLook, sectionLooks } from "./section-colors";
import { SectionsBar } from "./sections-bar";
import { SectionsDialog } from "./sections-dialog";
import { TableDialog } from "./table-dialog";
import { stateLook, TableTile } from "./table-tile";

/** Below this width (a phone) the floor is a list of tables, not a grid of tiles. */
const LIST_QUERY = "(max-width: 599px)";

/** The minutes on the clock move every minute between fetches. */
function withClock(t: FloorTableView, now: Date): FloorTableView {
  if (!t.party) return t;
  return { ...t, minutesSat: minutesBetween(new Date(t.party.seatedAt), now) };
}

export interface LiveFloorProps {
  /** Tiles per row (the Floor tab's grid grows with the screen; beside the waitlist it is narrower). */
  cols?: Record<string, number>;
  /** While a waiting party is chosen (seating by tap), a tap on a tile seats it there instead of opening the table. */
  onTablePick?: ((table: FloorTableView) => void) | null;
  /** Above the tiles: what seating by tap or drag is doing. */
  banner?: ReactNode;
  /** The Floor tab offers the room as drawn in the plan editor beside the tiles (this browser remembers the choice). */
  roomView?: boolean;
  /** The Floor tab shows the servers of the shift, and a manager sets their sections there. */
  sectionsBar?: boolean;
}

/** Each choice is itself the 44 px target. */
const SEGMENT_STYLES = {
  root: { padding: 0 },
  label: { minHeight: 44, display: "flex", alignItems: "center" },
} as const;

const TAB_COLS = { base: 3, sm: 4, md: 5, lg: 6 };

/**
 * The live floor: every table with its state, party and minutes against the expected turn, area by area
 * (docs/product.md#the-floor), on the Floor tab and beside the Dashboard's waitlist on a wide screen. Live: other
 * hosts' seating and clearing show within a second.
 */
export function LiveFloor({
  cols = TAB_COLS,
  onTablePick = null,
  banner = null,
  roomView = false,
  sectionsBar = false,
}: LiveFloorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const asList = useMediaQuery(LIST_QUERY, window.matchMedia(LIST_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const floor = useQuery(trpc.floor.view.queryOptions(undefined, { refetchInterval: 60_000 }));
  useStoreEvents(["floor", "waitlist", "reservations", "settings"], () => {
    void queryClient.invalidateQueries({ queryKey: trpc.floor.view.queryKey() });
  });
  const [view, setView] = useLocalStorage<"tiles" | "room">({
    key: "seatline.floor.view",
    defaultValue: "tiles",
    getInitialValueInEffect: false,
  });
  // A phone lists the tables: the room's drawing would be too small to read or tap there.
  const asRoom = roomView && !asList && view === "room";
  const actions = useFloorActions();
  const sections = useSections();
  const canManage = roleAllows(useSession().user.role ?? "host", "manager");
  const [sectionsOpen, setSectionsOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const tables = useMemo(
    () =>
      (floor.data?.tables ?? [])
        .map((t) => withClock(t, now))
        .sort((a, b) => compareTableNames(a.name, b.name)),
    [floor.data, now],
  );
  const looks = useMemo(() => sectionLooks(floor.data?.servers ?? []), [floor.data]);
  const sectionOf = useMemo(() => {
    const map = new Map<number, SectionLook>();
    for (const t of floor.data?.tables ?? []) {
      const look = t.serverId === null ? undefined : looks.get(t.serverId);
      if (look) map.set(t.id, look);
    }
    return map;
  }, [floor.data, looks]);

  if (floor.isPending) return <Spinner label="Loading the floor" />;
  // The last floor stays on screen when a refetch fails (offline): only a first load that failed is an error.
  if (floor.data === undefined) {
    return (
      <Alert color="red" title="Could not load the floor">
        <Stack align="flex-start" gap="sm">
          {floor.error?.message}
          <Button onClick={() => void floor.refetch()}>Retry</Button>
        </Stack>
      </Alert>
    );
  }

  const open = tables.find((t) => t.id === openId) ?? null;
  const counts = new Map<TableState, number>();
  for (const t of tables) counts.set(t.state, (counts.get(t.state) ?? 0) + 1);
  const areas = floor.data.areas.filter((a) => tables.some((t) => t.areaId === a.id));
  const widest = asRoom
    ? Math.max(...areas.map((a) => roomBounds(tables.filter((t) => t.areaId === a.id)).width))
    : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz="h3">
          The floor
        </Title>
        <Text c="dimmed" aria-live="polite">
          {(["free", "seated", "turning", "bussing"] as const)
            .map((s) => `${counts.get(s) ?? 0} ${stateLook[s].label.toLowerCase()}`)
            .join(" · ")}
        </Text>
        {roomView && !asList ? (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <VisuallyHidden component="legend">Show the floor as</VisuallyHidden>
            <SegmentedControl
              styles={SEGMENT_STYLES}
              value={view}
              onChange={(v) => setView(v as "tiles" | "room")}
              data={[
                { value: "tiles", label: "Tiles" },
                { value: "room", label: "Room" },
              ]}
            />
          </fieldset>
        ) : null}
      </Group>
      {sectionsBar ? (
        <SectionsBar
          servers={floor.data.servers}
          looks={looks}
          busy={sections.busy}
          onOut={(s, out) => void sections.setOut(s.id, s.name, out)}
          onManage={canManage ? () => setSectionsOpen(true) : null}
        />
      ) : null}
      {banner}
      {tables.length === 0 ? (
        <Text>No tables yet. Set the Table Information in Settings to generate them.</Text>
      ) : null}
      {areas.map((area) => (
        <section key={area.id} aria-labelledby={`floor-area-${area.id}`}>
          <Title order={3} fz="h4" mb="xs" id={`floor-area-${area.id}`}>
            {area.name}
          </Title>
          {asRoom ? (
            <RoomPlan
              areaName={area.name}
              tables={tables.filter((t) => t.areaId === area.id)}
              widest={widest}
              sections={sectionOf}
              onOpen={tap}
            />
          ) : asList ? (
            <Stack gap="xs">
              {tables
                .filter((t) => t.areaId === area.id)
                .map((t) => (
                  <TableTile key={t.id} table={t} row section={sectionOf.get(t.id)} onOpen={tap} />
                ))}
            </Stack>
          ) : (
            <SimpleGrid cols={cols} spacing="sm">
              {tables
                .filter((t) => t.areaId === area.id)
                .map((t) => (
                  <TableTile key={t.id} table={t} section={sectionOf.get(t.id)} onOpen={tap} />
                ))}
            </SimpleGrid>
          )}
        </section>
      ))}
      {sectionsBar && canManage ? (
        <SectionsDialog
          opened={sectionsOpen}
          floor={floor.data}
          looks={looks}
          sections={sections}
          onClose={() => setSectionsOpen(false)}
        />
      ) : null}
      <TableDialog
        opened={dialogOpen}
        table={open}
        tables={tables}
        busy={open ? actions.isBusy(open.id) : false}
        onClose={() => setDialogOpen(false)}
        onState={(state) => {
          if (!open) return;
          void actions.setState(open.id, open.name, state).then((ok) => ok && setDialogOpen(false));
        }}
        onMove={(to) => {
          if (!open) return;
          void actions.move(open.id, open.name, to).then((ok) => ok && setDialogOpen(false));
        }}
      />
    </Stack>
  );

  function tap(table: FloorTableView) {
    if (onTablePick) return onTablePick(table);
    setOpenId(table.id);
    setDialogOpen(true);
  }
}
