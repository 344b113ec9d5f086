/** What the cart calls read (SPEC §7): a product in the path, an add's quantity and unit, a line's change. */
import { z } from 'zod';
import type { AddToCartForm } from '../../contract/cart.ts';
import { hasQuantityDecimals, readQuantity } from '../../domain/catalog/divisible-units.ts';
import { MAX_QUANTITY } from '../../domain/catalog/quantity.ts';
import { formOf } from '../http/form-fields.ts';
import { formBody, idParam } from '../http/parse.ts';

/** A product's id in the path. */
export const productIdParam = z.object({ productId: idParam });

// A quantity of up to three decimals ('2,5' too) is read here; whether the unit sells a fraction is
// known once the unit is (lineQuantityProblem).
const addQuantity = z
  .string()
  .trim()
  .regex(/^\d{1,3}(?:[.,]\d{1,3})?$/, { error: 'api.quantityRange' })
  .transform(readQuantity)
  .refine((n) => n > 0 && n <= MAX_QUANTITY, { error: 'api.quantityRange' });

// The unit: its id, or its code as defaultUnit names it ('ADET'); none for the product's default.
const unitValue = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return undefined;
    if (/^[1-9]\d{0,9}$/.test(v)) return Number(v);
    if (/^[\p{L}\p{N}²³][\p{L}\p{N}²³ .-]{0,29}$/u.test(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'api.unitNotFound' });
    return z.NEVER;
  })
  .optional();

/** POST /cart/{productId}: quantity (1 when none) and productValue, the unit. */
export const addLineForm = formBody.pipe(
  formOf<AddToCartForm>()({
    quantity: z
      .string()
      .optional()
      .transform((text) => text ?? '1')
      .pipe(addQuantity),
    productValue: unitValue,
  }),
);

// A line quantity a PATCH sets or adds: a number with up to three decimals (the unit decides the rest).
const amount = z.number().refine(hasQuantityDecimals);

/** PATCH /cart/{productId}: a quantity to set, one to add, or another unit. */
export const linePatchBody = z.union([
  z.strictObject({ quantity: amount }),
  z.strictObject({ addQuantity: amount }),
  z.strictObject({ unit: z.int().positive() }),
]);

/** What a PATCH changes of a line. */
export type LinePatch = z.output<typeof linePatchBody>;
