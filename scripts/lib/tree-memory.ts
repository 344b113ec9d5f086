/**
 * The peak memory of this process and every process under it, sampled: a build's child runs beside
 * the process that took the snapshot, and the machine must hold both at once. Linux only (/proc);
 * elsewhere it gives this process's own peak.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory in KiB of a process, or 0 when it is gone. */
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** This process and its descendants. */
function treeOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The field after the command name (which may hold spaces, in parentheses) is the parent's id.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** Starts sampling; `stop()` gives the highest total seen, in KiB. */
export function sampleTreeMemory(everyMs = 500): { stop(): number } {
  let peak = process.resourceUsage().maxRSS;
  const linux = process.platform === 'linux';
  const sample = () => {
    if (!linux) return;
    const total = treeOf(process.pid).reduce((sum, pid) => sum + rssKb(pid), 0);
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Math.max(peak, process.resourceUsage().maxRSS);
    },
  };
}
