/**
 * The order e-mails (issue 17), written in the order's language when their change commits and queued
 * in its transaction (mail-queue.ts): the confirmation with the lines, amounts, addresses, the
 * Havale-EFT instructions of a transfer order (accounts and the 24-hour deadline) and the Ön
 * Bilgilendirme Formu and Mesafeli Satış Sözleşmesi exactly as approved (the durable medium the law
 * asks for); the shipment notice with the tracking link; the cancellation notice with what happens to
 * the money.
 */
import { eq } from 'drizzle-orm';
import { methodOfOdemeTipi } from '../../domain/checkout/payment-methods.ts';
import { type Locale, locales } from '../../domain/locale.ts';
import type { MailBlock, MailDocument } from '../../domain/mail/mail-document.ts';
import { formatMoney } from '../../domain/money.ts';
import { type OrderAddress, parseOrderAddress } from '../../domain/orders/order-address.ts';
import { cancelReasonOf, paymentReversal } from '../../domain/orders/order-status.ts';
import { transferDeadline } from '../../domain/orders/unpaid-orders.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import { localePath, orderDetailPath } from '../../domain/site-paths.ts';
import { parseBankAccounts } from '../../domain/store-settings.ts';
import { t } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { customers, type orderItems, type orders, store } from '../db/schema/index.ts';
import { siteAddress } from '../site-address.ts';
import { queueMail } from './mail-queue.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The shop as its e-mails name it, and where its pages are. */
interface ShopContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly origin: string;
}

async function shopContact(db: Database): Promise<ShopContact> {
  const [row] = await db.select().from(store).limit(1);
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    origin: siteAddress().origin,
  };
}

async function customerOf(db: Database, id: number) {
  const [row] = await db
    .select({ email: customers.email, name: customers.name, surname: customers.surname })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

const localeOf = (order: OrderRow): Locale =>
  (locales as readonly string[]).includes(order.locale) ? (order.locale as Locale) : 'tr';

/** A time as the order's reader reads it: day and time in Türkiye. */
function readableTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}

const money = (minor: number, order: OrderRow, locale: Locale) =>
  formatMoney(minor, order.currencyCode, locale === 'tr' ? 'tr-TR' : 'en-GB');

function footer(contact: ShopContact, locale: Locale): string {
  return t(locale, 'mail.footer', contact)
    .split(' · ')
    .filter((part) => part.trim() !== '')
    .join(' · ');
}

function addressLines(address: OrderAddress): string {
  return [
    address.name,
    address.companyName,
    address.address,
    [address.town, address.city].filter(Boolean).join(' / '),
    address.country,
    address.number,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join('\n');
}

function orderLink(order: OrderRow, contact: ShopContact, locale: Locale): MailBlock {
  return {
    kind: 'button',
    text: t(locale, 'mail.viewOrder'),
    href: `${contact.origin}${localePath(locale, orderDetailPath(order.orderNo))}`,
  };
}

/** The order confirmation. */
export function orderConfirmation(
  order: OrderRow,
  items: readonly ItemRow[],
  settings: ShopSettings,
  contact: ShopContact,
  customerName: string,
): MailDocument {
  const locale = localeOf(order);
  const products = items.filter((i) => String(i.productId) !== settings.urNo);
  const amount = (
    key: 'subTotal' | 'tax' | 'shipping' | 'cashOnDeliveryFee' | 'commission' | 'total',
    minor: number,
  ) => [t(locale, `mail.amount.${key}`), money(minor, order, locale)];
  const method = methodOfOdemeTipi(order.odemeTipi);
  const amounts = [
    amount('subTotal', order.subTotal),
    amount('tax', order.tax),
    ...(order.shippingTotal > 0 ? [amount('shipping', order.shippingTotal)] : []),
    ...(order.cashOnDeliveryFee > 0 ? [amount('cashOnDeliveryFee', order.cashOnDeliveryFee)] : []),
    ...(order.commission > 0 ? [amount('commission', order.commission)] : []),
    amount('total', order.total),
  ];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: customerName }) },
    {
      kind: 'paragraph',
      text: t(locale, 'mail.order.intro', { orderNo: order.orderNo, date: readableTime(order.date, locale) }),
    },
    {
      kind: 'table',
      head: [
        t(locale, 'mail.col.product'),
        t(locale, 'mail.col.code'),
        t(locale, 'mail.col.quantity'),
        t(locale, 'mail.col.total'),
      ],
      rows: products.map((i) => [
        i.name,
        i.code,
        `${i.quantity} ${i.unitCode}`,
        money(i.lineNet + i.lineTax, order, locale),
      ]),
      right: [2, 3],
    },
    { kind: 'table', head: [], rows: amounts, right: [1] },
  ];
  if (method) blocks.push({ kind: 'paragraph', text: t(locale, `mail.method.${method}`) });
  const accounts = method === 'transfer' ? parseBankAccounts(settings.b2cHavaleEftHesapBilgisi) : [];
  if (method === 'transfer') {
    blocks.push(
      { kind: 'heading', text: t(locale, 'mail.transfer.heading') },
      {
        kind: 'paragraph',
        text: t(locale, 'mail.transfer.instructions', {
          amount: formatMoney(order.tryTotal, 'TRY', locale === 'tr' ? 'tr-TR' : 'en-GB'),
          deadline: readableTime(transferDeadline(order.date), locale),
          orderNo: order.orderNo,
        }),
      },
    );
    if (accounts.length > 0)
      blocks.push({
        kind: 'table',
        head: (['bank', 'accountName', 'accountNo', 'iban'] as const).map((k) =>
          t(locale, `mail.transfer.${k}`),
        ),
        rows: accounts.map((a) => [a.bankName, a.accountName, a.accountNo, a.iban]),
      });
  }
  blocks.push(
    {
      kind: 'table',
      head: [t(locale, 'mail.order.delivery'), t(locale, 'mail.order.invoice')],
      rows: [
        [
          addressLines(parseOrderAddress(order.teslimatAdresi)),
          addressLines(parseOrderAddress(order.faturaAdresi)),
        ],
      ],
    },
    orderLink(order, contact, locale),
  );
  if (order.agreements && order.agreements.length > 0) {
    blocks.push({ kind: 'rule' }, { kind: 'heading', text: t(locale, 'mail.order.agreements') });
    for (const document of order.agreements)
      blocks.push({ kind: 'heading', text: document.title }, ...document.blocks);
  }
  return {
    lang: locale,
    subject: t(locale, 'mail.order.subject', { orderNo: order.orderNo }),
    blocks,
    footer: footer(contact, locale),
  };
}

/** The shipment notice of the lines of one parcel. */
export function shipmentNotice(
  order: OrderRow,
  lines: readonly ItemRow[],
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string },
  contact: ShopContact,
  customerName: string,
): MailDocument {
  const locale = localeOf(order);
  return {
    lang: locale,
    subject: t(locale, 'mail.shipment.subject', { orderNo: order.orderNo }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: customerName }) },
      {
        kind: 'paragraph',
        text: t(locale, 'mail.shipment.intro', { carrier: parcel.carrier, number: parcel.trackingNumber }),
      },
      {
        kind: 'table',
        head: [t(locale, 'mail.col.product'), t(locale, 'mail.col.code'), t(locale, 'mail.col.quantity')],
        rows: lines.map((i) => [i.name, i.code, `${i.quantity} ${i.unitCode}`]),
        right: [2],
      },
      { kind: 'button', text: t(locale, 'mail.shipment.track'), href: parcel.trackingUrl },
      orderLink(order, contact, locale),
    ],
    footer: footer(contact, locale),
  };
}

/** The cancellation notice of a cancelled order: who cancelled it, and what happens to the money. */
export function cancellationNotice(
  order: OrderRow,
  contact: ShopContact,
  customerName: string,
): MailDocument {
  const locale = localeOf(order);
  const reason = cancelReasonOf(order.cancelReason) ?? 'customer';
  const why = reason === 'transferNotReceived' ? 'transferLate' : reason;
  const reversal = paymentReversal(order.paymentStatus);
  const money = {
    voided: 'orderPages.voidedNotice',
    refunded: 'orderPages.refundedNotice',
    refund_due: 'orderPages.refundDueNotice',
  } as const;
  return {
    lang: locale,
    subject: t(locale, 'mail.cancel.subject', { orderNo: order.orderNo }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: customerName }) },
      { kind: 'paragraph', text: t(locale, `mail.cancel.${why}`, { orderNo: order.orderNo }) },
      ...(reversal ? [{ kind: 'paragraph', text: t(locale, money[reversal]) } as const] : []),
      ...(contact.phone
        ? [{ kind: 'paragraph', text: t(locale, 'mail.cancel.questions', contact) } as const]
        : []),
      orderLink(order, contact, locale),
    ],
    footer: footer(contact, locale),
  };
}

/** Queues the confirmation of a new order with its lines as saved, in the transaction that saved it. */
export async function queueOrderConfirmation(
  tx: Database,
  order: OrderRow,
  items: readonly ItemRow[],
  settings: ShopSettings,
): Promise<void> {
  const [customer, contact] = await Promise.all([customerOf(tx, order.customerId), shopContact(tx)]);
  if (!customer) return;
  await queueMail(tx, {
    kind: 'orderConfirmation',
    dedupeKey: `orderConfirmation:${order.orderNo}`,
    to: customer.email,
    orderId: order.id,
    document: orderConfirmation(
      order,
      items,
      settings,
      contact,
      `${customer.name} ${customer.surname}`.trim(),
    ),
  });
}

/** Queues the notice of a parcel handed to the carrier, in the shipment's transaction. */
export async function queueShipmentNotice(
  tx: Database,
  order: OrderRow,
  lines: readonly ItemRow[],
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string },
): Promise<void> {
  const [customer, contact] = await Promise.all([customerOf(tx, order.customerId), shopContact(tx)]);
  if (!customer) return;
  await queueMail(tx, {
    kind: 'shipmentNotice',
    dedupeKey: `shipmentNotice:${order.orderNo}:${parcel.carrier}:${parcel.trackingNumber}`,
    to: customer.email,
    orderId: order.id,
    document: shipmentNotice(order, lines, parcel, contact, `${customer.name} ${customer.surname}`.trim()),
  });
}

/** Queues the notice of a cancelled order (its row as cancelled), in the cancellation's transaction. */
export async function queueCancellationNotice(tx: Database, order: OrderRow): Promise<void> {
  const [customer, contact] = await Promise.all([customerOf(tx, order.customerId), shopContact(tx)]);
  if (!customer) return;
  await queueMail(tx, {
    kind: 'cancellationNotice',
    dedupeKey: `cancellationNotice:${order.orderNo}`,
    to: customer.email,
    orderId: order.id,
    document: cancellationNotice(order, contact, `${customer.name} ${customer.surname}`.trim()),
  });
}
