/**
 * The memory of another process, as Linux tells it (/proc/<pid>/status), sampled for benchmarks:
 * the largest resident size seen while watching, and the kernel's own high-water mark (VmHWM, the
 * peak since the process started).
 */
import { readFileSync } from 'node:fs';

/** Resident and peak resident size of a process in bytes; undefined once it has exited. */
export function processMemory(pid: number): { rss: number; hwm: number } | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

export interface MemoryWatch {
  /** Stops sampling; gives the largest resident size seen and the last high-water mark read. */
  stop(): { peakRss: number; hwm: number };
}

/** Samples a process's memory every `everyMs` until stop() (or until it exits). */
export function watchMemory(pid: number, everyMs = 100): MemoryWatch {
  let peakRss = 0;
  let hwm = 0;
  const sample = () => {
    const m = processMemory(pid);
    if (!m) return;
    peakRss = Math.max(peakRss, m.rss);
    hwm = Math.max(hwm, m.hwm);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return { peakRss, hwm };
    },
  };
}

/** This process's peak resident size, sampled every `everyMs`; reset() starts a new peak from now. */
export function ownPeakMemory(everyMs = 100): { peak(): number; reset(): void; stop(): void } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, everyMs);
  return {
    peak: () => Math.max(peak, process.memoryUsage().rss),
    reset: () => {
      peak = process.memoryUsage().rss;
    },
    stop: () => clearInterval(timer),
  };
}

/** Bytes as whole megabytes (MiB), as the benchmarks print them: '724 MB'. */
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
