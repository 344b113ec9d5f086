import { useEffect, useState } from 'react';
import { type Locale, t } from '../../i18n/index.ts';
import { useHydrated } from './use-hydrated.ts';

/** How long the variant alert shows before the product page opens, so it can be read and heard. */
export const VARIANT_REDIRECT_MS = 1500;

interface Props {
  /** The product page, where the variant is chosen. */
  href: string;
  locale: Locale;
}

/**
 * The add-to-cart button of a product with variants on a list (SPEC §5): it alerts 'Ürün sayfasına
 * yönlendiriliyorsunuz... Varyant Seçiniz!' and sends the shopper to the product page.
 */
export function ChooseVariantButton({ href, locale }: Props) {
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => window.location.assign(href), VARIANT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, href]);
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!hydrated || redirecting}
        onClick={() => setRedirecting(true)}
      >
        {t(locale, 'cart.add')}
      </button>
      {redirecting && (
        <p role="alert" className="alert alert-info">
          {t(locale, 'list.variantRedirect')}
        </p>
      )}
    </div>
  );
}
