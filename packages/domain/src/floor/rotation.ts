/**
 * Sections and rotation (docs/product.md#sections-and-rotation). A manager puts each table in a server's section for
 * the shift; the host seats in turn so every server gets a fair share of guests. The server whose turn it is: of the
 * servers not marked out who have a free table that takes the party, the one seated the fewest covers in the last
 * ROTATION_WINDOW_MINUTES, then the one whose last party sat longest ago (never seated first), then the manager's
 * order. The picker puts that server's best table first among the equal choices, and never a worse fit.
 */
import type { TableSuggestion } from "../entities/floor";

/** How far back "seated recently" looks: about one turn of a table. */
export const ROTATION_WINDOW_MINUTES = 60;

export interface RotationServer {
  id: number;
  name: string;
  out: boolean;
  position: number;
}

/** Covers seated per server in the window (services read them with serverCoversQuery). */
export interface RecentCovers {
  serverId: number;
  covers: number;
  /** The server's latest seat in the window, ms since the epoch. */
  lastSeatedAt: number;
}

/** The server whose turn it is among `candidates` (ids); null when none of them is in. */
export function serverWhoseTurn(
  servers: readonly RotationServer[],
  recent: readonly RecentCovers[],
  candidates: ReadonlySet<number>,
): RotationServer | null {
  const seen = new Map(recent.map((r) => [r.serverId, r]));
  const inTurn = servers.filter((s) => !s.out && candidates.has(s.id));
  inTurn.sort((a, b) => {
    const ra = seen.get(a.id);
    const rb = seen.get(b.id);
    return (
      (ra?.covers ?? 0) - (rb?.covers ?? 0) ||
      (ra?.lastSeatedAt ?? 0) - (rb?.lastSeatedAt ?? 0) ||
      a.position - b.position ||
      a.id - b.id
    );
  });
  return inTurn[0] ?? null;
}

/**
 * The picker's list with the rotation applied: each suggestion names its section's server (its first table's), and the
 * best suggestion in the section whose turn it is moves to the top, marked `turn`, when it is as good a fit as the
 * top one (the same area preference, as many tables and no more empty seats). Otherwise the order stands, unmarked.
 */
export function withRotation(
  suggestions: readonly TableSuggestion[],
  serverOfTable: ReadonlyMap<number, number>,
  servers: readonly RotationServer[],
  recent: readonly RecentCovers[],
): TableSuggestion[] {
  const byId = new Map(servers.map((s) => [s.id, s]));
  const serverOf = (s: TableSuggestion) => {
    const id = serverOfTable.get(s.tableIds[0] ?? -1);
    return id === undefined ? undefined : byId.get(id);
  };
  const named = suggestions.map((s) => ({ ...s, server: serverOf(s)?.name ?? null, turn: false }));
  const top = named[0];
  if (!top) return named;
  const asGood = named.filter(
    (s) =>
      s.inPreferredArea === top.inPreferredArea &&
      s.tableIds.length === top.tableIds.length &&
      s.seats <= top.seats,
  );
  // Whose turn it is among every section that can take the party: a fair rotation does not skip a server because
  // their table is a worse fit this time; the party then goes where it fits and the turn waits for the next one.
  const candidates = new Set(
    named.map((s) => serverOf(s)?.id).filter((id): id is number => id !== undefined),
  );
  const turn = serverWhoseTurn(servers, recent, candidates);
  if (!turn) return named;
  const pick = asGood.find((s) => serverOf(s)?.id === turn.id);
  if (!pick) return named;
  return [{ ...pick, turn: true }, ...named.filter((s) => s !== pick)];
}
