// npm run staff:add -- --email E --name N --role owner|operator [--password P] [--lang en]
// Creates a staff account for the back office in the configured database (DATABASE_URL, else PGlite
// under DATA_DIR; through the running shop while it serves the embedded database). Without
// --password a one-time password is printed, once, to be changed at the first sign-in.
import { t } from '../src/i18n/index.ts';
import { addStaffOutcome, type StaffAddOutcome } from '../src/server/admin/staff-accounts.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { argValue, fail } from './lib/cli.ts';
import { onDatabaseOrShop } from './lib/database-or-shop.ts';

const USAGE = `Usage: npm run staff:add -- --email E --name N --role owner|operator [--password P] [--lang en]
  --role owner     everything, the settings, staff and API keys included
  --role operator  orders, products and customers
  --password P     the account's password (12 to 128 characters); without it a one-time password is
                   printed, to be changed at the first sign-in (safer: no password in the shell's history)
  --lang en        report in English (default Turkish)`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const lang = argValue(argv, 'lang') ?? 'tr';
if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
const email = argValue(argv, 'email');
const name = argValue(argv, 'name');
const roleArg = argValue(argv, 'role');
if (email === undefined || name === undefined || roleArg === undefined) {
  console.error(USAGE);
  process.exit(2);
}
const input = { email, name, role: roleArg, password: argValue(argv, 'password') };

const outcome = await onDatabaseOrShop<StaffAddOutcome>(
  dbConfigFromEnv(),
  'staff-add',
  input,
  (db) => addStaffOutcome(db, input),
  () => console.log(t(lang, 'adminCommand.viaShop')),
);
if ('refused' in outcome) {
  console.error(t(lang, 'adminCommand.staff.refused'));
  for (const key of Object.values(outcome.refused)) console.error(`  ${t(lang, key)}`);
  process.exit(1);
}
const { added } = outcome;
const role = t(lang, added.role === 'owner' ? 'staff.role.owner' : 'staff.role.operator');
console.log(
  t(lang, 'adminCommand.staff.added', { name: added.name, email: added.email, id: String(added.id), role }),
);
if (added.oneTimePassword) {
  console.log(t(lang, 'adminCommand.staff.oneTimePassword', { password: added.oneTimePassword }));
}
