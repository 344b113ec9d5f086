import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { campaigns } from '../db/schema/index.ts';

/** The condition of a campaign running at a moment: started (or no start) and not yet ended (or no end). */
export function campaignRunningAt(now: Date): SQL | undefined {
  return and(
    or(isNull(campaigns.startsAt), lte(campaigns.startsAt, now)),
    or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
  );
}
