import { Hono } from 'hono';
import { z } from 'zod';
import { isLocale } from '../../i18n/index.ts';
import { ensureSession } from '../auth/session.ts';
import { chooseBranch, chooseCurrency, chooseLocale, shopperSettings } from '../auth/shopper-choices.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { valid } from '../http/validate.ts';

const id = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
]);
const body = z.discriminatedUnion('key', [
  z.strictObject({ key: z.literal('defaultCurrency'), value: id }),
  z.strictObject({ key: z.literal('branch'), value: id }),
  z.strictObject({ key: z.literal('locale'), value: z.string().refine(isLocale) }),
]);

/** The shopper's choices (currency, branch, language) and what the islands need to offer them. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await shopperSettings(c.get('db'), c.get('session'))))
  .post('/', valid('json', body), async (c) => {
    const choice = c.req.valid('json');
    const db = c.get('db');
    if (choice.key === 'defaultCurrency') {
      const currency = await chooseCurrency(db, choice.value, () => ensureSession(c));
      if (!currency) return apiError(c, 404, 'api.notFound');
      return c.json({ key: choice.key, value: currency.id, code: currency.code });
    }
    if (choice.key === 'branch') {
      // Only a customer has branches: a guest's choice is refused once the body is read.
      const session = c.get('session');
      if (!session?.customerId) return apiError(c, 401, 'auth.signInRequired');
      if (!(await chooseBranch(db, session, session.customerId, choice.value)))
        return apiError(c, 404, 'api.notFound');
      return c.json({ key: choice.key, value: choice.value });
    }
    await chooseLocale(db, await ensureSession(c), choice.value);
    return c.json({ key: choice.key, value: choice.value });
  });
