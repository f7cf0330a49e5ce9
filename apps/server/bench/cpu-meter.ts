/**
 * CPU time read from Linux's /proc, to say where a row's time went: the answering process's own, PostgreSQL's (every
 * process named `postgres` on this machine: its backends and its background workers), and how busy the whole
 * machine was. Without /proc the figures are null and the report prints "-"; PostgreSQL's is null when no process on
 * this machine is named `postgres`, and says nothing about the bench when its database runs on another machine.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** A process's user + system CPU time so far in ms; null when it cannot be read. */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat (12 and 13 after the name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/** The CPU time so far of each PostgreSQL process on this machine, in ms by pid; null when there is none to read. */
export function postgresCpuMs(): Map<number, number> | null {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const byPid = new Map<number, number>();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
      const ms = processCpuMs(Number(pid));
      if (ms !== null) byPid.set(Number(pid), ms);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return byPid.size ? byPid : null;
}

/**
 * PostgreSQL's CPU time between two readings: each process's growth, all of a process started in between. A backend
 * that ended in between (a pool closing an idle connection) takes its time since the first reading with it, so this is
 * a floor, never negative; the bench's pools keep their connections busy during a row.
 */
export function postgresCpuSpent(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += Math.max(0, ms - (before.get(pid) ?? 0));
  return spent;
}

/** The machine's CPU time so far, busy and all, in ticks summed over its CPUs (/proc/stat's first line). */
export function machineTicks(): { busy: number; all: number } | null {
  try {
    const fields =
      readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const all = fields.reduce((s, v) => s + v, 0);
    // idle and iowait are the 4th and 5th numbers.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return all > 0 ? { busy: all - idle, all } : null;
  } catch {
    return null;
  }
}

/** What a stretch of load cost: CPU ms per request of the answering process and of PostgreSQL, and the machine's busy share. */
export interface CpuSpent {
  cpuMsPerRequest: number | null;
  pgCpuMsPerRequest: number | null;
  machineBusy: number | null;
}

/** Starts a reading around a stretch of load; `stop(requests)` answers what it cost. */
export function startCpuReading(answeringPid: number | undefined): { stop(requests: number): CpuSpent } {
  const own = processCpuMs(answeringPid);
  const pg = postgresCpuMs();
  const machine = machineTicks();
  return {
    stop(requests) {
      const ownAfter = processCpuMs(answeringPid);
      const pgAfter = postgresCpuMs();
      const machineAfter = machineTicks();
      const per = (spent: number | null) => (spent !== null && requests > 0 ? spent / requests : null);
      return {
        cpuMsPerRequest: per(own !== null && ownAfter !== null ? ownAfter - own : null),
        pgCpuMsPerRequest: per(postgresCpuSpent(pg, pgAfter)),
        machineBusy:
          machine && machineAfter && machineAfter.all > machine.all
            ? (machineAfter.busy - machine.busy) / (machineAfter.all - machine.all)
            : null,
      };
    },
  };
}
