/** What the address calls read: an address's id, the checkout's chosen pair. */
import { z } from 'zod';
import type { CheckoutAddressesForm } from '../../contract/address.ts';
import { formOf } from '../http/form-fields.ts';
import { idParam } from '../http/parse.ts';

/** POST/DELETE /address/{id}: the address's id. */
export const addressIdParam = z.object({ id: idParam });

/** POST /post_address: the delivery and the invoice address chosen for checkout (a JSON body reads as none). */
export const chosenAddresses = z.preprocess(
  (form) => form ?? {},
  formOf<CheckoutAddressesForm>()({
    teslimat_address_id: idParam,
    fatura_address_id: idParam,
  }),
);
