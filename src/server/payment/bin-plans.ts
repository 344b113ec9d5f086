/** What a card's BIN tells the payment page: its network and bank, and the installment plans of its family. */
import { asc, eq } from 'drizzle-orm';
import type { BinAnswer } from '../../contract/payment.ts';
import { lookupBin } from '../../domain/payment/bin-table.ts';
import type { Database } from '../db/client.ts';
import { bankPos, posPlans } from '../db/schema/index.ts';

/** The single-payment plan every card has. */
const SINGLE_PAYMENT = { id: 0, installment: 1, commisionFee: 0 };

/** The card's bank and plans by its BIN; an unknown BIN gets single payment only. */
export async function binAnswer(db: Database, binNumber: string): Promise<BinAnswer> {
  const info = lookupBin(binNumber);
  const [pos] = info.family
    ? await db.select().from(bankPos).where(eq(bankPos.cardFamily, info.family)).limit(1)
    : [];
  const plans = pos
    ? await db
        .select()
        .from(posPlans)
        .where(eq(posPlans.bankPosId, pos.id))
        .orderBy(asc(posPlans.installment))
    : [];
  return {
    bank: {
      organization: info.organization,
      name: info.bank,
      family: info.family,
      logo: pos?.logo ?? null,
    },
    plans: [
      SINGLE_PAYMENT,
      ...plans.map((p) => ({ id: p.id, installment: p.installment, commisionFee: Number(p.commissionFee) })),
    ],
  };
}
