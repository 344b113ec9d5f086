import { TEST_CARDS } from '../../../src/server/payment/test-virtual-pos.ts';
import type { apiClient } from './client.ts';

type Client = ReturnType<typeof apiClient>;

/** GET /checkout/agreements for a payment method (and query extras): the answer, which must be 200. */
export async function fetchAgreements(client: Client, odemeTipi: string, extra = '') {
  const res = await client.get(`/checkout/agreements?odemeTipi=${odemeTipi}${extra}`);
  if (res.status !== 200) throw new Error(`agreements: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as {
    key: string;
    documents: {
      id: string;
      title: string;
      blocks: { kind: string; text?: string; head?: string[]; rows?: string[][] }[];
    }[];
    amounts: Record<string, number | string>;
    methods: { card: boolean; transfer: boolean; cashOnDelivery: boolean };
  };
}

/** Places the order as the payment step does: fetches the agreements, then posts them approved. */
export async function approveAndOrder(client: Client, form: Record<string, string> & { odemeTipi: string }) {
  const { key } = await fetchAgreements(client, form.odemeTipi);
  return client.post('/cart', { form: { ...form, agreementKey: key } });
}

/** A test card's holder, CCV and expiry; the number is TEST_CARDS.approved unless `ccno` is given. */
export const TEST_CARD = { ccno: TEST_CARDS.approved, ccv: '000', expiry: '12/30', holder: 'AYŞE YILMAZ' };

/**
 * The POST /payment body that pays the cart as an order by card, as the payment step sends it: the
 * card agreements fetched and approved; `fields` add to or override the card and payment fields.
 */
export async function cardPaymentOf(client: Client, fields: Record<string, string> = {}) {
  const { key } = await fetchAgreements(client, '2');
  return { json: { ...TEST_CARD, agreementKey: key, ...fields } };
}

/** Pays the client's cart as an order by card (TEST_CARDS.approved unless `fields.ccno`): the answer. */
export async function payCartByCard(client: Client, fields: Record<string, string> = {}) {
  return client.post('/payment', await cardPaymentOf(client, fields));
}
