import { orderAddressCard } from '../../../domain/orders/order-address-card.ts';
import { type Locale, t } from '../../../i18n/index.ts';

/** An order's frozen invoice or delivery address (the pipe/colon text) as a card. */
export function OrderAddressCard({
  locale,
  heading,
  text,
}: {
  locale: Locale;
  heading: string;
  text: string;
}) {
  const card = orderAddressCard(text);
  const id = `order-address-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="order-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <address>
        {card.title && <strong>{card.title}</strong>}
        {card.name && <span>{card.name}</span>}
        {card.address && <span>{card.address}</span>}
        {card.place && <span>{card.place}</span>}
        {card.phone && <span>{card.phone}</span>}
        {card.details.map((d) => (
          <span key={d.label}>
            {t(locale, d.label)}: {d.value}
          </span>
        ))}
      </address>
    </section>
  );
}
