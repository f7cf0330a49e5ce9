/** How the Reports tab writes its figures and their change from the previous period (pure, unit tested). */
import { weekdayLongNames } from "@seatline/domain";

export type FigureKind = "count" | "minutes" | "share";

const NONE = "–";

export function formatFigure(kind: FigureKind, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NONE;
  if (kind === "count") return value.toLocaleString("en-US");
  if (kind === "minutes") return `${value.toFixed(1)} min`;
  return `${(value * 100).toFixed(1)}%`;
}

/**
 * The change from the previous period: counts as a relative change ("▲ 12%"), minutes as minutes ("▼ 1.5 min"),
 * shares as percentage points ("▲ 2.0 pts"). Null when either side has nothing to compare.
 */
export function formatChange(
  kind: FigureKind,
  current: number | null,
  previous: number | null,
): string | null {
  if (current === null || previous === null) return null;
  const same = "no change";
  const arrow = (diff: number) => (diff > 0 ? "▲" : "▼");
  if (kind === "count") {
    if (previous === 0) return current === 0 ? same : "▲ new";
    const pct = Math.round((100 * (current - previous)) / previous);
    return pct === 0 ? same : `${arrow(pct)} ${Math.abs(pct)}%`;
  }
  // Compared as shown (one decimal), so "▲ 0.0" never appears.
  const diff = Math.round((kind === "minutes" ? 10 : 1000) * (current - previous)) / 10;
  if (diff === 0) return same;
  return `${arrow(diff)} ${Math.abs(diff).toFixed(1)} ${kind === "minutes" ? "min" : "pts"}`;
}

/** "Mon 2 Mar – Sun 8 Mar 2026" style label of a range of YYYY-MM-DD dates. */
export function rangeLabel(from: string, to: string): string {
  const f = (d: string, year: boolean) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(year ? { year: "numeric" } : {}),
    });
  return from === to ? f(from, true) : `${f(from, false)} – ${f(to, true)}`;
}

export const WEEKDAYS = weekdayLongNames;

/** "5pm", "12pm", "12am" for an hour 0-23. */
export function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${hour < 12 ? "am" : "pm"}`;
}

/** The 5 shades of the heatmap, lightest (shortest wait) to darkest; null for an empty cell. */
export function heatShade(avgWait: number, maxWait: number): number {
  if (maxWait <= 0) return 0;
  return Math.min(4, Math.floor((5 * avgWait) / (maxWait + 1e-9)));
}
