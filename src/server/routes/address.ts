import { Hono } from 'hono';
import type { AddressSavedAnswer } from '../../contract/address.ts';
import {
  addAddress,
  addressesOf,
  addressView,
  checkedAddress,
  chooseAddresses,
  deleteAddress,
  editAddress,
  forgetChosenAddresses,
} from '../address/address-book.ts';
import { addressIdParam, chosenAddresses } from '../address/address-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formBody } from '../http/parse.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';

const addressId = valid('param', addressIdParam, { status: 404, key: 'api.notFound' });
const addressForm = valid('form', formBody);

/** The address book: create, list, edit, delete (multipart property_* fields; 401 for guests). */
export const addressRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) =>
    c.json((await addressesOf(c.get('db'), c.get('customer').id)).map(addressView)),
  )
  // SPEC §7 names GET; a GET must never change state (a link on another site could clear the
  // shopper's choice), so the reset is a POST, behind the cross-site guard, and GET says so.
  .get('/reset', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'api.methodNotAllowed');
  })
  .post('/reset', async (c) => {
    const session = c.get('session');
    if (session) await forgetChosenAddresses(c.get('db'), session);
    return c.json({ success: true });
  })
  .post('/', signedIn, addressForm, async (c) => {
    const values = await checkedAddress(c.get('db'), c.req.valid('form'), 'add');
    const row = await addAddress(c.get('db'), c.get('customer').id, values);
    if (row === 'full') return apiError(c, 409, 'addressBook.tooMany');
    return c.json({ success: true, address: addressView(row) } satisfies AddressSavedAnswer, 201);
  })
  .post('/:id', signedIn, addressId, addressForm, async (c) => {
    const values = await checkedAddress(c.get('db'), c.req.valid('form'), 'edit');
    const row = await editAddress(c.get('db'), c.get('customer').id, c.req.valid('param').id, values);
    if (!row) return apiError(c, 404, 'api.notFound');
    return c.json({ success: true, address: addressView(row) } satisfies AddressSavedAnswer);
  })
  .delete('/:id', signedIn, addressId, async (c) => {
    if (!(await deleteAddress(c.get('db'), c.get('customer').id, c.req.valid('param').id)))
      return apiError(c, 404, 'api.notFound');
    return c.json({ success: true });
  });

/** POST /post_address: the delivery and invoice addresses chosen for checkout (both the customer's own). */
export const postAddressRoutes = new Hono<AppEnv>().post(
  '/',
  signedIn,
  valid('form', chosenAddresses, { key: 'checkout.addressRequired' }),
  async (c) => {
    const chosen = c.req.valid('form');
    const session = c.get('session');
    const saved =
      session !== null &&
      (await chooseAddresses(c.get('db'), session, c.get('customer').id, {
        deliveryAddressId: chosen.teslimat_address_id,
        invoiceAddressId: chosen.fatura_address_id,
      }));
    if (!saved) return apiError(c, 404, 'api.notFound');
    return c.json({ success: true });
  },
);
