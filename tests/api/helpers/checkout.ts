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
