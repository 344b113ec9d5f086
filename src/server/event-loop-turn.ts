/**
 * A turn of the event loop for the process's waiting work (requests, timers, I/O). The embedded
 * database answers in this thread, and a chain of its statements (or of synchronous file work)
 * never gives the event loop a turn by itself: a long write awaits this between two of its steps.
 */
export function eventLoopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
