import type { StockText } from '../../domain/catalog/stock.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  stock: StockText;
  locale: Locale;
  className: string;
  /** The compact list names the column; a card names a count ('Stok: 12 ADET'). */
  labelled?: boolean;
}

/**
 * A list's stock text (SPEC §8): 'Stok Sorunuz', 'Stokta Var' (or 'Var' in the compact list), or
 * a count, which a card prefixes with 'Stok:' so that '12 ADET' reads as stock.
 */
export function CardStock({ stock, locale, className, labelled = true }: Props) {
  const counted = stock.key === 'stock.count' || stock.key === 'stock.countAtLeast';
  return (
    <p className={className} data-stock={stock.key === 'stock.ask' ? 'ask' : 'in'}>
      {labelled && counted && `${t(locale, 'list.stock')}: `}
      {t(locale, stock.key, stock.params)}
    </p>
  );
}
