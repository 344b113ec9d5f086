import { parseSettings, type ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { currencies, settings } from '../db/schema/index.ts';

/** The shop settings from the settings table, with defaults for missing keys. */
export async function loadSettings(db: Database): Promise<ShopSettings> {
  const rows = await db.select().from(settings);
  return parseSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Currency codes with their exchange rates (decimal text) and the default currency's code. */
export interface CurrencyTable {
  readonly rates: Readonly<Record<string, string>>;
  readonly defaultCode: string;
}

/** The currencies table as rates by code. */
export async function loadCurrencies(db: Database): Promise<CurrencyTable> {
  const rows = await db.select().from(currencies);
  const rates = Object.fromEntries(rows.map((r) => [r.code, r.exchangeRate]));
  const defaultCode = rows.find((r) => r.isDefault)?.code ?? 'TRY';
  return { rates, defaultCode };
}
