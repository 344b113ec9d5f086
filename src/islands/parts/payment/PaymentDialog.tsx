import { type ComponentProps, lazy, Suspense } from 'react';

/** Fetches the payment dialog's code: on its first use, or ahead once the card number is whole. */
export const loadPaymentModal = () => import('./PaymentModal.tsx');
const PaymentModal = lazy(() => loadPaymentModal().then((m) => ({ default: m.PaymentModal })));

/**
 * The payment dialog (PaymentModal), its code fetched apart from the page's: only a shopper who pays
 * needs it.
 */
export function PaymentDialog(props: ComponentProps<typeof PaymentModal>) {
  return (
    <Suspense fallback={null}>
      <PaymentModal {...props} />
    </Suspense>
  );
}
