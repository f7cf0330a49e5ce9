import { type FloorTable, seatsText, tableFootprint } from "@seatline/domain";
import type { KeyboardEvent, PointerEvent } from "react";

export interface PlanTableProps {
  table: FloorTable;
  /** Where it is drawn (while dragged or saving, not yet where the server has it). */
  x: number;
  y: number;
  selected: boolean;
  /** Drawn red while a drag would put it on another table. */
  overlapping: boolean;
  onPointerDown: (e: PointerEvent<SVGGElement>) => void;
  onKeyDown: (e: KeyboardEvent<SVGGElement>) => void;
}

/**
 * One table on the editor's canvas: its footprint (the size the overlap rule uses) turned by its rotation, its name
 * and seats upright. A focusable button: Enter selects it, the arrow keys move it (docs/product.md#the-floor).
 */
export function PlanTable({ table, x, y, selected, overlapping, onPointerDown, onKeyDown }: PlanTableProps) {
  const { w, h } = tableFootprint(table.shape, table.maxSeats);
  const fill = overlapping
    ? "var(--mantine-color-red-1)"
    : selected
      ? "var(--mantine-color-blue-1)"
      : "white";
  const stroke = overlapping
    ? "var(--mantine-color-red-8)"
    : selected
      ? "var(--mantine-color-blue-8)"
      : "var(--mantine-color-gray-7)";
  const label = `Table ${table.name}, ${seatsText(table.maxSeats)}, at ${x}, ${y}${table.rotation ? `, turned ${table.rotation}°` : ""}`;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; role, name, focus and keys are given. */}
      <g
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={label}
        data-testid="plan-table"
        data-name={table.name}
        transform={`translate(${x} ${y}) rotate(${table.rotation})`}
        style={{ cursor: "grab", outline: "none" }}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      >
        {table.shape === "round" ? (
          <circle r={w / 2} fill={fill} stroke={stroke} strokeWidth={selected ? 4 : 2} />
        ) : (
          <rect
            x={-w / 2}
            y={-h / 2}
            width={w}
            height={h}
            rx={table.shape === "booth" ? 16 : 4}
            fill={fill}
            stroke={stroke}
            strokeWidth={selected ? 4 : 2}
          />
        )}
      </g>
      {/* The words drawn on it stay outside the button, upright; its name says them in full ("Table 12, 4 seats, …"). */}
      <g aria-hidden transform={`translate(${x} ${y})`} pointerEvents="none">
        <text
          textAnchor="middle"
          dy={table.maxSeats > 1 ? -2 : 5}
          fontSize={15}
          fontWeight={800}
          fill="#1a1b1e"
        >
          {table.name}
        </text>
        {table.maxSeats > 1 ? (
          <text textAnchor="middle" dy={14} fontSize={11} fill="#373a40">
            {table.minSeats === table.maxSeats ? table.maxSeats : `${table.minSeats}-${table.maxSeats}`}
          </text>
        ) : null}
      </g>
    </>
  );
}
