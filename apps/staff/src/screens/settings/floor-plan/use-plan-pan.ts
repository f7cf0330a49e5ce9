import { type PointerEvent, useRef } from "react";

interface Pan {
  pointerId: number;
  lastX: number;
  lastY: number;
}

/**
 * Moving around a plan larger than its box by dragging the empty plan. The drawing takes every touch (an SVG's shapes
 * cannot have a touch-action of their own, and a finger must drag a table rather than scroll), so without this a
 * finger could not reach the tables past the box's edge on an upright iPad. A drag on the background scrolls the box;
 * what the box cannot scroll further scrolls the page, so the page can still be scrolled through the plan.
 */
export function usePlanPan() {
  const boxRef = useRef<HTMLDivElement>(null);
  const pan = useRef<Pan | null>(null);

  const start = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    pan.current = { pointerId: e.pointerId, lastX: e.clientX, lastY: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  /** Scrolls by the pointer's movement; false when the pointer is not panning. */
  const move = (e: PointerEvent<SVGSVGElement>): boolean => {
    const p = pan.current;
    const box = boxRef.current;
    if (!p || e.pointerId !== p.pointerId || !box) return false;
    const wantX = p.lastX - e.clientX;
    const wantY = p.lastY - e.clientY;
    p.lastX = e.clientX;
    p.lastY = e.clientY;
    const before = { left: box.scrollLeft, top: box.scrollTop };
    box.scrollLeft += wantX;
    box.scrollTop += wantY;
    const leftX = wantX - (box.scrollLeft - before.left);
    const leftY = wantY - (box.scrollTop - before.top);
    if (leftX !== 0 || leftY !== 0) window.scrollBy(leftX, leftY);
    return true;
  };

  /** Ends a pan; false when the pointer was not panning. */
  const end = (e: PointerEvent<SVGSVGElement>): boolean => {
    if (!pan.current || e.pointerId !== pan.current.pointerId) return false;
    pan.current = null;
    return true;
  };

  return { boxRef, start, move, end };
}
