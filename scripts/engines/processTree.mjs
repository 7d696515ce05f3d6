/**
 * The processes under a process, read from Linux's /proc: to stop WebKitWebDriver inside
 * xvfb-run, and to say how much CPU each engine's browser used.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** pid, parent pid, name and CPU seconds (its own, plus its children that have ended) of a /proc entry. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are plain.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { pid, parent: Number(fields[1]), name, cpuSeconds: (utime + stime + cutime + cstime) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function allProcesses() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat) => stat !== null);
}

/** `pid` and every process below it. */
export function processTree(pid) {
  const processes = allProcesses();
  const tree = processes.filter((stat) => stat.pid === pid);
  for (let index = 0; index < tree.length; index++) {
    tree.push(...processes.filter((stat) => stat.parent === tree[index].pid));
  }
  return tree;
}

/** CPU seconds used so far by `pid` and everything below it, the ended processes they waited for included. */
export function treeCpuSeconds(pid) {
  return processTree(pid).reduce((sum, stat) => sum + stat.cpuSeconds, 0);
}
