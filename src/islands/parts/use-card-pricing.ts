import type { CardPricing } from '../../domain/catalog/product-card.ts';
import { $settings } from '../../stores/settings.ts';
import { useSharedStore } from './use-shared-store.ts';

/**
 * The currency cards show prices in: the built page's default currency and rates first, then the
 * shopper's own currency and today's rates once GET /settings has answered.
 */
export function useCardPricing(built: CardPricing): CardPricing {
  const settings = useSharedStore($settings, null);
  if (!settings) return built;
  return {
    rates: settings.currencies,
    target: settings.userCurrency?.code ?? settings.defaultCurrency?.code ?? built.target,
  };
}
