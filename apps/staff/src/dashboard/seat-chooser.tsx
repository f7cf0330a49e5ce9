import { Portal, UnstyledButton } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { type PointerEvent, useRef, useState } from "react";

/** A press that moves less than this (px) is a tap (choose), not a drag. */
const DRAG_SLOP = 6;

export interface SeatChooserProps {
  /** The party's name as the row shows it. */
  name: string;
  partySize: number;
  chosen: boolean;
  disabled?: boolean;
  /** A tap (or Enter): choose this party, or un-choose it. */
  onToggle: () => void;
  /** Dropped on the floor's table with this id. */
  onDrop: (tableId: number) => void;
  /** Beside the ticket (one-line rows) rather than under it. */
  beside?: boolean;
}

/** The floor table under a point, by the tile's data-table-id (the ghost label lets pointers through). */
function tableAt(x: number, y: number): number | null {
  const el = document.elementFromPoint(x, y)?.closest("[data-table-id]");
  const id = Number(el?.getAttribute("data-table-id"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * On a waitlist row when the floor is beside it (docs/product.md#the-floor): tap to choose the party (then tap a free
 * table), or drag it by this handle onto a table (pointer events: mouse, finger, pen). While dragged a label with the
 * party's name follows the pointer.
 */
export function SeatChooser({
  name,
  partySize,
  chosen,
  disabled = false,
  onToggle,
  onDrop,
  beside = false,
}: SeatChooserProps) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const [ghost, setGhost] = useState<{ x: number; y: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (disabled || e.button !== 0) return;
    // No text selection while dragging a row across the screen (a tap still clicks).
    e.preventDefault();
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    dragged.current = false;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    if (!dragged.current && Math.hypot(e.clientX - s.x, e.clientY - s.y) < DRAG_SLOP) return;
    dragged.current = true;
    setGhost({ x: e.clientX, y: e.clientY });
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    start.current = null;
    setGhost(null);
    if (!s || s.id !== e.pointerId) return;
    // Moved far enough by the time it was let go, even if no move came through (a fast drag): a drop.
    if (Math.hypot(e.clientX - s.x, e.clientY - s.y) >= DRAG_SLOP) dragged.current = true;
    if (!dragged.current) return;
    const id = tableAt(e.clientX, e.clientY);
    if (id !== null) onDrop(id);
  };

  return (
    <>
      <UnstyledButton
        aria-label={`Choose ${name} for a table on the floor`}
        aria-pressed={chosen}
        disabled={disabled}
        data-testid="seat-chooser"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setGhost(null);
        }}
        onClick={() => {
          // The click after a drag is the drop's, not a tap.
          if (dragged.current) dragged.current = false;
          else onToggle();
        }}
        style={{
          minWidth: 44,
          minHeight: 44,
          marginTop: beside ? 0 : 4,
          flexShrink: 0,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          borderRadius: 8,
          border: `2px solid var(--mantine-color-${chosen ? "blue-8" : "gray-5"})`,
          background: chosen ? "var(--mantine-color-blue-1)" : "white",
          cursor: disabled ? "not-allowed" : "grab",
          touchAction: "none",
          color: "var(--mantine-color-dark-7)",
        }}
      >
        {/* An icon, not a glyph: the ticket cell's text stays the ticket alone. */}
        <IconGripVertical aria-hidden size={22} />
      </UnstyledButton>
      {ghost ? (
        <Portal>
          <div
            aria-hidden
            style={{
              position: "fixed",
              left: ghost.x + 12,
              top: ghost.y + 12,
              zIndex: 1000,
              pointerEvents: "none",
              padding: "6px 10px",
              borderRadius: 8,
              background: "var(--mantine-color-blue-8)",
              color: "white",
              fontWeight: 700,
              boxShadow: "0 4px 12px rgba(0,0,0,.25)",
            }}
          >
            {name}, party of {partySize}
          </div>
        </Portal>
      ) : null}
    </>
  );
}
