import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { branches } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { type OdemeTipi, OrderRefused, paymentEnabled, saveOrder } from '../orders/order-save.ts';
import { orderSummary } from '../orders/order-views.ts';

const DESCRIPTION_MAX = 1000;

/**
 * POST /cart (form: description, shippingTotal, odemeTipi): saves the cart as an order for bank
 * transfer (4) or pay on delivery (3). Card payments (2) go through the payment frame. The posted
 * shippingTotal is not trusted: the server computes shipping itself.
 */
export async function placeOrder(c: Context<AppEnv>) {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const form = await formFields(c);
  if (!form) return apiError(c, 400, 'api.badRequest');
  const tipi = (form.odemeTipi ?? '').trim();
  if (tipi !== '3' && tipi !== '4' && tipi !== '2')
    return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  const odemeTipi = Number(tipi) as OdemeTipi;
  if (odemeTipi === 2) return apiError(c, 400, 'checkout.cardNeedsPaymentForm');
  const db = c.var.db;
  const settings = await loadSettings(db);
  if (!paymentEnabled(settings, odemeTipi)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
  const session = c.var.session;
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
        description: (form.description ?? '').trim().slice(0, DESCRIPTION_MAX),
        branchId,
        deliveryAddressId: session.deliveryAddressId,
        invoiceAddressId: session.invoiceAddressId,
        currencyCode: session.currencyCode,
        paymentStatus: odemeTipi === 4 ? 'awaiting_transfer' : 'pay_on_delivery',
      },
      settings,
      await loadCurrencies(db),
    );
    return c.json({ success: true, order: orderSummary(order) });
  } catch (err) {
    if (err instanceof OrderRefused) return apiError(c, err.status, err.key, err.params);
    throw err;
  }
}
