import { CARGO_STEPS, type CargoStep } from '../../../domain/orders/order-status.ts';
import { type Locale, t } from '../../../i18n/index.ts';

/**
 * The cargo progress bar (SPEC §2): 'Siparişiniz Hazırlanıyor', 'Kargoya Verildi' (once a tracking
 * number exists) and 'Teslim Edildi' (never active), as an ordered list with the current step marked.
 */
export function CargoProgress({ locale, current }: { locale: Locale; current: CargoStep }) {
  const at = CARGO_STEPS.indexOf(current);
  return (
    <ol className="cargo-progress" aria-label={t(locale, 'orderPages.progress')}>
      {CARGO_STEPS.map((step, i) => (
        <li
          key={step}
          className={i <= at ? 'cargo-step cargo-step-done' : 'cargo-step'}
          aria-current={i === at ? 'step' : undefined}
        >
          {t(locale, `orderPages.step.${step}`)}
        </li>
      ))}
    </ol>
  );
}
