import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopperSettings } from '../../contract/settings.ts';
import { consentOfRecord } from '../../domain/cookie-consent.ts';
import { isLocale, type Locale, locales } from '../../i18n/index.ts';
import { ensureSession } from '../auth/session.ts';
import { branches, currencies, sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { jsonBody } from '../http/parse.ts';

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
  .get('/', async (c) => {
    const db = c.var.db;
    const session = c.var.session;
    const list = await db.select().from(currencies).orderBy(asc(currencies.id));
    const defaultCurrency = list.find((r) => r.isDefault) ?? list[0];
    const userCurrency = list.find((r) => r.code === session?.currencyCode) ?? defaultCurrency;
    const branchList = session?.customerId
      ? await db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(eq(branches.customerId, session.customerId))
          .orderBy(asc(branches.id))
      : [];
    return c.json({
      defaultCurrency: defaultCurrency ? { id: defaultCurrency.id, code: defaultCurrency.code } : null,
      userCurrency: userCurrency ? { id: userCurrency.id, code: userCurrency.code } : null,
      currencies: list.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        exchangeRate: Number(r.exchangeRate),
      })),
      // A session's locale is only written by the POST below (refined by isLocale), or copied over.
      activeLocale: (session?.locale ?? 'tr') as Locale,
      languages: locales,
      branch: session?.branchId ?? null,
      branches: branchList,
      cookiesAccepted: session?.cookiesAccepted ?? false,
      cookieConsent: consentOfRecord(session),
    } satisfies ShopperSettings);
  })
  .post('/', async (c) => {
    const parsed = body.safeParse(jsonBody(c));
    if (!parsed.success) return apiError(c, 400, 'api.badRequest');
    const db = c.var.db;
    const { key, value } = parsed.data;
    if (key === 'defaultCurrency') {
      const [row] = await db.select().from(currencies).where(eq(currencies.id, value)).limit(1);
      if (!row) return apiError(c, 404, 'api.notFound');
      const session = await ensureSession(c);
      await db
        .update(sessions)
        .set({ currencyCode: row.code })
        .where(eq(sessions.tokenHash, session.tokenHash));
      return c.json({ key, value: row.id, code: row.code });
    }
    if (key === 'branch') {
      const customerId = c.var.session?.customerId;
      if (!customerId) return apiError(c, 401, 'auth.signInRequired');
      const [row] = await db
        .select()
        .from(branches)
        .where(and(eq(branches.id, value), eq(branches.customerId, customerId)))
        .limit(1);
      if (!row) return apiError(c, 404, 'api.notFound');
      await db
        .update(sessions)
        .set({ branchId: row.id })
        .where(eq(sessions.tokenHash, c.var.session?.tokenHash ?? ''));
      return c.json({ key, value: row.id });
    }
    const session = await ensureSession(c);
    await db.update(sessions).set({ locale: value }).where(eq(sessions.tokenHash, session.tokenHash));
    return c.json({ key, value });
  });
