import type { MouseEvent } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  text: string;
  /** The addresses step's link, for 'Lütfen adres seçiniz!'. */
  addressesHref?: string | undefined;
  onAddresses?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** An error of the payment step in the page (role="alert"), with a way back to the addresses when it is about them. */
export function CheckoutAlert({ locale, text, addressesHref, onAddresses }: Props) {
  return (
    <div className="alert alert-error" role="alert">
      <p>{text}</p>
      {addressesHref && (
        <p>
          <a href={addressesHref} onClick={onAddresses}>
            {t(locale, 'checkoutPayment.chooseAddress')}
          </a>
        </p>
      )}
    </div>
  );
}
