import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import {
  type FloorArea,
  type FloorTable,
  freeSpot,
  nextTableNames,
  overlapMessage,
  overlappingTable,
  PLAN_EXTENT,
  PLAN_ROW_WIDTH,
  tableFootprint,
} from "@seatline/domain";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { fieldsOf } from "./plan-fields";
import { PlanTable } from "./plan-table";
import { TablePanel } from "./table-panel";
import { usePlanPan } from "./use-plan-pan";
import { usePlanSave } from "./use-plan-save";

/** Positions snap to this many plan units; the arrow keys move a table by it. */
const SNAP = 10;
/** A press that moves less than this (in screen pixels) is a tap that selects, not a drag. */
const DRAG_SLOP = 4;

interface Drag {
  id: number;
  pointerId: number;
  dx: number;
  dy: number;
  x: number;
  y: number;
  startX: number;
  startY: number;
  moved: boolean;
}

export interface PlanCanvasProps {
  areas: FloorArea[];
  tables: FloorTable[];
  reload: () => void;
}

function clampCentre(t: FloorTable, x: number, y: number) {
  const { w, h } = tableFootprint(t.shape, t.maxSeats);
  const snap = (v: number) => Math.round(v / SNAP) * SNAP;
  return {
    x: Math.min(PLAN_EXTENT, Math.max(Math.ceil(w / 2), snap(x))),
    y: Math.min(PLAN_EXTENT, Math.max(Math.ceil(h / 2), snap(y))),
  };
}

/**
 * Settings → Floor Plan's canvas (docs/product.md#the-floor): each area's tables drawn where they stand, dragged with
 * a mouse, a finger or a pen (pointer events) and saved on release with the version read; a drop on another table is
 * refused here with the server's own words and the table goes back. Its own chunk: loaded only when opened.
 */
export function PlanCanvas({ areas, tables, reload }: PlanCanvasProps) {
  const [areaId, setAreaId] = useState<number | null>(areas[0]?.id ?? null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** Where a table was dropped until the reload shows it there (or the save is refused). */
  const [placed, setPlaced] = useState<Map<number, { x: number; y: number }>>(new Map());
  const svgRef = useRef<SVGSVGElement>(null);
  const save = usePlanSave(reload);
  const pan = usePlanPan();

  // A reload answers every pending drop: the server's place is the truth again.
  useEffect(() => setPlaced(new Map()), [tables]);

  const inArea = tables.filter((t) => t.areaId === areaId);
  const selected = tables.find((t) => t.id === selectedId) ?? null;
  const at = (t: FloorTable) =>
    drag?.id === t.id ? { x: drag.x, y: drag.y } : (placed.get(t.id) ?? { x: t.x, y: t.y });
  const overlapAt = (t: FloorTable, x: number, y: number) =>
    overlappingTable(
      { ...t, x, y },
      inArea.map((o) => ({ ...o, ...at(o) })),
    );

  let width = PLAN_ROW_WIDTH;
  let height = 560;
  for (const t of inArea) {
    const { w, h } = tableFootprint(t.shape, t.maxSeats);
    const p = at(t);
    width = Math.max(width, p.x + w / 2 + 80);
    height = Math.max(height, p.y + h / 2 + 80);
  }

  const toPlan = (e: { clientX: number; clientY: number }) => {
    const svg = svgRef.current;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };

  const moveTo = async (t: FloorTable, x: number, y: number) => {
    if (x === t.x && y === t.y) return;
    const hit = overlapAt(t, x, y);
    if (hit) {
      save.setRefusal(overlapMessage(t.name, hit.name));
      return;
    }
    setPlaced((m) => new Map(m).set(t.id, { x, y }));
    const ok = await save.update(t, fieldsOf(t, { x, y }), `Table ${t.name} moved.`);
    if (!ok)
      setPlaced((m) => {
        const next = new Map(m);
        next.delete(t.id);
        return next;
      });
  };

  const onTablePointerDown = (t: FloorTable) => (e: PointerEvent<SVGGElement>) => {
    if (e.button !== 0 || save.busy) return;
    e.preventDefault();
    setSelectedId(t.id);
    const p = toPlan(e);
    const from = at(t);
    svgRef.current?.setPointerCapture(e.pointerId);
    setDrag({
      id: t.id,
      pointerId: e.pointerId,
      dx: p.x - from.x,
      dy: p.y - from.y,
      x: from.x,
      y: from.y,
      startX: e.clientX,
      startY: e.clientY,
      moved: false,
    });
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (pan.move(e)) return;
    if (!drag || e.pointerId !== drag.pointerId) return;
    const t = tables.find((x) => x.id === drag.id);
    if (!t) return;
    const p = toPlan(e);
    const next = clampCentre(t, p.x - drag.dx, p.y - drag.dy);
    const moved = drag.moved || Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) > DRAG_SLOP;
    setDrag({ ...drag, ...(moved ? next : {}), moved });
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    if (pan.end(e)) return;
    if (!drag || e.pointerId !== drag.pointerId) return;
    const t = tables.find((x) => x.id === drag.id);
    setDrag(null);
    if (!t || !drag.moved) return;
    // Where the pointer was let go (the last move may have been coalesced away).
    const p = toPlan(e);
    const end = clampCentre(t, p.x - drag.dx, p.y - drag.dy);
    void moveTo(t, end.x, end.y);
  };
  const onTableKey = (t: FloorTable) => (e: KeyboardEvent<SVGGElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-SNAP, 0],
      ArrowRight: [SNAP, 0],
      ArrowUp: [0, -SNAP],
      ArrowDown: [0, SNAP],
    };
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      setSelectedId(t.id);
    } else if (step[e.key] && !save.busy) {
      e.preventDefault();
      const [dx, dy] = step[e.key] as [number, number];
      const from = at(t);
      const next = clampCentre(t, from.x + dx, from.y + dy);
      void moveTo(t, next.x, next.y);
    } else if (e.key === "Escape") setSelectedId(null);
  };

  const addTable = async () => {
    if (areaId === null) return;
    const shape = { shape: "square" as const, maxSeats: 4, rotation: 0 };
    const spot = freeSpot(
      shape,
      inArea.map((o) => ({ ...o, ...at(o) })),
    );
    const [name] = nextTableNames(
      tables.map((t) => t.name),
      1,
    );
    const added = await save.add({
      name: name ?? "1",
      minSeats: 2,
      maxSeats: 4,
      areaId,
      shape: "square",
      takes: "both",
      rotation: 0,
      combinableWith: [],
      ...spot,
    });
    if (added) setSelectedId(added.id);
  };

  const dragged = drag?.moved ? tables.find((t) => t.id === drag.id) : undefined;
  const draggedHit = dragged && drag ? overlapAt(dragged, drag.x, drag.y) : null;
  // Dashed lines join the selected table to the tables it is pushed together with.
  const links = selected
    ? inArea.filter(
        (o) =>
          o.id !== selected.id &&
          (selected.combinableWith.includes(o.id) || o.combinableWith.includes(selected.id)),
      )
    : [];
  const areaName = areas.find((a) => a.id === areaId)?.name ?? "";

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap={4} role="group" aria-label="Area on the plan">
          {areas.map((a) => (
            <Button
              key={a.id}
              h={44}
              variant={a.id === areaId ? "filled" : "default"}
              aria-pressed={a.id === areaId}
              onClick={() => {
                setAreaId(a.id);
                setSelectedId(null);
              }}
            >
              {a.name} ({tables.filter((t) => t.areaId === a.id).length})
            </Button>
          ))}
        </Group>
        <Button h={44} onClick={() => void addTable()} disabled={save.busy || areaId === null}>
          Add a table to {areaName}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Drag a table to place it; drag the empty plan to move around it. Select a table to turn it, change its
        seats, area or the tables it is pushed together with. Arrow keys move the selected table.
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box
          ref={pan.boxRef}
          data-testid="plan-box"
          style={{
            flex: "1 1 520px",
            minWidth: 0,
            maxHeight: 560,
            overflow: "auto",
            border: "1px solid var(--mantine-color-gray-4)",
            borderRadius: 8,
            background: "var(--mantine-color-gray-0)",
          }}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the plan is an SVG drawing; a group names its tables' buttons. */}
          <svg
            ref={svgRef}
            role="group"
            aria-label={`Floor plan: ${areaName}`}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            data-testid="plan-canvas"
            // touch-action on an SVG shape is not honoured: the whole drawing takes touches, so a finger drags a
            // table instead of scrolling, and a drag on the empty plan scrolls it (use-plan-pan.ts).
            style={{ display: "block", userSelect: "none", touchAction: "none" }}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={(e) => {
              pan.end(e);
              setDrag(null);
            }}
            onPointerDown={(e) => {
              if (e.target !== e.currentTarget) return;
              setSelectedId(null);
              pan.start(e);
            }}
          >
            <defs>
              <pattern id="plan-grid" width={50} height={50} patternUnits="userSpaceOnUse">
                <path
                  d="M 50 0 L 0 0 0 50"
                  fill="none"
                  stroke="var(--mantine-color-gray-3)"
                  strokeWidth={1}
                />
              </pattern>
            </defs>
            <rect width={width} height={height} fill="url(#plan-grid)" pointerEvents="none" />
            {selected
              ? links.map((o) => (
                  <line
                    key={o.id}
                    x1={at(selected).x}
                    y1={at(selected).y}
                    x2={at(o).x}
                    y2={at(o).y}
                    stroke="var(--mantine-color-blue-6)"
                    strokeWidth={2}
                    strokeDasharray="6 6"
                    pointerEvents="none"
                  />
                ))
              : null}
            {inArea.map((t) => {
              const p = at(t);
              return (
                <PlanTable
                  key={t.id}
                  table={t}
                  x={p.x}
                  y={p.y}
                  selected={t.id === selectedId}
                  overlapping={drag?.id === t.id && draggedHit != null}
                  onPointerDown={onTablePointerDown(t)}
                  onKeyDown={onTableKey(t)}
                />
              );
            })}
          </svg>
        </Box>
        <Box style={{ flex: "0 1 330px", minWidth: 260 }}>
          {selected ? (
            <TablePanel
              // A new table starts its own form; the typed fields survive a reload of the same table.
              key={selected.id}
              table={selected}
              tables={tables}
              areas={areas}
              busy={save.busy}
              onSave={async (fields, done) => (await save.update(selected, fields, done)) !== null}
              onRemove={() =>
                void save.remove(selected).then((ok) => {
                  if (ok !== null) setSelectedId(null);
                })
              }
            />
          ) : (
            <Text c="dimmed">Select a table on the plan to change it.</Text>
          )}
        </Box>
      </Group>
      <div aria-live="polite" data-testid="plan-status">
        {draggedHit && dragged ? (
          <Text c="red.9" fw={600}>
            {overlapMessage(dragged.name, draggedHit.name)}
          </Text>
        ) : save.refusal ? (
          <Alert color="red" title="Not saved" withCloseButton onClose={() => save.setRefusal(null)}>
            {save.refusal}
            {selected ? " What you typed is still in the form: Save this table applies it again." : ""}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
