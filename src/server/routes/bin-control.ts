import { Hono } from 'hono';
import { z } from 'zod';
import type { BinControlForm } from '../../contract/payment.ts';
import { isBin } from '../../domain/payment/bin-table.ts';
import type { AppEnv } from '../http/app-env.ts';
import { formOf } from '../http/form-fields.ts';
import { limited } from '../http/limit-middleware.ts';
import { valid } from '../http/validate.ts';
import { binAnswer } from '../payment/bin-plans.ts';

/** The BIN of a card: its first 6 or 8 digits, spaces left out (none, or a JSON body, is no BIN). */
const binForm = z.preprocess(
  (form) => form ?? {},
  formOf<BinControlForm>()({
    binNumber: z
      .string()
      .prefault('')
      .transform((text) => text.replace(/\s/g, ''))
      .refine(isBin),
  }),
);

/**
 * POST /bin-control (form: binNumber, the first 6 or 8 digits): the card's network and bank, and
 * the installment plans of its family; an unknown BIN gets single payment only.
 */
export const binControlRoutes = new Hono<AppEnv>().post(
  '/',
  // Per client address ('bin.address'): enough for shoppers, too few to enumerate the table.
  limited((c) => [['bin.address', c.get('clientAddress')]], 'payment.tooManyRequests'),
  valid('form', binForm, { key: 'payment.badBin' }),
  async (c) => c.json(await binAnswer(c.get('db'), c.req.valid('form').binNumber)),
);
