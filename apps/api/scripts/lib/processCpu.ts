// CPU time of processes from /proc (Linux), for the benchmarks' cost figures (CPU per message,
// per request). Each helper answers null where /proc is missing or the process has gone.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'; utime and
    // stime are the 12th and 13th of them, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Seconds a process's main thread (its event loop) has spent on a CPU and waiting in the run
 * queue for one. A thread that waits long for a CPU is held back by the machine, not by its
 * own work.
 */
export function schedSeconds(pid: number): { running: number; waiting: number } | null {
  try {
    const [running, waiting] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { running: (running ?? 0) / 1e9, waiting: (waiting ?? 0) / 1e9 };
  } catch {
    return null;
  }
}

/**
 * The CPU of one database's PostgreSQL backends over a stretch of work: call it before, and
 * the function it returns after. A backend that started meanwhile (a pool growing under load)
 * counts in full; one that ended meanwhile is left out (pools keep their connections).
 * PostgreSQL must run on this machine.
 */
export async function databaseCpu(admin: pg.Client | pg.Pool, databaseName: string) {
  const sample = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [databaseName],
    );
    return new Map(
      rows.flatMap(({ pid }) => {
        const s = cpuSeconds(pid);
        return s === null ? [] : [[pid, s] as const];
      }),
    );
  };
  const before = await sample();
  return async (): Promise<number> => {
    let total = 0;
    for (const [pid, s] of await sample()) total += s - (before.get(pid) ?? 0);
    return total;
  };
}
