/**
 * Each server's colour on the floor (docs/product.md#sections-and-rotation), by their place on the manager's list.
 * A stripe beside the table's state colours, never instead of them; the server's name is always written too.
 */
import type { FloorServer } from "@seatline/domain";

const PALETTE = [
  "pink.7",
  "cyan.8",
  "lime.9",
  "grape.7",
  "indigo.7",
  "yellow.8",
  "red.8",
  "green.8",
] as const;

/** "pink.7" → the CSS variable Mantine defines for it. */
const cssVar = (c: string) => `var(--mantine-color-${c.replace(".", "-")})`;

export interface SectionLook {
  name: string;
  /** CSS colour of the stripe. */
  color: string;
}

/** The section look of each server id. */
export function sectionLooks(servers: readonly FloorServer[]): Map<number, SectionLook> {
  return new Map(
    servers.map((s, i) => [s.id, { name: s.name, color: cssVar(PALETTE[i % PALETTE.length] as string) }]),
  );
}
