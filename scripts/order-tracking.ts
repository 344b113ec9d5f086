// npm run order:tracking -- --order SP… --carrier "Yurtiçi Kargo" --number 123456789 [--line N] [--lang en]
// Records a shipment: the carrier and tracking number on an order's product lines (every line not yet
// shipped, or the Nth), through the same service as the back office and the ERP's API (in the audit
// log as a command), in the configured database (DATABASE_URL, else PGlite under DATA_DIR; through the
// running shop while it serves the embedded database). The customer then sees 'Kargoya Verildi' and
// the tracking link. The same shipment again changes nothing.
import { CARRIERS } from '../src/domain/orders/carriers.ts';
import { t } from '../src/i18n/index.ts';
import { setOrderTracking, type TrackingOutcome } from '../src/server/orders/order-tracking.ts';
import { adminCommandArgs, runAdminCommand } from './lib/admin-command.ts';
import { argValue, positiveInt } from './lib/cli.ts';

const USAGE = `Usage: npm run order:tracking -- --order SP… --carrier NAME --number TRACKING_NO [--line N] [--lang en]
  --carrier  one of: ${Object.values(CARRIERS)
    .map((c) => c.name)
    .join(', ')}
  --line     only the Nth product line of the order (default: every product line not yet shipped)
  --lang en  report in English (default Turkish)`;

const { argv, lang, values } = adminCommandArgs(USAGE, ['order', 'carrier', 'number']);
const lineArg = argValue(argv, 'line');
const line = lineArg === undefined ? undefined : positiveInt(lineArg, 1, '--line');
const request = { orderNo: values.order, carrier: values.carrier, number: values.number, line };

const outcome: TrackingOutcome = await runAdminCommand(lang, 'order-tracking', request, (db) =>
  setOrderTracking(db, request),
);
if ('refused' in outcome) {
  console.error(
    `${t(lang, 'adminCommand.order.refused')} ${t(lang, outcome.refused.key, outcome.refused.params)}`,
  );
  process.exit(1);
}
const { shipped } = outcome;
console.log(
  t(lang, shipped.repeated ? 'adminCommand.order.repeated' : 'adminCommand.order.shipped', {
    orderNo: shipped.orderNo,
    carrier: shipped.carrier,
    number: shipped.trackingNumber,
    count: String(shipped.lines.length),
  }),
);
for (const l of shipped.lines) console.log(`  ${l.line}. ${l.code}  ${l.name}`);
console.log(t(lang, 'adminCommand.order.trackingLink', { url: shipped.trackingUrl }));
