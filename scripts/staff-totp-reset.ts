// npm run staff:totp-reset -- --email E [--lang en]
// Turns a staff member's two-step verification off (a lost or replaced phone) in the configured
// database (through the running shop while it serves the embedded database): they sign in with their
// password and may turn it on again with a new key. Their sessions end; the reset is in the audit log.
import { t } from '../src/i18n/index.ts';
import { resetStaffTotp } from '../src/server/admin/staff-accounts.ts';
import { adminCommandArgs, runAdminCommand } from './lib/admin-command.ts';

const USAGE = `Usage: npm run staff:totp-reset -- --email E [--lang en]
  --email E  the staff member's e-mail address
  --lang en  report in English (default Turkish)`;

const { lang, values } = adminCommandArgs(USAGE, ['email']);
const reset = await runAdminCommand(lang, 'staff-totp-reset', { email: values.email }, (db) =>
  resetStaffTotp(db, values.email),
);
if (!reset) {
  console.error(t(lang, 'adminCommand.staff.totpNotOn', { email: values.email }));
  process.exit(1);
}
console.log(t(lang, 'adminCommand.staff.totpReset', { name: reset.name, id: String(reset.id) }));
