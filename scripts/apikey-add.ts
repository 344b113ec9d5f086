// npm run apikey:add -- --name NAME --scope read|write [--lang en]
// Creates a key for the integration API (/api/admin/, `Authorization: Bearer <key>`) in the configured
// database (DATABASE_URL, else PGlite under DATA_DIR; through the running shop while it serves the
// embedded database) and prints it once: only its hash is kept.
import { t } from '../src/i18n/index.ts';
import { type ApiKeyAddOutcome, addApiKey } from '../src/server/admin/api-keys.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { argValue, fail } from './lib/cli.ts';
import { onDatabaseOrShop } from './lib/database-or-shop.ts';

const USAGE = `Usage: npm run apikey:add -- --name NAME --scope read|write [--lang en]
  --name NAME      what the key is for ("Logo Tiger ERP"), at most 100 characters
  --scope read     reads: new orders with their lines, addresses and identity numbers
  --scope write    reads and changes: shipments, payments received, cancellations, stock and prices
  --lang en        report in English (default Turkish)`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const lang = argValue(argv, 'lang') ?? 'tr';
if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
const name = argValue(argv, 'name');
const scope = argValue(argv, 'scope');
if (name === undefined || scope === undefined) {
  console.error(USAGE);
  process.exit(2);
}
const input = { name, scope };

const outcome = await onDatabaseOrShop<ApiKeyAddOutcome>(
  dbConfigFromEnv(),
  'apikey-add',
  input,
  (db) => addApiKey(db, input),
  () => console.log(t(lang, 'adminCommand.viaShop')),
);
if ('refused' in outcome) {
  console.error(t(lang, 'adminCommand.apiKey.refused'));
  for (const key of Object.values(outcome.refused)) console.error(`  ${t(lang, key)}`);
  process.exit(1);
}
const { added } = outcome;
const scopeText = t(lang, added.scope === 'write' ? 'apiKey.scope.write' : 'apiKey.scope.read');
console.log(
  t(lang, 'adminCommand.apiKey.added', { name: added.name, scope: scopeText, id: String(added.id) }),
);
console.log(t(lang, 'adminCommand.apiKey.key', { key: added.key }));
