// CPU time of processes, read from Linux's /proc, so the benchmark can say where each request's time goes
// (load generator, server, PostgreSQL, driver): on a shared machine that is steadier than throughput.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const canReadCpuTime = existsSync('/proc/self/stat');
const ticksPerSecond = canReadCpuTime ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) : 100;

/** The fields of /proc/<pid>/stat after the command name; index 0 is field 3 (state). */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has gone
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / ticksPerSecond;

/** User + system CPU time of one process, in ms (0 once it has gone). */
export function processCpuMs(pid: number): number {
  const f = statFields(pid);
  return f ? ticksToMs(Number(f[11]) + Number(f[12])) : 0;
}

/** CPU time of this process's children that have ended and been waited for, in ms. */
export function childrenCpuMs(): number {
  const f = statFields('self');
  return f ? ticksToMs(Number(f[13]) + Number(f[14])) : 0;
}

/** A process and its children (the server's primary and its workers). */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return [pid, ...(children ? children.split(' ').map(Number) : [])];
  } catch {
    return [pid];
  }
}

/** CPU time per process now, to subtract from a later reading. */
export function snapshot(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
}

/** CPU used since `before` by the given processes; one started since then counts from zero. */
export function usedSince(before: Map<number, number>, pids: number[]): number {
  return pids.reduce((sum, pid) => sum + processCpuMs(pid) - (before.get(pid) ?? 0), 0);
}
