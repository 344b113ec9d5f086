/**
 * What the owner's account commands (staff:add, apikey:add, apikey:revoke) share: their arguments,
 * where they run (here, or in the running shop: database-or-shop.ts), and how a refusal is printed.
 */
import type { Locale } from '../../src/domain/locale.ts';
import { type TextKey, t } from '../../src/i18n/index.ts';
import { dbConfigFromEnv } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { argValue, fail } from './cli.ts';
import { onDatabaseOrShop } from './database-or-shop.ts';
import type { ShopCommand } from './shop-control.ts';

/**
 * The command's arguments: --help prints `usage` and ends; --lang is tr (the default) or en; each of
 * `required` must be given (else the usage, and exit code 2).
 */
export function adminCommandArgs<N extends string>(
  usage: string,
  required: readonly N[],
): { argv: string[]; lang: Locale; values: Record<N, string> } {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const lang = argValue(argv, 'lang') ?? 'tr';
  if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
  const values = {} as Record<N, string>;
  for (const name of required) {
    const value = argValue(argv, name);
    if (value === undefined) {
      console.error(usage);
      process.exit(2);
    }
    values[name] = value;
  }
  return { argv, lang, values };
}

/** Runs the command on the configured database, or in the running shop (saying so in `lang`). */
export function runAdminCommand<R>(
  lang: Locale,
  command: ShopCommand,
  input: unknown,
  run: (db: Database) => Promise<R>,
): Promise<R> {
  return onDatabaseOrShop(dbConfigFromEnv(), command, input, run, () =>
    console.log(t(lang, 'adminCommand.viaShop')),
  );
}

/** Prints a refusal's heading and each of its reasons on stderr, and ends with exit code 1. */
export function printRefusal(lang: Locale, heading: TextKey, reasons: Record<string, TextKey>): never {
  console.error(t(lang, heading));
  for (const key of Object.values(reasons)) console.error(`  ${t(lang, key)}`);
  process.exit(1);
}
