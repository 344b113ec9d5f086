/**
 * Placing the cart as an order paid by bank transfer (4) or on delivery (3): the service behind
 * POST /cart. A card payment (2) is placed by the payment service once the bank approved it.
 */
import { and, eq } from 'drizzle-orm';
import type { OrderSummary } from '../../contract/checkout.ts';
import { isAgreementKey } from '../../domain/checkout/agreement-key.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import type { Session } from '../auth/session.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { branches } from '../db/schema/index.ts';
import { readLocale } from './checkout-choice.ts';
import { OrderRefused, paymentEnabled, saveOrder } from './order-save.ts';
import { orderSummary } from './order-views.ts';

/** The shopper's order as POST /cart posted it (orderForm checked the note and the method). */
export interface PlaceOrderInput {
  readonly description: string;
  readonly odemeTipi: 3 | 4;
  /** The key of the agreements the shopper approved (GET /checkout/agreements). */
  readonly agreementKey: string;
  /** The locale asked for; the session's when empty. */
  readonly locale?: string | undefined;
}

/** The branch the session chose, when it is the customer's own; else none. */
async function ownBranch(db: Database, session: Session, customerId: number): Promise<number | null> {
  if (!session.branchId) return null;
  const [own] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, session.branchId), eq(branches.customerId, customerId)))
    .limit(1);
  return own?.id ?? null;
}

/**
 * Saves the customer's cart as an order (saveOrder) and answers its summary. The posted
 * shippingTotal is never read: the server computes shipping itself. Throws OrderRefused: the method
 * switched off, no agreement key (400) or a changed one (409), an unknown locale, an empty cart, and
 * every refusal of saveOrder; the cart is then kept.
 */
export async function placeOrder(
  db: Database,
  session: Session | null,
  customerId: number,
  input: PlaceOrderInput,
): Promise<OrderSummary> {
  const { odemeTipi, agreementKey, description } = input;
  const settings = await loadSettings(db);
  if (!paymentEnabled(settings, odemeTipi)) throw new OrderRefused('checkout.paymentMethodUnavailable', 400);
  if (!isAgreementKey(agreementKey)) throw new OrderRefused('checkout.agreementsRequired', 400);
  const locale = readLocale(input.locale, session);
  if (!locale) throw new OrderRefused('api.badRequest', 400);
  const cartId = await findCartId(db, session);
  if (!cartId || !session) throw new OrderRefused('checkout.emptyCart', 400);
  const { order } = await saveOrder(
    db,
    {
      customerId,
      cartId,
      odemeTipi,
      description,
      branchId: await ownBranch(db, session, customerId),
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
  return orderSummary(order);
}
