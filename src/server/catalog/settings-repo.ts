import { parseSettings, type ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { currencies, settings } from '../db/schema/index.ts';

// Settings and rates are read on almost every request and change rarely: each process reuses what
// it read for a moment.
const FRESH_MS = 2_000;
const cached = new WeakMap<
  Database,
  { settings?: { value: ShopSettings; until: number }; rates?: { value: CurrencyTable; until: number } }
>();

function entry(db: Database) {
  let e = cached.get(db);
  if (!e) {
    e = {};
    cached.set(db, e);
  }
  return e;
}

/** Drops what this process read of the settings and rates, so the next read sees a change at once. */
export function forgetCachedSettings(db: Database): void {
  cached.delete(db);
}

/** The shop settings from the settings table, with defaults for missing keys (at most 2 s old). */
export async function loadSettings(db: Database): Promise<ShopSettings> {
  const e = entry(db);
  if (e.settings && e.settings.until > Date.now()) return e.settings.value;
  const rows = await db.select().from(settings);
  const value = parseSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  e.settings = { value, until: Date.now() + FRESH_MS };
  return value;
}

/** Currency codes with their exchange rates (decimal text) and the default currency's code. */
export interface CurrencyTable {
  readonly rates: Readonly<Record<string, string>>;
  readonly defaultCode: string;
}

/** The currencies table as rates by code (at most 2 s old). */
export async function loadCurrencies(db: Database): Promise<CurrencyTable> {
  const e = entry(db);
  if (e.rates && e.rates.until > Date.now()) return e.rates.value;
  const rows = await db.select().from(currencies);
  const rates = Object.fromEntries(rows.map((r) => [r.code, r.exchangeRate]));
  const defaultCode = rows.find((r) => r.isDefault)?.code ?? 'TRY';
  const value = { rates, defaultCode };
  e.rates = { value, until: Date.now() + FRESH_MS };
  return value;
}
