/** What the order calls read: an order by id or number, the cancellation's body, the checkout's choices. */
import { z } from 'zod';
import type { AgreementsQuery, CheckoutForm } from '../../contract/checkout.ts';
import { noteError } from '../../domain/checkout/order-note.ts';
import { isOrderNo } from '../../domain/orders/order-number.ts';
import { formOf } from '../http/form-fields.ts';
import { formBody, idParam } from '../http/parse.ts';
import { readOdemeTipi } from './checkout-choice.ts';
import type { OrderReference } from './customer-orders.ts';

/** GET /orders/{id}: the id, or the order number the summary page links with. */
export const orderRefParam = z.object({
  id: z.union([
    idParam.transform((id): OrderReference => ({ id })),
    z
      .string()
      .refine(isOrderNo)
      .transform((orderNo): OrderReference => ({ orderNo })),
  ]),
});

/** PATCH /order/{id}: the order's id. */
export const orderIdParam = z.object({ id: idParam });

/** PATCH /order/{id}'s body: { cancel: true } and nothing else. */
export const cancelBody = z.strictObject({ cancel: z.literal(true) });

/** The payment method a call names (odemeTipi '2', '3' or '4'); anything else is a method the shop does not offer. */
const odemeTipiText = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const odemeTipi = readOdemeTipi(text);
    if (odemeTipi) return odemeTipi;
    ctx.addIssue({ code: 'custom', message: 'checkout.paymentMethodUnavailable' });
    return z.NEVER;
  });

/**
 * POST /cart (form: description, odemeTipi, agreementKey, locale): the note (at most NOTE_MAX), a
 * bank transfer or pay on delivery (a card goes through the payment frame). The agreement key and
 * the locale are checked by placeOrder, after the shop's settings.
 */
export const orderForm = formBody.pipe(
  formOf<CheckoutForm>()({
    description: z
      .string()
      .optional()
      .transform((text) => (text ?? '').trim())
      .refine((note) => !noteError(note), { error: 'validation.noteMax' }),
    odemeTipi: odemeTipiText.transform((odemeTipi, ctx) => {
      if (odemeTipi !== 2) return odemeTipi;
      ctx.addIssue({ code: 'custom', message: 'checkout.cardNeedsPaymentForm' });
      return z.NEVER;
    }),
    agreementKey: z
      .string()
      .optional()
      .transform((text) => (text ?? '').trim()),
    locale: z.string().optional(),
  }),
);

/** GET /checkout/agreements?odemeTipi=2|3|4[&plan=][&locale=]: the method first; the rest is read with the settings. */
export const agreementsQuery = formOf<AgreementsQuery>()({
  odemeTipi: odemeTipiText,
  locale: z.string().optional(),
  plan: z.string().optional(),
});
