import { useStore } from '@nanostores/react';
import type { CardPricing } from '../../domain/product-card.ts';
import { $settings } from '../../stores/settings.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The currency cards show prices in: the built page's default currency and rates first, then the
 * shopper's own currency and today's rates once GET /settings has answered.
 */
export function useCardPricing(built: CardPricing): CardPricing {
  const settings = useStore($settings);
  const hydrated = useHydrated();
  if (!hydrated || !settings) return built;
  return {
    rates: settings.currencies,
    target: settings.userCurrency?.code ?? settings.defaultCurrency?.code ?? built.target,
  };
}
