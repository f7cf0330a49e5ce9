import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  compareTableNames,
  type FloorArea,
  type FloorTable,
  type TableFields,
  type TableShape,
  type TableTakes,
  tableShapes,
  tableTakes,
} from "@seatline/domain";
import { useState } from "react";
import { fieldsOf, shapeLabels, takesLabels, turned } from "./plan-fields";

const TALL = { input: { height: 44, minHeight: 44 } } as const;

interface Draft {
  name: string;
  minSeats: string;
  maxSeats: string;
  areaId: string;
  shape: TableShape;
  takes: TableTakes;
  combinableWith: number[];
}

function draftOf(t: FloorTable): Draft {
  return {
    name: t.name,
    minSeats: String(t.minSeats),
    maxSeats: String(t.maxSeats),
    areaId: String(t.areaId),
    shape: t.shape,
    takes: t.takes,
    combinableWith: t.combinableWith,
  };
}

export interface TablePanelProps {
  table: FloorTable;
  tables: FloorTable[];
  areas: FloorArea[];
  busy: boolean;
  onSave: (fields: TableFields, done: string) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * The selected table's fields beside the canvas: name, seats, shape, area, which parties it takes and the tables it
 * is pushed together with, saved with one button; Rotate and Remove act at once. After a refusal (another manager
 * changed the table first) the typed fields stay, so Save again applies them over the reloaded table.
 */
export function TablePanel({ table, tables, areas, busy, onSave, onRemove }: TablePanelProps) {
  const [draft, setDraft] = useState(() => draftOf(table));
  // What the form started from: only the fields typed since are sent over the table as last read, so a save after
  // another manager's change (refused, then reloaded) keeps their other fields.
  const [base, setBase] = useState(() => draftOf(table));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const areaId = Number(draft.areaId);
  // Tables it may be pushed together with: the others in its area (a combination stays in one area).
  const neighbours = tables
    .filter((t) => t.id !== table.id && t.areaId === areaId)
    .sort((a, b) => compareTableNames(a.name, b.name));
  const listedByOthers = neighbours.filter((t) => t.combinableWith.includes(table.id)).map((t) => t.name);
  const l = (field: string) => ({ label: field });
  const save = async () => {
    const latest = draftOf(table);
    const pick = <K extends keyof Draft>(k: K): Draft[K] =>
      JSON.stringify(draft[k]) !== JSON.stringify(base[k]) ? draft[k] : latest[k];
    const merged: Draft = {
      name: pick("name"),
      minSeats: pick("minSeats"),
      maxSeats: pick("maxSeats"),
      areaId: pick("areaId"),
      shape: pick("shape"),
      takes: pick("takes"),
      combinableWith: pick("combinableWith"),
    };
    const ok = await onSave(
      fieldsOf(table, {
        name: merged.name,
        minSeats: Number(merged.minSeats),
        maxSeats: Number(merged.maxSeats),
        areaId: Number(merged.areaId),
        shape: merged.shape,
        takes: merged.takes,
        combinableWith: merged.combinableWith.filter((id) =>
          tables.some((t) => t.id === id && t.areaId === Number(merged.areaId)),
        ),
      }),
      `Table ${merged.name} saved.`,
    );
    if (ok) {
      setDraft(merged);
      setBase(merged);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-panel-title" data-testid="plan-panel">
      <Title order={4} id="plan-panel-title">
        Table {table.name}
      </Title>
      <Group gap="xs">
        <Button
          h={44}
          variant="default"
          disabled={busy}
          onClick={() =>
            void onSave(
              fieldsOf(table, { rotation: turned(table.rotation, -45) }),
              `Table ${table.name} turned.`,
            )
          }
        >
          Rotate left
        </Button>
        <Button
          h={44}
          variant="default"
          disabled={busy}
          onClick={() =>
            void onSave(
              fieldsOf(table, { rotation: turned(table.rotation, 45) }),
              `Table ${table.name} turned.`,
            )
          }
        >
          Rotate right
        </Button>
      </Group>
      <form
        aria-label={`Table ${table.name}'s details`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <TextInput
            {...l("Name")}
            styles={TALL}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Group gap="xs" grow>
            <TextInput
              {...l("Min seats")}
              styles={TALL}
              inputMode="numeric"
              value={draft.minSeats}
              onChange={(e) => set({ minSeats: e.currentTarget.value })}
            />
            <TextInput
              {...l("Max seats")}
              styles={TALL}
              inputMode="numeric"
              value={draft.maxSeats}
              onChange={(e) => set({ maxSeats: e.currentTarget.value })}
            />
          </Group>
          <NativeSelect
            {...l("Shape")}
            styles={TALL}
            data={tableShapes.map((value) => ({ value, label: shapeLabels[value] }))}
            value={draft.shape}
            onChange={(e) => set({ shape: e.currentTarget.value as TableShape })}
          />
          <NativeSelect
            {...l("Area")}
            styles={TALL}
            data={areas.map((a) => ({ value: String(a.id), label: a.name }))}
            value={draft.areaId}
            onChange={(e) => set({ areaId: e.currentTarget.value, combinableWith: [] })}
          />
          <NativeSelect
            {...l("Takes")}
            styles={TALL}
            data={tableTakes.map((value) => ({ value, label: takesLabels[value] }))}
            value={draft.takes}
            onChange={(e) => set({ takes: e.currentTarget.value as TableTakes })}
          />
          <Checkbox.Group
            label="Pushed together with"
            value={draft.combinableWith.map(String)}
            onChange={(v) => set({ combinableWith: v.map(Number) })}
          >
            <Group gap={4} mt={4}>
              {neighbours.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  No other table in this area.
                </Text>
              ) : null}
              {neighbours.map((t) => (
                <Checkbox
                  key={t.id}
                  value={String(t.id)}
                  label={t.name}
                  aria-label={`Table ${t.name}`}
                  styles={{ root: { minHeight: 44, minWidth: 56, display: "flex", alignItems: "center" } }}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {listedByOthers.length > 0 ? (
            <Text fz="sm" c="dimmed">
              Also pushed together with {listedByOthers.join(", ")} (set on{" "}
              {listedByOthers.length === 1 ? "that table" : "those tables"}).
            </Text>
          ) : null}
          <Group gap="xs">
            <Button h={44} type="submit" disabled={busy}>
              Save this table
            </Button>
            <Button h={44} variant="light" color="red" disabled={busy} onClick={onRemove}>
              Remove this table
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
