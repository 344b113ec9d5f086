import { useEffect, useState } from 'react';
import { readProductName } from '../../../client/cart-share.ts';
import {
  CART_SHARE_PARAM,
  decodeCartShare,
  type SharedLine,
  withoutCartShare,
} from '../../../domain/cart/cart-share.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { addToCart, loadCart } from '../../../stores/cart.ts';
import { changeQuantity } from '../../../stores/cart-lines.ts';
import { errorMessage } from '../../../stores/error-message.ts';

/** What opening a rebuild link did: the lines added and the ones that could not be, as texts. */
export interface SharedCartResult {
  status: 'adding' | 'done';
  added: string[];
  failed: string[];
}

/** The most one add-to-cart call takes (POST /cart/{id} quantity 1–100); the rest is set by PATCH. */
const MAX_ADD = 100;

async function productName(productId: number, locale: Locale): Promise<string> {
  try {
    return await readProductName(productId);
  } catch {
    return t(locale, 'cartPage.sharedUnknown', { id: productId });
  }
}

/** Adds one shared line to the visitor's cart; the added text, or the failure text. */
async function addShared(line: SharedLine, locale: Locale): Promise<{ ok: boolean; text: string }> {
  try {
    const item = await addToCart(line.productId, Math.min(line.quantity, MAX_ADD), line.unitId);
    if (line.quantity > MAX_ADD) await changeQuantity(line.productId, line.quantity);
    const text = t(locale, 'cartPage.sharedLine', {
      name: item.product.name,
      quantity: line.quantity,
      unit: item.productUnit.value,
    });
    return { ok: true, text };
  } catch (err) {
    const reason = errorMessage(err, locale);
    return {
      ok: false,
      text: t(locale, 'cartPage.sharedFailedLine', {
        name: await productName(line.productId, locale),
        reason,
      }),
    };
  }
}

/**
 * Opening /sepet?paylas=…: adds the link's lines to the visitor's own cart one by one through the
 * normal add-to-cart call (stock checked again), then drops the parameter from the address and
 * reloads the cart. Null when the page was opened without a link.
 */
export function useSharedCart(locale: Locale): [SharedCartResult | null, () => void] {
  const [result, setResult] = useState<SharedCartResult | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has(CART_SHARE_PARAM)) return;
    const lines = decodeCartShare(params.get(CART_SHARE_PARAM));
    const url = `${window.location.pathname}${withoutCartShare(window.location.search)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    let live = true;
    setResult({ status: 'adding', added: [], failed: [] });
    void (async () => {
      const added: string[] = [];
      const failed: string[] = [];
      for (const line of lines) {
        const r = await addShared(line, locale);
        (r.ok ? added : failed).push(r.text);
      }
      await loadCart();
      if (live) setResult({ status: 'done', added, failed });
    })();
    return () => {
      live = false;
    };
  }, [locale]);
  return [result, () => setResult(null)];
}
