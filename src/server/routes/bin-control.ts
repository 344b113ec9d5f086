import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BinAnswer } from '../../contract/payment.ts';
import { isBin, lookupBin } from '../../domain/payment/bin-table.ts';
import { bankPos, posPlans } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitAttempt } from '../http/attempt-limits.ts';
import { apiError } from '../http/errors.ts';
import { formFields } from '../http/parse.ts';

/** The single-payment plan every card has. */
const SINGLE_PAYMENT = { id: 0, installment: 1, commisionFee: 0 };

/**
 * POST /bin-control (form: binNumber, the first 6 or 8 digits): the card's network and bank, and
 * the installment plans of its family; an unknown BIN gets single payment only.
 */
export const binControlRoutes = new Hono<AppEnv>().post('/', async (c) => {
  // Per client address ('bin.address'): enough for shoppers, too few to enumerate the table.
  const refused = await limitAttempt(c, [['bin.address', c.var.clientAddress]], 'payment.tooManyRequests');
  if (refused) return refused;
  const form = await formFields(c);
  const binNumber = (form?.binNumber ?? '').replace(/\s/g, '');
  if (!isBin(binNumber)) return apiError(c, 400, 'payment.badBin');
  const info = lookupBin(binNumber);
  const [pos] = info.family
    ? await c.var.db.select().from(bankPos).where(eq(bankPos.cardFamily, info.family)).limit(1)
    : [];
  const plans = pos
    ? await c.var.db
        .select()
        .from(posPlans)
        .where(eq(posPlans.bankPosId, pos.id))
        .orderBy(asc(posPlans.installment))
    : [];
  return c.json({
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
  } satisfies BinAnswer);
});
