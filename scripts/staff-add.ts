// npm run staff:add -- --email E --name N --role owner|operator [--password P] [--lang en]
// Creates a staff account for the back office in the configured database (DATABASE_URL, else PGlite
// under DATA_DIR; through the running shop while it serves the embedded database). Without
// --password a one-time password is printed, once, to be changed at the first sign-in.
import { t } from '../src/i18n/index.ts';
import { addStaffOutcome } from '../src/server/admin/staff-accounts.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { adminCommandArgs, printRefusal, runAdminCommand } from './lib/admin-command.ts';
import { argValue } from './lib/cli.ts';

const USAGE = `Usage: npm run staff:add -- --email E --name N --role owner|operator [--password P] [--lang en]
  --role owner     everything, the settings, staff and API keys included
  --role operator  orders, products and customers
  --password P     the account's password (12 to 128 characters); without it a one-time password is
                   printed, to be changed at the first sign-in (safer: no password in the shell's history)
  --lang en        report in English (default Turkish)`;

const { argv, lang, values } = adminCommandArgs(USAGE, ['email', 'name', 'role']);
const input = { ...values, password: argValue(argv, 'password') };
const outcome = await runAdminCommand(lang, 'staff-add', input, (db) =>
  addStaffOutcome(db, input, hashPassword),
);
if ('refused' in outcome) printRefusal(lang, 'adminCommand.staff.refused', outcome.refused);
const { added } = outcome;
const role = t(lang, added.role === 'owner' ? 'staff.role.owner' : 'staff.role.operator');
console.log(
  t(lang, 'adminCommand.staff.added', { name: added.name, email: added.email, id: String(added.id), role }),
);
if (added.oneTimePassword) {
  console.log(t(lang, 'adminCommand.staff.oneTimePassword', { password: added.oneTimePassword }));
}
