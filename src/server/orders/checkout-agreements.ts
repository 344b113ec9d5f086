/** The agreements of the order the shopper is about to place, as GET /checkout/agreements answers them. */
import type { AgreementsAnswer } from '../../contract/checkout.ts';
import type { OdemeTipi } from '../../domain/checkout/checkout-amounts.ts';
import { fromMinor } from '../../domain/money.ts';
import { showInstallmentTable } from '../../domain/payment/installment.ts';
import { flag } from '../../domain/settings.ts';
import type { Session } from '../auth/session.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { appliedSettings } from '../payment/card-availability.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { readLocale, readPlan } from './checkout-choice.ts';
import { prepareCheckout } from './checkout-quote.ts';
import { OrderRefused, paymentEnabled } from './order-refused.ts';

/** What the agreements are asked for: the method, and as the query sent them, the locale and plan. */
export interface AgreementsQuery {
  readonly odemeTipi: OdemeTipi;
  readonly locale?: string | undefined;
  readonly plan?: string | undefined;
}

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi of the customer's cart as an order
 * now, their key, its amounts and the payment methods offered. Throws OrderRefused: an unknown
 * locale, a method switched off, an unknown plan or one the total does not allow, an empty cart,
 * and the refusals of prepareCheckout.
 */
export async function checkoutAgreements(
  db: Database,
  session: Session | null,
  customerId: number,
  payment: PaymentProvider | null,
  query: AgreementsQuery,
): Promise<AgreementsAnswer> {
  const { odemeTipi } = query;
  const locale = readLocale(query.locale, session);
  if (!locale) throw new OrderRefused('api.badRequest', 400);
  const settings = appliedSettings(await loadSettings(db), payment);
  if (!paymentEnabled(settings, odemeTipi)) throw new OrderRefused('checkout.paymentMethodUnavailable', 400);
  const plan = odemeTipi === 2 ? await readPlan(db, query.plan) : null;
  if (plan === undefined) throw new OrderRefused('payment.planInvalid', 400);
  const cartId = await findCartId(db, session);
  if (!cartId || !session) throw new OrderRefused('checkout.emptyCart', 400);
  const prepared = await prepareCheckout(
    db,
    {
      customerId,
      cartId,
      deliveryAddressId: session.deliveryAddressId,
      invoiceAddressId: session.invoiceAddressId,
      currencyCode: session.currencyCode,
      odemeTipi,
      plan,
      locale,
    },
    settings,
    await loadCurrencies(db),
  );
  if (plan && !showInstallmentTable(prepared.totals.tryTotal, settings.installmentLimit)) {
    throw new OrderRefused('payment.planInvalid', 400);
  }
  const a = prepared.amounts;
  return {
    key: prepared.key,
    documents: prepared.documents,
    amounts: {
      currency: a.currency,
      subTotal: fromMinor(a.subTotal),
      tax: fromMinor(a.tax),
      shippingTotal: fromMinor(a.shippingTotal),
      cashOnDeliveryFee: fromMinor(a.cashOnDeliveryFee),
      commission: fromMinor(a.commission),
      total: fromMinor(a.total),
      tryTotal: fromMinor(a.tryTotal),
    },
    methods: {
      card: flag(settings.b2c_kk_odeme),
      transfer: flag(settings.b2c_heft_odeme),
      cashOnDelivery: flag(settings.b2c_ko_odeme) && a.cashOnDeliveryAvailable,
    },
  };
}
