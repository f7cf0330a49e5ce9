/**
 * Staff streams end when their session does (SECURITY.md). One timer per process, not one per stream: every
 * `intervalMs` the sessions of all open staff streams are checked in one query (a logout or expiry in any process
 * shows there), and the streams of ended sessions are told to end. Expiry is also caught from the known expiry time
 * without asking the database. A stream therefore outlives its session by at most `intervalMs` plus one query.
 */
import { liveSessionIds } from "@seatline/db";
import type { AppDeps } from "../deps";

export const STREAM_SESSION_CHECK_MS = 10_000;

interface Watched {
  expiresAt: number;
  end: () => void;
}

export class SessionWatch {
  private readonly bySession = new Map<string, Set<Watched>>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly deps: AppDeps,
    readonly intervalMs: number,
  ) {}

  /** Calls `end` once the session has ended; answers the function that stops watching. */
  watch(sessionId: string, expiresAt: Date, end: () => void): () => void {
    let set = this.bySession.get(sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(sessionId, set);
    }
    const w: Watched = { expiresAt: expiresAt.getTime(), end };
    set.add(w);
    this.timer ??= setInterval(() => void this.check(), this.intervalMs).unref();
    return () => {
      set.delete(w);
      if (set.size === 0) this.bySession.delete(sessionId);
      if (this.bySession.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  get size(): number {
    let n = 0;
    for (const s of this.bySession.values()) n += s.size;
    return n;
  }

  /** One round: ends the streams of every session that expired or is no longer in the database. */
  async check(): Promise<void> {
    if (this.checking || this.bySession.size === 0) return;
    this.checking = true;
    try {
      const ids = [...this.bySession.keys()];
      let live: Set<string>;
      try {
        live = await liveSessionIds(this.deps.db, ids, this.deps.clock.now());
      } catch {
        return; // Database unreachable: try again next round rather than cut every console.
      }
      const now = this.deps.clock.now().getTime();
      for (const id of ids) {
        for (const w of this.bySession.get(id) ?? []) {
          if (!live.has(id) || w.expiresAt <= now) w.end();
        }
      }
    } finally {
      this.checking = false;
    }
  }
}

const watches = new WeakMap<AppDeps, SessionWatch>();

/** The process's watch for these deps (tests may ask for a shorter interval before the first stream opens). */
export function sessionWatchOf(deps: AppDeps, intervalMs = STREAM_SESSION_CHECK_MS): SessionWatch {
  let w = watches.get(deps);
  if (!w) {
    w = new SessionWatch(deps, intervalMs);
    watches.set(deps, w);
  }
  return w;
}
