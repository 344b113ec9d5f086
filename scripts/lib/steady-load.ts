/**
 * A steady stream of GET requests at a fixed rate, as shoppers browsing arrive, for benchmarks that
 * measure answers while something else runs (an import). Each request's time counts from when it was
 * due, not when it went out, so a server that stalls shows its stall in the percentiles instead of
 * hiding it by slowing the requester (what a closed-loop tool such as wrk does).
 */

/** What the requests met: count, errors (by HTTP status, or `network`) and latency percentiles in ms. */
export interface LoadFigures {
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SteadyLoad {
  /** Stops sending, waits for the answers in flight, and gives the figures. */
  stop(): Promise<LoadFigures>;
}

/** The p-th percentile (0–100) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Starts requesting `url` `perSecond` times a second, spread evenly, until stop(). */
export function steadyLoad(url: string, perSecond: number): SteadyLoad {
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const started = performance.now();
  let sent = 0;
  const send = (due: number) => {
    const request = fetch(url)
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failed(String(res.status));
      })
      .catch(() => failed('network'))
      .then(() => {
        latencies.push(performance.now() - due);
        inFlight.delete(request);
      });
    inFlight.add(request);
  };
  // Timers are coarse: every tick sends the requests that have fallen due since the last one.
  const timer = setInterval(() => {
    const now = performance.now();
    while (started + (sent * 1000) / perSecond <= now) {
      send(started + (sent * 1000) / perSecond);
      sent += 1;
    }
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      const sorted = latencies.toSorted((a, b) => a - b);
      return {
        requests: sorted.length,
        errors,
        errorKinds,
        rps: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}
