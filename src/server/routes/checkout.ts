import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AgreementsAnswer, OrderSavedAnswer } from '../../contract/checkout.ts';
import { isAgreementKey } from '../../domain/checkout/agreement-key.ts';
import { noteError } from '../../domain/checkout/order-note.ts';
import { fromMinor } from '../../domain/money.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { showInstallmentTable } from '../../domain/payment/installment.ts';
import { flag } from '../../domain/settings.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { branches } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { readLocale, readOdemeTipi, readPlan } from '../orders/checkout-choice.ts';
import { prepareCheckout } from '../orders/checkout-quote.ts';
import { OrderRefused, paymentEnabled, saveOrder } from '../orders/order-save.ts';
import { orderSummary } from '../orders/order-views.ts';
import { appliedSettings } from '../payment/card-availability.ts';

/**
 * POST /cart (form: description, shippingTotal, odemeTipi, agreementKey, locale): saves the cart as
 * an order for bank transfer (4) or pay on delivery (3). Card payments (2) go through the payment
 * frame. The posted shippingTotal is not trusted: the server computes shipping itself. The
 * agreementKey must be the key of the documents the server builds for this order now (GET
 * /checkout/agreements); else 400 (none) or 409 (changed), and the cart is kept.
 */
export async function placeOrder(c: Context<AppEnv>) {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const form = await formFields(c);
  if (!form) return apiError(c, 400, 'api.badRequest');
  const description = (form.description ?? '').trim();
  const tooLong = noteError(description);
  if (tooLong) return apiError(c, 400, tooLong);
  const odemeTipi = readOdemeTipi(form.odemeTipi);
  if (!odemeTipi) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  if (odemeTipi === 2) return apiError(c, 400, 'checkout.cardNeedsPaymentForm');
  const db = c.var.db;
  const settings = await loadSettings(db);
  if (!paymentEnabled(settings, odemeTipi)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  const agreementKey = (form.agreementKey ?? '').trim();
  if (!isAgreementKey(agreementKey)) return apiError(c, 400, 'checkout.agreementsRequired');
  const session = c.var.session;
  const locale = readLocale(form.locale, session);
  if (!locale) return apiError(c, 400, 'api.badRequest');
  const cartId = await findCartId(db, session);
  if (!cartId || !session) return apiError(c, 400, 'checkout.emptyCart');
  let branchId: number | null = null;
  if (session.branchId) {
    const [own] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, session.branchId), eq(branches.customerId, customer.id)))
      .limit(1);
    branchId = own?.id ?? null;
  }
  try {
    const { order } = await saveOrder(
      db,
      {
        customerId: customer.id,
        cartId,
        odemeTipi,
        description,
        branchId,
        deliveryAddressId: session.deliveryAddressId,
        invoiceAddressId: session.invoiceAddressId,
        currencyCode: session.currencyCode,
        paymentStatus: odemeTipi === 4 ? PAYMENT_STATUS.awaitingTransfer : PAYMENT_STATUS.payOnDelivery,
        agreementKey,
        locale,
      },
      settings,
      await loadCurrencies(db),
    );
    return c.json({ success: true, order: orderSummary(order) } satisfies OrderSavedAnswer);
  } catch (err) {
    if (err instanceof OrderRefused) return apiError(c, err.status, err.key, err.params);
    throw err;
  }
}

/**
 * GET /checkout/agreements?odemeTipi=2|3|4[&plan=][&locale=]: the Ön Bilgilendirme Formu and the
 * Mesafeli Satış Sözleşmesi of this order, their key, its amounts and the payment methods offered.
 */
export const checkoutRoutes = new Hono<AppEnv>().get('/agreements', async (c) => {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const odemeTipi = readOdemeTipi(c.req.query('odemeTipi'));
  if (!odemeTipi) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  const session = c.var.session;
  const locale = readLocale(c.req.query('locale'), session);
  if (!locale) return apiError(c, 400, 'api.badRequest');
  const db = c.var.db;
  const settings = appliedSettings(await loadSettings(db), c.var.payment);
  if (!paymentEnabled(settings, odemeTipi)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  const plan = odemeTipi === 2 ? await readPlan(db, c.req.query('plan')) : null;
  if (plan === undefined) return apiError(c, 400, 'payment.planInvalid');
  const cartId = await findCartId(db, session);
  if (!cartId || !session) return apiError(c, 400, 'checkout.emptyCart');
  try {
    const prepared = await prepareCheckout(
      db,
      {
        customerId: customer.id,
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
      return apiError(c, 400, 'payment.planInvalid');
    }
    const a = prepared.amounts;
    return c.json({
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
    } satisfies AgreementsAnswer);
  } catch (err) {
    if (err instanceof OrderRefused) return apiError(c, err.status, err.key, err.params);
    throw err;
  }
});
