/**
 * A restaurant simulator (`pnpm quotes:simulate`): walk-ins arrive by weekday and hour, each size group queues for
 * its own tables (the profile's layout: the tables of the group's seats), tables turn in times that vary by party size
 * and load, parties walk away when their wait outgrows their patience and some called parties never come. Waits emerge
 * from the queue, not from a formula. A seated party holds its table until its turn ends: the host marks most tables
 * turning some minutes before the party leaves and bussing after, and the table is free again at the turn's end; these
 * states draw from their own stream, so the waits are the same with or without them. Deterministic for a seed.
 */
import { tableGroupOf } from "../floor/table-groups";
import { type WaitGroup, waitGroupOf, waitGroups } from "../wait-quote";
import { type Rng, seededRng } from "./prng";
import type { SimProfile } from "./profiles";

export type Outcome = "seated" | "no_show" | "cancelled";

export interface SimParty {
  /** Store-local calendar date of arrival (YYYY-MM-DD). */
  date: string;
  size: number;
  /** Minutes since that date's local midnight (exits may pass midnight: > 1440). */
  enteredMin: number;
  exitedMin: number;
  outcome: Outcome;
  /** A seated party's table (the layout's id), and when (minutes as above) the host marked it turning and bussing and cleared it. */
  table?: number;
  turningMin?: number;
  bussingMin?: number;
  clearedMin?: number;
}

/** Share of tables the host marks turning before the party leaves, and bussing after. */
const MARKS_TURNING = 0.7;
const MARKS_BUSSING = 0.8;

export interface SimOptions {
  days: number;
  seed: number;
  /** First simulated date, YYYY-MM-DD (default 2025-01-06, a Monday). */
  start?: string;
}

const STEP = 0.5;

export function addDaysUtc(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

export function isoDow(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 ? 7 : day;
}

interface Waiting {
  size: number;
  entered: number;
  deadline: number;
  noShow: boolean;
}

function turnMinutes(
  rng: Rng,
  profile: SimProfile,
  group: WaitGroup,
  size: number,
  queued: number,
  mood: number,
) {
  // Real turns drift from the configured averages (profile.turnBias) and lengthen when the kitchen is busy.
  const avg = profile.tables[`${group}_tables_turn_avg`] * profile.turnBias;
  const sizeFactor =
    group === "three_four"
      ? size === 3
        ? 0.94
        : 1.04
      : group === "five_plus"
        ? 0.92 + 0.05 * (size - 5)
        : 1;
  const load = 1 + 0.15 * Math.min(1, queued / 8);
  return Math.max(10, avg * sizeFactor * load * mood * Math.exp(0.25 * rng.normal() - 0.03));
}

/** The host's marks on a table seated at `seated` and free again at `cleared` (from the states' own stream). */
function tableStates(states: Rng, seated: number, cleared: number) {
  const bussing = states.next() < MARKS_BUSSING ? cleared - (1 + 3 * states.next()) : undefined;
  const leaves = bussing ?? cleared;
  const turning = states.next() < MARKS_TURNING ? leaves - (4 + 10 * states.next()) : undefined;
  return {
    clearedMin: cleared,
    bussingMin: bussing !== undefined && bussing > seated ? bussing : undefined,
    turningMin: turning !== undefined && turning > seated ? turning : undefined,
  };
}

function simulateGroup(
  rng: Rng,
  states: Rng,
  profile: SimProfile,
  group: WaitGroup,
  date: string,
  arrivals: { at: number; size: number }[],
  mood: number,
  close: number,
): SimParty[] {
  const out: SimParty[] = [];
  const tables = profile.layout.filter((t) => tableGroupOf(t.maxSeats) === group).map((t) => t.id);
  const freeAt = new Array<number>(Math.max(1, profile.tables[`${group}_tables_total`])).fill(0);
  const queue: Waiting[] = [];
  let next = 0;
  const first = arrivals[0]?.at ?? close;
  for (let t = Math.floor(first); next < arrivals.length || queue.length > 0; t += STEP) {
    while (next < arrivals.length && (arrivals[next]?.at ?? Infinity) < t + STEP) {
      const a = arrivals[next++];
      if (!a) break;
      // Some see a long line and never join; those who join walk away once the wait outgrows their patience.
      if (rng.next() < Math.min(0.35, 0.025 * queue.length)) continue;
      const patience = 15 + rng.exp(profile.patienceMean);
      queue.push({
        size: a.size,
        entered: a.at,
        deadline: a.at + patience,
        noShow: rng.next() < profile.noShowRate,
      });
    }
    for (let i = queue.length - 1; i >= 0; i--) {
      const w = queue[i];
      if (w && w.deadline <= t) {
        out.push({ date, size: w.size, enteredMin: w.entered, exitedMin: w.deadline, outcome: "cancelled" });
        queue.splice(i, 1);
      }
    }
    for (let k = 0; k < freeAt.length && queue.length > 0; k++) {
      if ((freeAt[k] ?? 0) > t) continue;
      let party = queue.shift();
      while (party?.noShow) {
        out.push({
          date,
          size: party.size,
          enteredMin: party.entered,
          exitedMin: Math.max(t, party.entered) + 3,
          outcome: "no_show",
        });
        party = queue.shift();
      }
      if (!party || party.entered > t + STEP) {
        if (party) queue.unshift(party);
        continue;
      }
      const seated = Math.max(t, party.entered) + 0.3 + rng.next() * 1.5;
      freeAt[k] = seated + turnMinutes(rng, profile, group, party.size, queue.length, mood);
      const table = tables[k];
      out.push({
        date,
        size: party.size,
        enteredMin: party.entered,
        exitedMin: seated,
        outcome: "seated",
        ...(table !== undefined ? { table, ...tableStates(states, seated, freeAt[k] ?? seated) } : {}),
      });
    }
    if (t > close + 600) break;
  }
  return out;
}

/** Simulates `days` days from `start`; parties of every day, in arrival order. */
export function simulate(profile: SimProfile, opts: SimOptions): SimParty[] {
  const rng = seededRng(opts.seed);
  const states = seededRng((opts.seed ^ 0x5eed7ab1) >>> 0);
  const start = opts.start ?? "2025-01-06";
  const parties: SimParty[] = [];
  for (let day = 0; day < opts.days; day++) {
    const date = addDaysUtc(start, day);
    const dow = isoDow(date);
    const { open, close } = profile.hours(dow);
    // Some days are busier than their weekday (weather, events), some tables slower (a new cook).
    const season = 1 + 0.12 * Math.sin((2 * Math.PI * day) / 365);
    const busy = season * Math.exp(0.22 * rng.normal());
    const mood = Math.exp(0.08 * rng.normal());
    const lastArrival = close * 60 - 45;
    const byGroup = new Map<WaitGroup, { at: number; size: number }[]>(waitGroups.map((g) => [g, []]));
    for (let m = open * 60; m < lastArrival; m += 1) {
      const mean = (profile.arrivals(dow, Math.floor(m / 60)) * busy) / 60;
      const count = rng.poisson(mean);
      for (let i = 0; i < count; i++) {
        const size = rng.pick(profile.sizeMix) + 1;
        byGroup.get(waitGroupOf(size))?.push({ at: m + rng.next(), size });
      }
    }
    const today: SimParty[] = [];
    for (const g of waitGroups) {
      const arrivals = (byGroup.get(g) ?? []).sort((a, b) => a.at - b.at);
      today.push(...simulateGroup(rng, states, profile, g, date, arrivals, mood, close * 60));
    }
    parties.push(...today.sort((a, b) => a.enteredMin - b.enteredMin));
  }
  return parties;
}
