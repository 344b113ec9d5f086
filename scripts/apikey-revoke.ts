// npm run apikey:revoke -- --id N [--lang en]
// Revokes an integration API key at once (the ERP's calls with it are refused from then on), in the
// configured database (through the running shop while it serves the embedded database).
import { t } from '../src/i18n/index.ts';
import { revokeApiKey } from '../src/server/admin/api-keys.ts';
import { adminCommandArgs, runAdminCommand } from './lib/admin-command.ts';
import { positiveInt } from './lib/cli.ts';

const USAGE = `Usage: npm run apikey:revoke -- --id N [--lang en]
  --id N     the key's number, as apikey:add printed it
  --lang en  report in English (default Turkish)`;

const { lang, values } = adminCommandArgs(USAGE, ['id']);
const id = positiveInt(values.id, 1, '--id');
const revoked = await runAdminCommand(lang, 'apikey-revoke', { id }, (db) => revokeApiKey(db, id));
if (!revoked) {
  console.error(t(lang, 'adminCommand.apiKey.notFound', { id: String(id) }));
  process.exit(1);
}
console.log(t(lang, 'adminCommand.apiKey.revoked', { ...revoked, id: String(revoked.id) }));
