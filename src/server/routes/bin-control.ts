import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isBin, lookupBin } from '../../domain/payment/bin-table.ts';
import { bankPos, posPlans } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields } from '../http/parse.ts';
import { clientAddress, RateLimiter } from '../http/rate-limit.ts';

/** BIN look-ups allowed per client address per minute: enough for shoppers, too few to enumerate. */
const limiter = new RateLimiter(30, 60_000);

/** The single-payment plan every card has. */
const SINGLE_PAYMENT = { id: 0, installment: 1, commisionFee: 0 };

/**
 * POST /bin-control (form: binNumber, the first 6 or 8 digits): the card's network and bank, and
 * the installment plans of its family; an unknown BIN gets single payment only.
 */
export const binControlRoutes = new Hono<AppEnv>().post('/', async (c) => {
  if (!limiter.hit(clientAddress(c.req.header('x-forwarded-for'))))
    return apiError(c, 429, 'payment.tooManyRequests');
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
  });
});
