/**
 * One order at checkout, as the server sees it: the cart's lines and totals, the chosen addresses,
 * the payment method's amounts (Kapıda Ödeme fee, card commission) and the two legal documents the
 * shopper approves, with their key. The agreements endpoint, the order save and the card payment
 * all build it the same way, so a key the shopper approved matches only this very order.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cityByKey } from '../../data/cities.ts';
import { countryByCode } from '../../data/countries.ts';
import { districtByKey } from '../../data/districts.ts';
import { type CartTotals, cartTotals } from '../../domain/cart/cart-totals.ts';
import { hasSellingPrice } from '../../domain/catalog/ask-price.ts';
import type { AgreementDocument } from '../../domain/checkout/agreement-document.ts';
import type { AgreementLine } from '../../domain/checkout/agreement-input.ts';
import { canonicalAgreements } from '../../domain/checkout/agreement-key.ts';
import { buildAgreements } from '../../domain/checkout/agreements.ts';
import {
  type CheckoutAmounts,
  checkoutAmounts,
  type InstallmentChoice,
  type OdemeTipi,
} from '../../domain/checkout/checkout-amounts.ts';
import { formatOrderAddress, type OrderAddress } from '../../domain/orders/order-address.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import { type Locale, t } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { addresses, customers, store } from '../db/schema/index.ts';
import { cartForOrder, toCartLines } from './order-lines.ts';
import { OrderRefused } from './order-refused.ts';

/** What a checkout is built from: the cart, the session's choices and the payment choice. */
export interface CheckoutRequest {
  customerId: number;
  cartId: number;
  deliveryAddressId: number | null;
  invoiceAddressId: number | null;
  /** The shopper's currency code; null for the default currency. */
  currencyCode: string | null;
  odemeTipi: OdemeTipi;
  /** The card installment plan (odemeTipi 2), null for a single payment or another method. */
  plan: InstallmentChoice | null;
  locale: Locale;
}

/** Exchange rates as settings-repo loads them. */
export interface CurrencyRates {
  rates: Record<string, string>;
  defaultCode: string;
}

/** A checkout built on the server. */
export interface PreparedCheckout {
  lines: Awaited<ReturnType<typeof cartForOrder>>;
  totals: CartTotals;
  amounts: CheckoutAmounts;
  faturaAdresi: string;
  teslimatAdresi: string;
  documents: AgreementDocument[];
  /** sha-256 hex of the canonical documents. */
  key: string;
}

/** The agreement key of documents: sha-256 hex of their canonical text. */
export function agreementKey(documents: readonly AgreementDocument[]): string {
  return createHash('sha256').update(canonicalAgreements(documents)).digest('hex');
}

async function orderAddress(db: Database, customerId: number, id: number | null): Promise<OrderAddress> {
  if (!id) throw new OrderRefused('checkout.addressRequired', 400);
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row) throw new OrderRefused('checkout.addressRequired', 400);
  return {
    ...row,
    invoiceType: row.invoiceType === 'kurumsal' ? 'kurumsal' : 'bireysel',
    city: cityByKey(Number(row.city))?.sehir_title ?? row.city,
    town: districtByKey(Number(row.town))?.ilce_title ?? row.town,
    country: countryByCode(row.country)?.name ?? row.country,
  };
}

/** The seller of the documents: the store row's legal data. */
async function loadSeller(db: Database) {
  const [row] = await db.select().from(store).limit(1);
  return {
    legalName: row?.legalName || row?.name || '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    mersisNo: row?.mersisNo ?? '',
    taxOffice: row?.taxOffice ?? '',
    taxNumber: row?.taxNumber ?? '',
    website: row?.url ?? '',
  };
}

/**
 * Builds the checkout of a cart: refuses an empty cart (400), a product no longer on sale or priced 0
 * ('ask price', 409), a missing address (400) and Kapıda Ödeme above its limit (400), with the spec's
 * messages.
 */
export async function prepareCheckout(
  db: Database,
  request: CheckoutRequest,
  settings: ShopSettings,
  currencyRates: CurrencyRates,
): Promise<PreparedCheckout> {
  const lines = await cartForOrder(db, request.cartId);
  if (lines.length === 0) throw new OrderRefused('checkout.emptyCart', 400);
  for (const line of lines) {
    if (!line.isActive || line.hasVariants)
      throw new OrderRefused('checkout.productUnavailable', 409, { name: line.name });
    // A line priced 0 ('ask price', perhaps since a catalog change) is never sold, by any method.
    if (!hasSellingPrice({ salePrice: line.salePrice, unitPrice: line.unit.price }))
      throw new OrderRefused('checkout.askPrice', 409, { name: line.name });
  }
  const invoice = await orderAddress(db, request.customerId, request.invoiceAddressId);
  const delivery = await orderAddress(db, request.customerId, request.deliveryAddressId);

  const currency = request.currencyCode ?? currencyRates.defaultCode;
  const currencies = { rates: currencyRates.rates, defaultCurrency: currencyRates.defaultCode };
  const totals = cartTotals(toCartLines(lines), { ...currencies, shopperCurrency: currency }, settings);
  const amounts = checkoutAmounts(
    totals,
    { odemeTipi: request.odemeTipi, plan: request.plan },
    settings,
    currencies,
  );
  if (request.odemeTipi === 3 && !amounts.cashOnDeliveryAvailable) {
    throw new OrderRefused('checkout.paymentMethodUnavailable', 400);
  }

  const [customer] = await db
    .select({
      name: customers.name,
      surname: customers.surname,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, request.customerId))
    .limit(1);
  const byIndex = new Map(totals.lines.map((a) => [a.index, a]));
  const agreementLines: AgreementLine[] = lines.flatMap((l, i) => {
    const a = byIndex.get(i);
    if (!a) return []; // the shipping product, which totals leave out
    return [
      {
        name: l.name,
        code: l.code,
        quantity: l.quantity,
        unit: l.unit.unitCode,
        unitPrice: a.unitPrice,
        taxRate: l.taxRate,
        lineTotal: a.gross,
      },
    ];
  });
  const documents = buildAgreements(
    {
      locale: request.locale,
      seller: await loadSeller(db),
      buyer: {
        name: customer ? `${customer.name} ${customer.surname}`.trim() : '',
        email: customer?.email ?? '',
        phone: customer?.phone || delivery.number || '',
      },
      deliveryAddress: delivery,
      invoiceAddress: invoice,
      lines: agreementLines,
      unitPricesWithKdv: totals.withKdv,
      amounts,
      recipientPaysShipping: flag(settings.kargoAliciyaAit),
      odemeTipi: request.odemeTipi,
      plan: request.odemeTipi === 2 ? request.plan : null,
    },
    t,
  );
  return {
    lines,
    totals,
    amounts,
    faturaAdresi: formatOrderAddress(invoice),
    teslimatAdresi: formatOrderAddress(delivery),
    documents,
    key: agreementKey(documents),
  };
}
