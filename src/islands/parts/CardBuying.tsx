import type { ListItem } from '../../contract/catalog.ts';
import type { ProductCardView } from '../../domain/catalog/product-card.ts';
import { whatsappChatUrl } from '../../domain/whatsapp-chat.ts';
import { type Locale, t } from '../../i18n/index.ts';
import AddToCart from '../AddToCart.tsx';
import { ChooseVariantButton } from './ChooseVariantButton.tsx';

interface Props {
  product: ListItem;
  view: ProductCardView;
  locale: Locale;
  /** The product page (relative), where a variant is chosen. */
  href: string;
  /** The shop's public address, for the product link in a WhatsApp question. */
  siteUrl: string;
  /** The shop's messaging number. */
  whatsapp: string;
  /** The amount to add (the compact list's quantity box); 1 on a card. */
  quantity?: number;
}

/**
 * The buying control of a list card or row, by the card view's action (SPEC §4 display states, §5):
 * the add-to-cart button posting the default unit, the variant redirect, the WhatsApp stock or price
 * question, or the disabled 'Stokta Yok' / 'Fiyat Sorunuz'.
 */
export function CardBuying({ product, view, locale, href, siteUrl, whatsapp, quantity = 1 }: Props) {
  const { action } = view;
  if (action === 'none') return null;
  if (action === 'chooseVariant') return <ChooseVariantButton href={href} locale={locale} />;
  if (action === 'addToCart')
    return (
      <AddToCart productId={product.id} locale={locale} unitId={product.defaultUnitId} quantity={quantity} />
    );
  const askUrl = view.askMessage
    ? whatsappChatUrl(
        whatsapp,
        t(locale, view.askMessage, {
          name: product.name,
          code: product.code,
          url: siteUrl ? new URL(href, siteUrl).href : href,
        }),
      )
    : undefined;
  return <AddToCart productId={product.id} locale={locale} state={action} askUrl={askUrl} />;
}
