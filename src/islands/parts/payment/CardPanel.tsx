import type { BinAnswer } from '../../../contract/payment.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { CardForm } from './CardForm.tsx';
import type { CardValues, InstallmentView } from './card-payment.ts';
import { InstallmentTable } from './InstallmentTable.tsx';

export interface CardPanelProps {
  locale: Locale;
  card: CardValues;
  onCard: (values: CardValues) => void;
  bin: BinAnswer | null;
  installments: InstallmentView;
  onPlan: (planId: number) => void;
}

/**
 * The card form with its installments: above installmentLimit (SPEC §9) a hint until the BIN
 * look-up answers, then the table of the card's plans.
 */
export function CardPanel({ locale, card, onCard, bin, installments, onPlan }: CardPanelProps) {
  return (
    <>
      <CardForm locale={locale} values={card} onChange={onCard} bin={bin} />
      {installments.show && !bin && <p className="muted">{t(locale, 'checkoutPayment.installmentsHint')}</p>}
      {installments.show && bin && installments.rows.length > 0 && (
        <InstallmentTable
          locale={locale}
          bankName={bin.bank.name}
          rows={installments.rows}
          selected={installments.plan}
          onSelect={onPlan}
        />
      )}
    </>
  );
}
