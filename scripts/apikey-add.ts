// npm run apikey:add -- --name NAME --scope read|write [--lang en]
// Creates a key for the integration API (/api/admin/, `Authorization: Bearer <key>`) in the configured
// database (DATABASE_URL, else PGlite under DATA_DIR; through the running shop while it serves the
// embedded database) and prints it once: only its hash is kept.
import { t } from '../src/i18n/index.ts';
import { addApiKey } from '../src/server/admin/api-keys.ts';
import { adminCommandArgs, printRefusal, runAdminCommand } from './lib/admin-command.ts';

const USAGE = `Usage: npm run apikey:add -- --name NAME --scope read|write [--lang en]
  --name NAME      what the key is for ("Logo Tiger ERP"), at most 100 characters
  --scope read     reads: new orders with their lines, addresses and identity numbers
  --scope write    reads and changes: shipments, payments received, cancellations, stock and prices
  --lang en        report in English (default Turkish)`;

const { lang, values } = adminCommandArgs(USAGE, ['name', 'scope']);
const outcome = await runAdminCommand(lang, 'apikey-add', values, (db) => addApiKey(db, values));
if ('refused' in outcome) printRefusal(lang, 'adminCommand.apiKey.refused', outcome.refused);
const { added } = outcome;
const scope = t(lang, added.scope === 'write' ? 'apiKey.scope.write' : 'apiKey.scope.read');
console.log(t(lang, 'adminCommand.apiKey.added', { name: added.name, scope, id: String(added.id) }));
console.log(t(lang, 'adminCommand.apiKey.key', { key: added.key }));
