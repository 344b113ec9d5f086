/**
 * `npm start` sweeps the unpaid Havale-EFT orders (orders/unpaid-transfer-sweep.ts) at start and every
 * ten minutes, so an order is cancelled at most ten minutes after its 24 hours end.
 */
import type { Database } from '../db/client.ts';
import { sweepUnpaidTransfers } from '../orders/unpaid-transfer-sweep.ts';
import { type Periodic, runPeriodically } from './periodic.ts';

/** How often the sweep runs. */
export const UNPAID_TRANSFER_SWEEP_MS = 10 * 60_000;

/** Starts the periodic sweep; logs how many orders each run cancelled (never who ordered). */
export function startUnpaidTransferSweep(db: Database, everyMs = UNPAID_TRANSFER_SWEEP_MS): Periodic {
  return runPeriodically(
    async () => {
      const { cancelled } = await sweepUnpaidTransfers(db);
      if (cancelled.length > 0)
        console.log(`Cancelled ${cancelled.length} Havale-EFT order(s) not paid within 24 hours.`);
    },
    everyMs,
    (err) => console.error('The unpaid-transfer sweep failed; it runs again later:', err),
  );
}
