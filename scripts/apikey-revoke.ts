// npm run apikey:revoke -- --id N [--lang en]
// Revokes an integration API key at once (the ERP's calls with it are refused from then on), in the
// configured database (through the running shop while it serves the embedded database).
import { t } from '../src/i18n/index.ts';
import { revokeApiKey } from '../src/server/admin/api-keys.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { onDatabaseOrShop } from './lib/database-or-shop.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    "Usage: npm run apikey:revoke -- --id N [--lang en]\n  --id N  the key's number, as apikey:add printed it",
  );
  process.exit(0);
}
const lang = argValue(argv, 'lang') ?? 'tr';
if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
const idText = argValue(argv, 'id');
if (idText === undefined) fail('--id is required (see --help)');
const id = positiveInt(idText, 1, '--id');

const revoked = await onDatabaseOrShop(
  dbConfigFromEnv(),
  'apikey-revoke',
  { id },
  (db) => revokeApiKey(db, id),
  () => console.log(t(lang, 'adminCommand.viaShop')),
);
if (!revoked) {
  console.error(t(lang, 'adminCommand.apiKey.notFound', { id: String(id) }));
  process.exit(1);
}
console.log(t(lang, 'adminCommand.apiKey.revoked', { ...revoked, id: String(revoked.id) }));
