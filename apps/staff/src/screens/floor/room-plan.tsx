import {
  type FloorTableView,
  type TurnClockTone,
  tableAccessibleName,
  tableFootprint,
  turnClockTone,
} from "@seatline/domain";
import type { KeyboardEvent } from "react";
import type { SectionLook } from "./section-colors";
import { stateLook } from "./table-tile";

/** Room around the outermost tables, in plan units (1 unit = 1 px in the editor). */
const MARGIN = 24;

/** The turn clock's colour on the drawing: the tile's tones, as CSS colours. */
const toneFill: Record<TurnClockTone, string> = {
  ok: "var(--mantine-color-dark-6)",
  near: "var(--mantine-color-yellow-9)",
  past: "var(--mantine-color-red-9)",
};

/** What fits on a table of this width: the party's name, else its initials (the button's name has it whole). */
function partyWords(name: string, width: number): string {
  // About 7.5 plan units a character at the drawing's 13-unit type.
  if (name.length * 7.5 <= width - 8) return name;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

/** Drawn at most this many screen pixels per plan unit: a small area (four bar seats) never fills a wide screen. */
const MAX_SCALE = 1.5;

/** The box around an area's tables (each turned any way), with a margin, in plan units. */
export function roomBounds(tables: readonly FloorTableView[]) {
  const reach = tables.map((t) => {
    const { w, h } = tableFootprint(t.shape, t.maxSeats);
    return { t, r: Math.hypot(w, h) / 2 };
  });
  const minX = Math.min(...reach.map(({ t, r }) => t.x - r)) - MARGIN;
  const minY = Math.min(...reach.map(({ t, r }) => t.y - r)) - MARGIN;
  const maxX = Math.max(...reach.map(({ t, r }) => t.x + r)) + MARGIN;
  const maxY = Math.max(...reach.map(({ t, r }) => t.y + r)) + MARGIN;
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

export interface RoomPlanProps {
  areaName: string;
  tables: readonly FloorTableView[];
  /** The widest area's width (plan units): every area is drawn at one scale, so tables keep their real sizes. */
  widest: number;
  /** Each table's section (by table id): a ring of the server's colour around the table. */
  sections?: ReadonlyMap<number, SectionLook>;
  onOpen: (table: FloorTableView) => void;
}

/**
 * One area of the live floor drawn as the room (docs/product.md#the-floor): each table where the plan editor put it,
 * its shape, size and turn, coloured by its state, with its name, the party (whole when it fits, else initials) and
 * the turn clock. Each table is a button named as its tile is ("Table 12, 4 seats, seated: …"), carrying the table's
 * id, so seating by tap and by drag find it as they find a tile.
 */
export function RoomPlan({ areaName, tables, widest, sections, onOpen }: RoomPlanProps) {
  const shapes = tables.map((t) => ({ t, ...tableFootprint(t.shape, t.maxSeats) }));
  const box = roomBounds(tables);
  const open = (t: FloorTableView) => (e: KeyboardEvent<SVGGElement>) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onOpen(t);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the room is an SVG drawing; a group names its tables' buttons.
    <svg
      role="group"
      aria-label={`The room: ${areaName}`}
      viewBox={`${box.minX} ${box.minY} ${box.width} ${box.height}`}
      data-testid="room-plan"
      style={{
        display: "block",
        width: `${(100 * box.width) / Math.max(box.width, widest)}%`,
        maxWidth: box.width * MAX_SCALE,
        height: "auto",
        border: "1px solid var(--mantine-color-gray-3)",
        borderRadius: 8,
        background: "var(--mantine-color-gray-0)",
      }}
    >
      {shapes.map(({ t, w, h }) => {
        const look = stateLook[t.state];
        const tone =
          t.minutesSat != null && t.expectedTurn != null ? turnClockTone(t.minutesSat, t.expectedTurn) : "ok";
        const lines = t.party ? 3 : t.reservedSoon ? 2 : 1;
        const section = sections?.get(t.id);
        return (
          <g key={t.id}>
            {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; role, name, focus and keys are given. */}
            <g
              role="button"
              tabIndex={0}
              aria-label={tableAccessibleName(t, section?.name)}
              data-testid="floor-table"
              data-table-id={t.id}
              data-state={t.state}
              transform={`translate(${t.x} ${t.y}) rotate(${t.rotation})`}
              style={{ cursor: "pointer" }}
              onClick={() => onOpen(t)}
              onKeyDown={open(t)}
            >
              {section ? (
                t.shape === "round" ? (
                  <circle r={w / 2 + 6} fill="none" stroke={section.color} strokeWidth={5} />
                ) : (
                  <rect
                    x={-w / 2 - 6}
                    y={-h / 2 - 6}
                    width={w + 12}
                    height={h + 12}
                    rx={10}
                    fill="none"
                    stroke={section.color}
                    strokeWidth={5}
                  />
                )
              ) : null}
              {t.shape === "round" ? (
                <circle r={w / 2} fill={look.bg} stroke={look.border} strokeWidth={3} />
              ) : (
                <rect
                  x={-w / 2}
                  y={-h / 2}
                  width={w}
                  height={h}
                  rx={t.shape === "booth" ? 16 : 6}
                  fill={look.bg}
                  stroke={look.border}
                  strokeWidth={3}
                  strokeDasharray={t.reservedSoon ? "8 5" : undefined}
                />
              )}
            </g>
            {/* The words stay upright and outside the button; its name says them in full. */}
            <g aria-hidden transform={`translate(${t.x} ${t.y})`} pointerEvents="none">
              <text
                textAnchor="middle"
                dy={-(lines - 1) * 8 + 5}
                fontSize={16}
                fontWeight={800}
                fill="#1a1b1e"
              >
                {t.name}
              </text>
              {t.party ? (
                <>
                  <text textAnchor="middle" dy={13} fontSize={13} fontWeight={600} fill="#1a1b1e">
                    {partyWords(t.party.name, w)} · {t.party.partySize}
                  </text>
                  <text textAnchor="middle" dy={29} fontSize={12} fontWeight={700} fill={toneFill[tone]}>
                    {t.minutesSat}/{t.expectedTurn}m
                  </text>
                </>
              ) : t.reservedSoon ? (
                <text
                  textAnchor="middle"
                  dy={21}
                  fontSize={12}
                  fontWeight={600}
                  fill="var(--mantine-color-yellow-9)"
                >
                  {t.reservedSoon}
                </text>
              ) : null}
            </g>
          </g>
        );
      })}
    </svg>
  );
}
