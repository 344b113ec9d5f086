// The demo customer's session for measuring the cart and checkout pages: signs in through the API,
// fills the cart, chooses the checkout addresses and places one bank-transfer order (for the
// summary page), then fills the cart again so that every step has something to show.

/** What the benchmark needs to open the signed-in pages. */
export interface BenchShopper {
  /** The session cookie's value (cookie `sid`). */
  sid: string;
  /** The number of the order placed (SP…), for the order success page. */
  orderNo: string;
}

const DEMO = { email: 'demo@anadoluticaret.com.tr', password: 'Demo.2026' };

/** Signs the demo customer in on a running shop and prepares cart, addresses and one order. */
export async function prepareShopper(base: string): Promise<BenchShopper> {
  let cookie = '';
  async function call<T>(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const res = await fetch(`${base}/api/catalog${path}`, {
      method: init.method ?? 'GET',
      headers: { origin: base, accept: 'application/json', ...(cookie ? { cookie } : {}) },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    const set = res.headers.get('set-cookie');
    const sid = set ? /(?:^|,\s*)sid=([^;]+)/.exec(set)?.[1] : undefined;
    if (sid) cookie = `sid=${sid}`;
    const body = (await res.json().catch(() => undefined)) as T;
    if (!res.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }
  await call('/auth/login', { method: 'POST', form: DEMO });
  const list = await call<{ items: { id: number; hasVariants: boolean; quantity: number | null }[] }>(
    '/products?sort=-quantity',
  );
  const products = list.items.filter((p) => !p.hasVariants).slice(0, 3);
  if (products.length === 0) throw new Error('the demo shop has no product that can go into a cart');
  const fill = async () => {
    for (const p of products) await call(`/cart/${p.id}`, { method: 'POST', form: { quantity: '1' } });
  };
  await fill();
  const addresses = await call<{ id: number }[]>('/address');
  const first = addresses[0];
  if (!first) throw new Error('the demo customer has no address');
  const id = String(first.id);
  await call('/post_address', { method: 'POST', form: { teslimat_address_id: id, fatura_address_id: id } });
  const { key } = await call<{ key: string }>('/checkout/agreements?odemeTipi=4&locale=tr');
  const placed = await call<{ order: { orderNo: string } }>('/cart', {
    method: 'POST',
    form: { description: '', shippingTotal: '0', odemeTipi: '4', agreementKey: key, locale: 'tr' },
  });
  await fill();
  await call('/post_address', { method: 'POST', form: { teslimat_address_id: id, fatura_address_id: id } });
  return { sid: cookie.replace(/^sid=/, ''), orderNo: placed.order.orderNo };
}
