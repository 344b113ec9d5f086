import { useId } from 'react';
import { isDivisibleUnit } from '../../../domain/catalog/divisible-units.ts';
import { localePath, productPagePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import type { CartItem } from '../../../stores/cart.ts';
import { LineQuantity } from './LineQuantity.tsx';

interface Props {
  locale: Locale;
  item: CartItem;
  /** The line amount as shown (with tax, in the shopper's currency), or '' while it is computed. */
  amount: string;
  /** The most the stock allows for the line (null: no limit). */
  max: number | null;
  /** The quantity shown: the shopper's pending change, else what the cart holds. */
  quantity: number;
  /** A quantity change of the line is on its way to the server. */
  pending: boolean;
  /** Another change of the line (unit, removal) or of the cart is running. */
  busy: boolean;
  onQuantity: (quantity: number) => Promise<boolean>;
  onUnit: (unitId: number) => void;
  onRemove: () => void;
}

/** One cart line: image, name (the product link), brand, model, quantity, unit, amount, remove. */
export function CartLineRow({
  locale,
  item,
  amount,
  max,
  quantity,
  pending,
  busy,
  onQuantity,
  onUnit,
  onRemove,
}: Props) {
  const unitId = useId();
  const { product, productUnit } = item;
  const units = product.units?.length
    ? product.units
    : [{ id: productUnit.id, value: productUnit.value, multiplier: productUnit.multiplier }];
  const image = `/image/80/${product.image ?? '404.png'}`;
  return (
    <tr aria-busy={pending || busy || undefined}>
      <td className="cart-col-image">
        <img src={image} alt="" width={80} height={80} loading="lazy" decoding="async" />
      </td>
      <th scope="row" className="cart-col-product">
        <a href={localePath(locale, productPagePath(product))}>{product.name}</a>
        <span className="cart-code muted">{product.code}</span>
      </th>
      <td className="cart-col-brand" data-label={t(locale, 'cartPage.colBrand')}>
        {product.brand ?? '–'}
      </td>
      <td className="cart-col-model" data-label={t(locale, 'cartPage.colModel')}>
        {product.model ?? '–'}
      </td>
      <td className="cart-col-quantity" data-label={t(locale, 'cartPage.colQuantity')}>
        <LineQuantity
          locale={locale}
          name={product.name}
          quantity={quantity}
          divisible={isDivisibleUnit(item.productUnit.value)}
          max={max}
          busy={busy}
          onChange={onQuantity}
        />
        <span className="cart-line-status muted" role="status">
          {pending ? t(locale, 'cartPage.updating') : ''}
        </span>
      </td>
      <td className="cart-col-unit" data-label={t(locale, 'cartPage.colUnit')}>
        <label htmlFor={unitId} className="visually-hidden">
          {t(locale, 'cartPage.unitOf', { name: product.name })}
        </label>
        <select
          id={unitId}
          value={productUnit.id}
          disabled={units.length < 2}
          onChange={(e) => {
            if (!busy && !pending) onUnit(Number(e.target.value));
          }}
        >
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.value}
              {Number(u.multiplier) !== 1 ? ` (×${u.multiplier})` : ''}
            </option>
          ))}
        </select>
      </td>
      <td className="cart-col-amount" data-label={t(locale, 'cartPage.colAmount')}>
        {amount}
      </td>
      <td className="cart-col-remove">
        <button
          type="button"
          className="btn btn-link"
          aria-label={t(locale, 'cartPage.removeOf', { name: product.name })}
          aria-disabled={busy || pending}
          onClick={() => {
            if (!busy && !pending) onRemove();
          }}
        >
          {t(locale, 'cartPage.remove')}
        </button>
      </td>
    </tr>
  );
}
