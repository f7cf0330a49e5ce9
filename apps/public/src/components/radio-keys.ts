const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The choice a key moves to in a radio group of `count` choices (WAI-ARIA radio group: arrows move and wrap, Home /
 * End jump to the ends), or null for a key the group leaves alone. The group passes only its choices that can be
 * picked, so the arrows skip the others (the full times).
 */
export function radioKeyTarget(count: number, current: number, key: string): number | null {
  if (count === 0) return null;
  const step = STEPS[key];
  if (step !== undefined) return (current + step + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
