import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type FloorArea,
  type FloorTable,
  freeSpot,
  type TableFields,
  type TableShape,
  type TableTakes,
  tableShapes,
  tableTakes,
} from "@seatline/domain";
import { notifyFailure, Spinner, useStoreEvents, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { showDoneNotice } from "../../components/undo-notice";
import { shapeLabels, takesLabels } from "./floor-plan/plan-fields";
import { SettingsSection } from "./settings-section";

/** The drag-and-drop canvas loads as its own chunk, when the plan is opened. */
const PlanCanvas = lazy(() => import("./floor-plan/plan-canvas").then((m) => ({ default: m.PlanCanvas })));
const shapeData = tableShapes.map((value) => ({ value, label: shapeLabels[value] }));
const takesData = tableTakes.map((value) => ({ value, label: takesLabels[value] }));

/** 44 px touch targets, like every other control of the console. */
const TALL = { input: { height: 44, minHeight: 44 } } as const;

/** Where the header row shows (Mantine's md, 62em): narrower, each row's fields wrap and carry visible labels instead. */
const HEADER_QUERY = "(min-width: 62em)";

/** The list's column names (the rows' inputs carry their own accessible names). */
const COLUMNS: [string, number][] = [
  ["Name", 90],
  ["Min seats", 90],
  ["Max seats", 90],
  ["Area", 120],
  ["Shape", 130],
  ["Takes", 240],
  ["X", 80],
  ["Y", 80],
  ["Turned", 80],
  ["Pushed together with", 200],
];

interface Draft {
  name: string;
  minSeats: number | string;
  maxSeats: number | string;
  areaId: string | null;
  shape: TableShape;
  takes: TableTakes;
  x: string;
  y: string;
  rotation: string;
  /** Table names, separated by commas. */
  combines: string;
}

function draftOf(t: FloorTable, tables: FloorTable[]): Draft {
  return {
    name: t.name,
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
    areaId: String(t.areaId),
    shape: t.shape,
    takes: t.takes,
    x: String(t.x),
    y: String(t.y),
    rotation: String(t.rotation),
    combines: t.combinableWith
      .map((id) => tables.find((o) => o.id === id)?.name)
      .filter((n) => n !== undefined)
      .join(", "),
  };
}

/**
 * The fields to send. Names in "Pushed together with" that are no table here are sent as impossible ids, so the
 * server refuses them with its own words rather than the form dropping them quietly.
 */
function fieldsOf(d: Draft, tables: FloorTable[]): TableFields {
  const names = d.combines
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  return {
    name: d.name,
    minSeats: Number(d.minSeats),
    maxSeats: Number(d.maxSeats),
    areaId: Number(d.areaId),
    shape: d.shape,
    takes: d.takes,
    x: Number(d.x),
    y: Number(d.y),
    rotation: Number(d.rotation),
    combinableWith: names.map((n) => tables.find((t) => t.name === n)?.id ?? -1),
  };
}

function same(a: Draft, b: Draft): boolean {
  return (Object.keys(a) as (keyof Draft)[]).every((k) => String(a[k]) === String(b[k]));
}

interface TableFieldsProps {
  draft: Draft;
  areas: FloorArea[];
  label: (field: string) => string;
  visibleLabels: boolean;
  onChange: (d: Draft) => void;
}

function TableFieldInputs({ draft, areas, label, visibleLabels, onChange }: TableFieldsProps) {
  // The accessible name always says which table the field belongs to; the visible label is there when no header row is.
  const l = (field: string) => ({ "aria-label": label(field), ...(visibleLabels ? { label: field } : {}) });
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <TextInput
        {...l("Name")}
        styles={TALL}
        w={90}
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <TextInput
        {...l("Min seats")}
        styles={TALL}
        w={90}
        inputMode="numeric"
        value={String(draft.minSeats)}
        onChange={(e) => set({ minSeats: e.currentTarget.value })}
      />
      <TextInput
        {...l("Max seats")}
        styles={TALL}
        w={90}
        inputMode="numeric"
        value={String(draft.maxSeats)}
        onChange={(e) => set({ maxSeats: e.currentTarget.value })}
      />
      <NativeSelect
        {...l("Area")}
        styles={TALL}
        w={120}
        data={areas.map((a) => ({ value: String(a.id), label: a.name }))}
        value={draft.areaId ?? ""}
        onChange={(e) => set({ areaId: e.currentTarget.value })}
      />
      <NativeSelect
        {...l("Shape")}
        styles={TALL}
        w={130}
        data={shapeData}
        value={draft.shape}
        onChange={(e) => set({ shape: e.currentTarget.value as TableShape })}
      />
      <NativeSelect
        {...l("Takes")}
        styles={TALL}
        w={240}
        data={takesData}
        value={draft.takes}
        onChange={(e) => set({ takes: e.currentTarget.value as TableTakes })}
      />
      <TextInput
        {...l("X")}
        styles={TALL}
        w={80}
        inputMode="numeric"
        value={draft.x}
        onChange={(e) => set({ x: e.currentTarget.value })}
      />
      <TextInput
        {...l("Y")}
        styles={TALL}
        w={80}
        inputMode="numeric"
        value={draft.y}
        onChange={(e) => set({ y: e.currentTarget.value })}
      />
      <TextInput
        {...l("Turned")}
        styles={TALL}
        w={80}
        inputMode="numeric"
        value={draft.rotation}
        onChange={(e) => set({ rotation: e.currentTarget.value })}
      />
      <TextInput
        {...l("Pushed together with")}
        styles={TALL}
        w={200}
        placeholder="e.g. 16, 17"
        value={draft.combines}
        onChange={(e) => set({ combines: e.currentTarget.value })}
      />
    </>
  );
}

interface TableRowProps {
  table: FloorTable;
  tables: FloorTable[];
  areas: FloorArea[];
  /** The header row names the columns: the fields need no visible labels of their own. */
  wide: boolean;
  /** Reloads the list; the row stays busy until the reload has brought the saved version. */
  onDone: () => Promise<unknown>;
}

function TableRow({ table, tables, areas, wide, onDone }: TableRowProps) {
  const client = useTRPCClient();
  const [draft, setDraft] = useState(() => draftOf(table, tables));
  const [busy, setBusy] = useState(false);
  const changed = !same(draft, draftOf(table, tables));
  const act = async (call: () => Promise<unknown>, done: string, failure: string) => {
    setBusy(true);
    try {
      await call();
      showDoneNotice(done);
    } catch (error) {
      // A stale version answers 409 with words to reload: the list reloads with the other change.
      notifyFailure(error, failure);
    } finally {
      // Until the list has the saved version the row is replaced the moment it arrives (it is keyed by version):
      // fields typed meanwhile would be lost, or saved against the old version and refused as someone else's change.
      await onDone();
      setBusy(false);
    }
  };
  return (
    <Group
      gap="xs"
      wrap="wrap"
      align="flex-end"
      data-testid="floor-plan-row"
      // Wrapped over three lines, a row needs a line between it and the next to read as one table.
      style={wide ? undefined : { borderTop: "1px solid var(--mantine-color-gray-3)", paddingTop: 8 }}
    >
      <fieldset disabled={busy} style={{ display: "contents" }}>
        <TableFieldInputs
          draft={draft}
          areas={areas}
          visibleLabels={!wide}
          label={(field) => `Table ${table.name}: ${field.toLowerCase()}`}
          onChange={setDraft}
        />
      </fieldset>
      <Button
        h={44}
        disabled={!changed || busy}
        onClick={() =>
          void act(
            () =>
              client.floor.updateTable.mutate({
                id: table.id,
                version: table.version,
                table: fieldsOf(draft, tables),
              }),
            `Table ${draft.name} saved.`,
            `Failed to save table ${table.name}. Please try again.`,
          )
        }
        aria-label={`Save table ${table.name}`}
      >
        Save
      </Button>
      <Button
        h={44}
        variant="light"
        color="red"
        disabled={busy}
        onClick={() =>
          void act(
            () => client.floor.removeTable.mutate({ id: table.id, version: table.version }),
            `Table ${table.name} removed.`,
            `Failed to remove table ${table.name}. Please try again.`,
          )
        }
        aria-label={`Remove table ${table.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** A table added without x and y takes the first free spot on its area's plan, as the canvas's Add does. */
function placedOf(fields: TableFields, d: Draft, tables: FloorTable[]): TableFields {
  if (d.x.trim() !== "" && d.y.trim() !== "") return fields;
  return {
    ...fields,
    ...freeSpot(
      fields,
      tables.filter((t) => t.areaId === fields.areaId),
    ),
  };
}

/**
 * Floor Plan (docs/product.md#the-floor): the plan's canvas (drag and drop) above the store's tables as a list
 * form, which does all the canvas does for keyboard and screen-reader users. Each row saves on its own with the
 * version it loaded; if another manager changed the table meanwhile the server refuses (409) and the list reloads.
 */
export function FloorPlanSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const floor = useQuery(trpc.floor.view.queryOptions());
  const reloaded = () => queryClient.invalidateQueries({ queryKey: trpc.floor.view.queryKey() });
  const reload = () => void reloaded();
  useStoreEvents("floor", reload);
  const wide = useMediaQuery(HEADER_QUERY, window.matchMedia(HEADER_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [adding, setAdding] = useState<Draft>({
    name: "",
    minSeats: 1,
    maxSeats: 4,
    areaId: null,
    shape: "square",
    takes: "both",
    x: "",
    y: "",
    rotation: "0",
    combines: "",
  });
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  if (!floor.data)
    return (
      <SettingsSection title="Floor Plan">
        <Spinner size="sm" label="Loading the tables" />
      </SettingsSection>
    );
  const { areas, tables } = floor.data;
  const areaId = adding.areaId ?? (areas[0] ? String(areas[0].id) : null);

  return (
    <SettingsSection title="Floor Plan">
      <Text c="dimmed" fz="sm">
        Each table: name, seats, area, shape, which parties it takes, its place on the area's plan (x and y of
        its centre, turned in degrees) and the tables it is pushed together with. The Table Information counts
        follow the tables.
      </Text>
      <Button
        variant="default"
        h={44}
        style={{ alignSelf: "flex-start" }}
        aria-expanded={shown}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? "Hide the tables" : `Edit the tables (${tables.length})`}
      </Button>
      {shown ? (
        <>
          <Suspense fallback={<Spinner size="sm" label="Loading the plan" />}>
            <PlanCanvas areas={areas} tables={tables} reload={reload} />
          </Suspense>
          <Text fw={600} mt="sm">
            The tables as a list
          </Text>
          <Group gap="xs" wrap="nowrap" aria-hidden visibleFrom="md">
            {COLUMNS.map(([name, w]) => (
              <Text key={name} w={w} fz="sm" fw={600}>
                {name}
              </Text>
            ))}
          </Group>
          <Stack gap="xs">
            {tables.map((t) => (
              // A reload with a new version starts the row from what the server holds.
              <TableRow
                key={`${t.id}:${t.version}`}
                table={t}
                tables={tables}
                areas={areas}
                wide={wide}
                onDone={reloaded}
              />
            ))}
          </Stack>
          <form
            aria-label="Add a table"
            onSubmit={(e) => {
              e.preventDefault();
              setBusy(true);
              client.floor.addTable
                .mutate(placedOf(fieldsOf({ ...adding, areaId }, tables), adding, tables))
                .then((t) => {
                  showDoneNotice(`Table ${t.name} added.`);
                  setAdding((d) => ({ ...d, name: "" }));
                })
                .catch((error: unknown) => notifyFailure(error, "Failed to add the table. Please try again."))
                .finally(() => {
                  setBusy(false);
                  reload();
                });
            }}
          >
            <Group gap="xs" wrap="wrap" align="flex-end">
              <TableFieldInputs
                draft={{ ...adding, areaId }}
                areas={areas}
                visibleLabels
                label={(field) => field}
                onChange={setAdding}
              />
              <Button h={44} type="submit" disabled={busy || adding.name.trim() === ""}>
                Add table
              </Button>
            </Group>
          </form>
        </>
      ) : null}
    </SettingsSection>
  );
}
