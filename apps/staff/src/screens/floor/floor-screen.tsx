import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { compareTableNames, type FloorTableView, minutesBetween, type TableState } from "@seatline/domain";
import { Spinner, useStoreEvents, useTRPC } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useFloorActions } from "../../hooks/use-floor-actions";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { TableDialog } from "./table-dialog";
import { stateLook, TableTile } from "./table-tile";

/** Below this width (a phone) the floor is a list of tables, not a grid of tiles. */
const LIST_QUERY = "(max-width: 599px)";

/** The minutes on the clock move every minute between fetches. */
function withClock(t: FloorTableView, now: Date): FloorTableView {
  if (!t.party) return t;
  return { ...t, minutesSat: minutesBetween(new Date(t.party.seatedAt), now) };
}

/**
 * Floor (tab 6): every table with its state, party and minutes against the expected turn, area by area
 * (docs/product.md#the-floor). Live: other hosts' seating and clearing show within a second.
 */
export function FloorScreen() {
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
  const actions = useFloorActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const tables = useMemo(
    () =>
      (floor.data?.tables ?? [])
        .map((t) => withClock(t, now))
        .sort((a, b) => compareTableNames(a.name, b.name)),
    [floor.data, now],
  );

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
      </Group>
      {tables.length === 0 ? (
        <Text>No tables yet. Set the Table Information in Settings to generate them.</Text>
      ) : null}
      {areas.map((area) => (
        <section key={area.id} aria-labelledby={`floor-area-${area.id}`}>
          <Title order={3} fz="h4" mb="xs" id={`floor-area-${area.id}`}>
            {area.name}
          </Title>
          {asList ? (
            <Stack gap="xs">
              {tables
                .filter((t) => t.areaId === area.id)
                .map((t) => (
                  <TableTile key={t.id} table={t} row onOpen={(x) => openTable(x.id)} />
                ))}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 3, sm: 4, md: 5, lg: 6 }} spacing="sm">
              {tables
                .filter((t) => t.areaId === area.id)
                .map((t) => (
                  <TableTile key={t.id} table={t} onOpen={(x) => openTable(x.id)} />
                ))}
            </SimpleGrid>
          )}
        </section>
      ))}
      <TableDialog
        opened={dialogOpen}
        table={open}
        freeTables={tables.filter((t) => t.state === "free")}
        busy={open ? actions.isBusy(open.id) : false}
        onClose={() => setDialogOpen(false)}
        onState={(state) => {
          if (!open) return;
          void actions.setState(open.id, open.name, state).then((ok) => ok && setDialogOpen(false));
        }}
        onMove={(to) => {
          if (!open) return;
          void actions.move(open.id, open.name, [to]).then((ok) => ok && setDialogOpen(false));
        }}
      />
    </Stack>
  );

  function openTable(id: number) {
    setOpenId(id);
    setDialogOpen(true);
  }
}
