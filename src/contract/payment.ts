/**
 * The card look-up as the API answers it (POST /bin-control): the card's network and bank, and the
 * installment plans of its family.
 */
import type { InstallmentPlan } from '../domain/payment/installment-plans.ts';

/** POST /bin-control: the card's bank and network, and its family's installment plans. */
export interface BinAnswer {
  bank: { organization: string; name: string | null; family: string | null; logo: string | null };
  plans: InstallmentPlan[];
}

/** POST /bin-control (SPEC §7): the card's first six digits, sent once 16 digits are entered. */
export interface BinControlForm {
  binNumber: string;
}
