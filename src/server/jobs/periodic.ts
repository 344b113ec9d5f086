/**
 * The smallest scheduler the shop needs until it has a job system: a task run at once and then every
 * so often, in this process. Runs never overlap (a tick while one runs is skipped), a failure is
 * logged and the next tick tries again, and the timer never keeps the process alive. Tasks must be
 * safe when several processes run them at once: each process has its own timer.
 */

/** A running periodic task. */
export interface Periodic {
  /** Stops the timer and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/** Runs `task` now and every `everyMs` milliseconds until stopped; errors go to `onError`. */
export function runPeriodically(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
): Periodic {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
